import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from 'nestjs-pino';
import { Argon2PasswordHasher } from './adapters/crypto/argon2-password-hasher.adapter';
import { prepareDatabase } from './adapters/persistence/seed/prepare-database';
import { demoDataNotice } from './adapters/persistence/seed/demo-data';
import { DEMO_ADMIN_EMAIL, DEMO_REVIEWER_EMAIL } from './domain/accounts/demo-accounts';
import { createApp } from './app.factory';
import { ConfigError, DEFAULT_DEMO_PASSWORD, loadAppConfig } from './config/app-config';
import { EmbeddedDatabase } from './config/embedded-database';

/** Plain JSON log lines for the moments before the Nest logger exists. */
const bootLog = (level: 'info' | 'warn' | 'error', msg: string) => process.stdout.write(`${JSON.stringify({ level, time: Date.now(), context: 'Bootstrap', msg })}\n`);

async function bootstrap(): Promise<void> {
  const startedAt = Date.now();
  const config = loadAppConfig();
  const embedded = config.databaseUrl ? null : await EmbeddedDatabase.start(config.dataDir, { info: (m) => bootLog('info', m), warn: (m) => bootLog('warn', m) });
  const databaseUrl = config.databaseUrl ?? embedded!.url;

  let app: Awaited<ReturnType<typeof createApp>> | null = null;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    bootLog('info', `${signal} received: closing the HTTP server, then the database`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app?.close(); // stops accepting connections, drains them, closes the ORM pool
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      bootLog('error', `Shutdown failed: ${String(error)}`);
      process.exit(1);
    }
  };
  // SIGHUP (a closed terminal) too: Node would otherwise exit at once, leaving connections cut and PostgreSQL to recover.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  try {
    app = await createApp(config, databaseUrl);
    const logger = app.get(Logger);
    const report = await prepareDatabase(app.get(MikroORM), {
      projectRoot: config.projectRoot,
      demoMode: config.demoMode,
      removeDemoData: config.demoData === 'remove',
      demoPassword: config.demoPassword,
      hasher: new Argon2PasswordHasher(),
      now: new Date(),
    });
    // nestjs-pino's Logger reads the last argument as the context: the message comes before it.
    logger.log({ ...report }, 'Database ready', 'Bootstrap');
    const demoData = demoDataNotice(report.demo);
    if (demoData) logger.warn(demoData, 'Bootstrap');
    await app.listen(config.port, config.host);
    if (config.demoMode) {
      // The default demo password is public; a custom one is a secret and stays out of the log.
      const password = config.demoPassword === DEFAULT_DEMO_PASSWORD ? `"${DEFAULT_DEMO_PASSWORD}"` : 'the one in DEMO_PASSWORD';
      logger.log(`Demo mode: demo accounts ${DEMO_ADMIN_EMAIL} (admin) and ${DEMO_REVIEWER_EMAIL} (reviewer), password ${password}`);
    }
    logger.log(`BioVetted is ready at ${config.appUrl} (API docs at ${config.appUrl}/api/docs) in ${Date.now() - startedAt} ms`);
  } catch (error) {
    bootLog('error', `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
}

bootstrap().catch((error) => {
  bootLog('error', error instanceof ConfigError ? `Invalid configuration: ${error.message}` : String(error?.stack ?? error));
  process.exit(1);
});
