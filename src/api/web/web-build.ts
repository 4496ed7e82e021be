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
   * except the entry's. Empty for a module the build does not know.
   */
  chunksOf(module: string): string[];
  /**
   * The URL paths of the chunks the entry imports, transitively, each after the chunks it imports itself
   * (so that running them in this order runs every chunk's imports first); the entry not included.
   */
  entryImports: string[];
}

/** One entry of Vite's build manifest (.vite/manifest.json): a chunk and the manifest keys of what it imports. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The chunk files of `key` and everything it imports, each after its own imports (depth-first, post-order). */
function importOrder(manifest: Record<string, ManifestChunk>, key: string, into: Set<string> = new Set()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file); // marked before its imports: import cycles end here
  for (const imported of chunk.imports ?? []) importOrder(manifest, imported, into);
  into.delete(chunk.file);
  into.add(chunk.file);
  return into;
}

/** chunksOf and entryImports of a build's manifest (see WebBuild). */
function chunkPlan(manifest: Record<string, ManifestChunk>): Pick<WebBuild, 'chunksOf' | 'entryImports'> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = entryKey ? [...importOrder(manifest, entryKey)] : [];
  const entryChunks = new Set(entry);
  // Asked on every prerender; the build does not change while the app runs.
  const chunks = new Map<string, string[]>();
  const chunksOf = (module: string) =>
    [...importOrder(manifest, module)].filter((file) => !entryChunks.has(file)).map((file) => `/${file}`);
  return {
    chunksOf: (module) => chunks.get(module) ?? chunks.set(module, chunksOf(module)).get(module)!,
    entryImports: entry.slice(0, -1).map((file) => `/${file}`),
  };
}

/**
 * Reads `distDir` (Vite's output): every file keyed by its URL path, with the `.br` and `.gz` siblings
 * that web/build/precompress.mts wrote attached as its compressed forms, and the chunk plan from its
 * manifest. A missing directory gives an empty build (the API still runs; pages answer 503).
 */
export function loadWebBuild(distDir: string): WebBuild {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return { files, shell: null, chunksOf: () => [], entryImports: [] };
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
    ...(existsSync(manifestPath) ? chunkPlan(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : { chunksOf: () => [], entryImports: [] }),
  };
}
