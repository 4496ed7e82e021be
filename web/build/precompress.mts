import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text formats. woff2 and images are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/;
/** Below this size (bytes) the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every compressible
 * file of the browser's build of at least 1 kB, once the bundle is written. The server (express-static-gzip
 * in src/api/web/web-pages.ts) sends them as they are when the browser accepts the encoding, so no request
 * pays for compressing a file that never changes.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'biovetted-precompress',
    apply: 'build',
    configResolved(config) {
      // The server's build is read from disk by the server, never sent.
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    closeBundle() {
      if (!outDir) return;
      const visit = (dir: string) => {
        for (const entry of readdirSync(dir)) {
          const path = join(dir, entry);
          if (statSync(path).isDirectory()) visit(path);
          else if (COMPRESSIBLE.test(entry) && statSync(path).size >= MIN_BYTES) {
            const content = readFileSync(path);
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            );
            writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
          }
        }
      };
      visit(outDir);
    },
  };
}
