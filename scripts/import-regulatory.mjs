// `npm run import:regulatory -- FILE.csv [--as-of YYYY-MM-DD]`: build the API when stale (as `npm start` does),
// then run the compiled command (src/cli/import-warning-letters.ts) in this process.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale(['api']);
const { runRegulatoryImport } = createRequire(import.meta.url)(join(root, 'dist', 'cli', 'import-warning-letters.js'));
runRegulatoryImport(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const message = error?.name === 'ConfigError' ? `Invalid configuration: ${error.message}` : (error?.stack ?? String(error));
    process.stderr.write(`Import failed: ${message}\n`);
    process.exit(1);
  },
);
