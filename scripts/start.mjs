// `npm start`: build what is stale, then run the server in this process (it handles SIGINT/SIGTERM).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

/** How often the server checks that whoever started it is still there, in milliseconds. */
const PARENT_CHECK_INTERVAL_MS = 1000;

/**
 * Under `npm start`, stops the server, as a SIGTERM would, once npm's shell has gone. npm runs this script under
 * `sh -c`, and a SIGTERM sent to npm (a process manager or a container runtime stopping `npm start`) reaches that
 * shell, which dies of it without passing it on: the server went on running, orphaned, holding the port and its
 * PostgreSQL. Node has no parent-death signal, so the parent's pid is watched; the timer keeps nothing alive.
 * Started otherwise (`node scripts/start.mjs &` from a script that then ends), the server runs on as before.
 */
function stopWithParent() {
  if (process.env.npm_lifecycle_event !== 'start') return;
  const parent = process.ppid;
  const check = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(check);
    process.kill(process.pid, 'SIGTERM');
  }, PARENT_CHECK_INTERVAL_MS);
  check.unref();
}

buildIfStale();
stopWithParent();
createRequire(import.meta.url)(join(root, 'dist', 'main.js'));
