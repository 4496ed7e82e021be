import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PasswordHasher } from '../../src/domain/shared/password-hasher.port';
import { prepareDatabase, type PrepareDatabaseReport } from '../../src/adapters/persistence/seed/prepare-database';
import { createApp } from '../../src/app.factory';
import { loadAppConfig, type AppConfig } from '../../src/config/app-config';
import { createTestDatabase } from './test-database';

/** A fast stand-in for argon2 in tests that do not exercise sign-in. */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (hash, password) => hash === `plain:${password}`,
};

export interface TestApp {
  app: NestExpressApplication;
  /** Origin of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  config: AppConfig;
  report: PrepareDatabaseReport;
  /** A fresh entity manager for arranging data. */
  em: () => EntityManager;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Demo accounts and demo reviews (default false). */
  demoMode?: boolean;
  /** Load data/companies.json (default false: tests arrange their own companies). */
  loadDataset?: boolean;
  env?: Record<string, string>;
  now?: Date;
}

/**
 * The real application on its own fresh database, listening on a free port: migrations applied,
 * optionally the bundled dataset and demo data.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'biovetted-test-data-'));
  const config = loadAppConfig({
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
    demoPassword: config.demoPassword,
    hasher: plainHasher,
    now: options.now ?? new Date(),
    loadDataset: options.loadDataset ?? false,
  });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    config,
    report,
    em: () => orm.em.fork(),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
