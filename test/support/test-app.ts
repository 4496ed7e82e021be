import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PasswordHasher } from '../../src/domain/shared/password-hasher.port';
import { Argon2PasswordHasher } from '../../src/adapters/crypto/argon2-password-hasher.adapter';
import { prepareDatabase, type PrepareDatabaseReport } from '../../src/adapters/persistence/seed/prepare-database';
import { createApp } from '../../src/app.factory';
import { loadAppConfig, type AppConfig } from '../../src/config/app-config';
import { Clock } from '../../src/domain/shared/clock.port';
import { NodemailerAccountMailer } from '../../src/adapters/mail/account-mailer.adapter';
import { SmtpSink } from './smtp-sink';
import { createTestDatabase } from './test-database';

/** The production hasher: demo accounts seeded in tests must sign in like real ones. */
export const testHasher: PasswordHasher = new Argon2PasswordHasher();

export interface TestApp {
  app: NestExpressApplication;
  /** Origin of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  config: AppConfig;
  report: PrepareDatabaseReport;
  /** A fresh entity manager for arranging data. */
  em: () => EntityManager;
  /** The SMTP sink receiving the app's mail, when started with `smtp: true`. */
  smtp: SmtpSink | null;
  /** Moves the app's clock (token expiry, quotas); null returns to the wall clock. */
  setNow: (now: Date | null) => void;
  /** Waits until every mail the app queued has been handed to SMTP. */
  mailSent: () => Promise<void>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Demo accounts and demo reviews (default false). */
  demoMode?: boolean;
  /** Load data/companies.json (default false: tests arrange their own companies). */
  loadDataset?: boolean;
  env?: Record<string, string>;
  now?: Date;
  /** Send mail to a real SMTP sink (default: the outbox in a temporary DATA_DIR). */
  smtp?: boolean;
  /** Join this existing database (another test app's) instead of creating one; it is not dropped on close. */
  databaseUrl?: string;
}

/**
 * A listening socket on a free loopback port, held while the app starts: a port only looked up and let go could be
 * taken meanwhile by one of the app's own outgoing connections (PostgreSQL, SMTP) as its local port.
 */
async function reservePort(): Promise<Server> {
  // Unreferenced: a start that fails before listening must not keep the test process alive.
  const server = createServer().unref();
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', listening);
  });
  return server;
}

/**
 * The real application on its own fresh database, listening on a free port: migrations applied,
 * optionally the bundled dataset and demo data.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : await createTestDatabase({ migrated: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'biovetted-test-data-'));
  const smtp = options.smtp ? new SmtpSink() : null;
  const smtpUrl = smtp ? await smtp.start() : undefined;
  // The browser's Origin must equal APP_URL (origin check), so listen where APP_URL points.
  const reservation = await reservePort();
  const port = (reservation.address() as { port: number }).port;
  const config = loadAppConfig({
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    APP_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    DEMO_MODE: String(options.demoMode ?? false),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const app = await createApp(config, database.url);
  const orm = app.get<MikroORM>(MikroORM);
  const report = await prepareDatabase(orm, {
    projectRoot: config.projectRoot,
    demoMode: config.demoMode,
    removeDemoData: config.demoData === 'remove',
    demoPassword: config.demoPassword,
    hasher: testHasher,
    now: options.now ?? new Date(),
    loadDataset: options.loadDataset ?? false,
  });
  await new Promise((closed) => reservation.close(closed));
  await app.listen(port, '127.0.0.1');
  const clock = app.get(Clock);
  const wallClock = clock.now.bind(clock);
  return {
    app,
    url: config.appUrl,
    config,
    report,
    em: () => orm.em.fork(),
    smtp,
    setNow: (now) => {
      clock.now = now ? () => new Date(now) : wallClock;
    },
    mailSent: () => app.get(NodemailerAccountMailer).drain(),
    close: async () => {
      await app.close();
      await smtp?.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
