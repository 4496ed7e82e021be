import { MikroORM } from '@mikro-orm/postgresql';
import { Argon2PasswordHasher } from '../adapters/crypto/argon2-password-hasher.adapter';
import { mikroOrmOptions } from '../adapters/persistence/mikro-orm-options';
import { prepareDatabase } from '../adapters/persistence/seed/prepare-database';
import { ConfigError, loadAppConfig } from '../config/app-config';
import { EmbeddedDatabase } from '../config/embedded-database';

/**
 * Runs `work` on the app's database (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, started for the
 * command and stopped after it), prepared as `npm start` prepares it: migrations, the bundled dataset into an
 * empty directory (an existing one is left to `npm start`'s refresh), demo data in demo mode. So a command run
 * on a fresh database does not keep the dataset out later. Progress lines go to stderr.
 * @throws ConfigError for invalid configuration; whatever `work` throws, after closing the database
 */
export async function withPreparedDatabase<T>(work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const config = loadAppConfig();
  const log = { info: (m: string) => process.stderr.write(`${m}\n`), warn: (m: string) => process.stderr.write(`${m}\n`) };
  const embedded = config.databaseUrl ? null : await EmbeddedDatabase.start(config.dataDir, log);
  const orm = await MikroORM.init(mikroOrmOptions(config.databaseUrl ?? embedded!.url));
  try {
    await prepareDatabase(orm, {
      projectRoot: config.projectRoot,
      demoMode: config.demoMode,
      removeDemoData: config.demoData === 'remove',
      demoPassword: config.demoPassword,
      hasher: new Argon2PasswordHasher(),
      now: new Date(),
      loadDataset: 'if-empty',
    });
    return await work(orm);
  } finally {
    await orm.close(true);
    await embedded?.stop();
  }
}

/**
 * Runs a command's `run(args)` with the process's arguments and exits with its code; an error it throws is
 * printed as "`failure`: …" (an invalid configuration in one line) and exits with 1.
 */
export function runCommand(run: (args: string[]) => Promise<number>, failure: string): void {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof ConfigError ? `Invalid configuration: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`${failure}: ${message}\n`);
      process.exit(1);
    },
  );
}
