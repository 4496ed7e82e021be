// `npm run import -- FILE [--approve]`: build the API when stale (as `npm start` does), then run the
// compiled import command (src/cli/import-companies.ts) in this process.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale(['api']);
const { runImport } = createRequire(import.meta.url)(join(root, 'dist', 'cli', 'import-companies.js'));
runImport(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const message = error?.name === 'ConfigError' ? `Invalid configuration: ${error.message}` : (error?.stack ?? String(error));
    process.stderr.write(`Import failed: ${message}\n`);
    process.exit(1);
  },
);
