import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { mikroOrmOptions } from '../../src/adapters/persistence/mikro-orm-options';
import { MIGRATION_NAMES } from '../../src/adapters/persistence/migrations';
import { migratorOf } from '../../src/adapters/persistence/migrator';

/** A database of the test run's PostgreSQL server, for one test file; `drop()` removes it. */
export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

const adminUrlOf = (): string => {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run the tests through jest (global setup)');
  return adminUrl;
};

const urlOf = (name: string): string => {
  const url = new URL(adminUrlOf());
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrlOf() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The name of the run's migrated template: it carries a digest of the migrations' names, so a server reused with
 * other migrations (a DATABASE_URL server across branches) never hands out a stale schema.
 */
const templateName = (): string => `biovetted_template_${createHash('sha256').update(MIGRATION_NAMES.join('\n')).digest('hex').slice(0, 12)}`;

/**
 * Makes the migrated template once per server: the first test file to ask applies every migration to it, under an
 * advisory lock that makes the others wait, and leaves it with no connection so that it can be copied.
 */
async function ensureMigratedTemplate(admin: Client): Promise<string> {
  const template = templateName();
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (existing.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const orm = await MikroORM.init(mikroOrmOptions(urlOf(template)));
      try {
        await migratorOf(orm).up();
      } catch (error) {
        await orm.close();
        await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
        throw error;
      }
      await orm.close();
    }
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
}

/**
 * A fresh PostgreSQL database for one test file, in the server of the test run (test/support/global-setup.mjs):
 * empty, or with `migrated` every migration already applied (a copy of a template migrated once per run, which
 * spares each file the migrations; tests of a migration itself ask for an empty one).
 */
export async function createTestDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const name = `biovetted_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    const template = migrated ? await ensureMigratedTemplate(admin) : null;
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  });
  return {
    url: urlOf(name),
    drop: () => withAdmin(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}
