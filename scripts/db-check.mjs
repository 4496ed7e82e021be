// `npm run db:check`: on a fresh database (DATABASE_URL's server when set, otherwise a testcontainers or an
// embedded PostgreSQL, as the tests choose: test/support/global-setup.mjs) applies every migration and fails,
// printing the SQL, when MikroORM's metadata (the entities in src/adapters/persistence/schemas) and the
// migrated schema differ. It is the schema check of the repository tier, run alone; `npm test` runs it too.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './build-if-stale.mjs';

const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/jest/bin/jest.js'),
    '--selectProjects',
    'repositories',
    '--runTestsByPath',
    'test/repositories/database-schema.repo-spec.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
