// `npm start`: build what is stale, then run the server in this process (it handles SIGINT/SIGTERM).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
createRequire(import.meta.url)(join(root, 'dist', 'main.js'));
