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
  /**
   * The URL paths of the chunks a dynamically imported module needs (`module` as Vite's manifest names
   * it, e.g. `src/features/directory/directory-page.tsx`): its own and those it imports, transitively,
   * except the ones the shell already loads. Empty for a module the build does not know.
   */
  chunksOf(module: string): string[];
}

/** One entry of Vite's build manifest (.vite/manifest.json): a chunk and the manifest keys of what it imports. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** chunksOf for a build's manifest (see WebBuild). */
function chunkResolver(manifest: Record<string, ManifestChunk>): (module: string) => string[] {
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryChunks);
  return (module) => {
    const needed = new Set<string>();
    collect(module, needed);
    return [...needed].filter((file) => !entryChunks.has(file)).map((file) => `/${file}`);
  };
}

/**
 * Reads `distDir` (Vite's output): every file keyed by its URL path, with the `.br` and `.gz` siblings
 * that web/build/precompress.mts wrote attached as its compressed forms. A missing directory gives an
 * empty build (the API still runs; pages answer 503).
 */
export function loadWebBuild(distDir: string): WebBuild {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return { files, shell: null, chunksOf: () => [] };
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
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  return {
    files,
    shell: existsSync(shellPath) ? readFileSync(shellPath, 'utf8') : null,
    chunksOf: existsSync(manifestPath) ? chunkResolver(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : () => [],
  };
}
