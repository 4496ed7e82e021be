import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { EncodedBody } from '../http/encoded-body';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** One built file, ready to send. */
export interface StaticFile {
  contentType: string;
  body: EncodedBody;
}

/** The built SPA (web/dist) held in memory: a few MB, read once at start-up. */
export interface WebBuild {
  /** URL path (`/assets/index-abc.js`, `/favicon.svg`) → file; index.html and the build manifest excluded. */
  files: Map<string, StaticFile>;
  /** The HTML shell (index.html) as built, or null when the SPA is not built. */
  shell: string | null;
}

/**
 * Reads `distDir` (Vite's output): every file keyed by its URL path, with the `.br` and `.gz` siblings
 * that web/build/precompress.mts wrote attached as its compressed forms. A missing directory gives an
 * empty build (the API still runs; pages answer 503).
 */
export function loadWebBuild(distDir: string): WebBuild {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return { files, shell: null };
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (!entry.startsWith('.')) visit(path); // .vite/manifest.json is for the build scripts only
        continue;
      }
      if (entry.endsWith('.br') || entry.endsWith('.gz') || entry === 'index.html') continue;
      const sibling = (suffix: string) => (existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : undefined);
      const urlPath = `/${relative(distDir, path).split(sep).join('/')}`;
      files.set(urlPath, {
        contentType: CONTENT_TYPES[extname(entry)] ?? 'application/octet-stream',
        body: new EncodedBody(readFileSync(path), { br: sibling('.br'), gzip: sibling('.gz') }, false),
      });
    }
  };
  visit(distDir);
  const shellPath = join(distDir, 'index.html');
  return { files, shell: existsSync(shellPath) ? readFileSync(shellPath, 'utf8') : null };
}
