// `node scripts/bundle-size.mjs`: the JavaScript a browser loads before the landing page (and the directory and a
// profile) is running: React Router's client entry, the root route, the page's route module and the page's own
// chunk (which the route module fetches as it starts), each with every chunk it imports statically, measured raw
// and gzipped from web/dist/client/.vite/manifest.json. Parts a page loads afterwards (the footer, the landing
// page's lower sections, menus) are not counted. Budget: the landing page's initial JS ≤ 200 KiB gzipped; `--check`
// exits with 1 above it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale, root } from './build-if-stale.mjs';

export const LANDING_BUDGET_KIB = 200;

/** The manifest key of a route module of web/src/app/routes (React Router's build names its client part so). */
const routeModule = (name) => `src/app/routes/${name}.tsx?__react-router-build-client-route`;

/** `{ files, rawKiB, gzipKiB }` of the entry, the root route, `route` (a file of web/src/app/routes) and `page` (a path under web/). */
export function initialJs(route, page) {
  const dist = join(root, 'web/dist/client');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('src/app/entry.client.tsx');
  visit('src/app/root.tsx?__react-router-build-client-route');
  visit(routeModule(route));
  visit(page);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.size, rawKiB: raw / 1024, gzipKiB: gzip / 1024 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale(['web']);
  const pages = {
    landing: ['landing', 'src/features/landing/landing-page.tsx'],
    directory: ['directory', 'src/features/directory/directory-page.tsx'],
    profile: ['company-profile', 'src/features/company-profile/company-profile-page.tsx'],
  };
  const gzipped = {};
  for (const [name, [route, page]] of Object.entries(pages)) {
    const { files, rawKiB, gzipKiB } = initialJs(route, page);
    gzipped[name] = gzipKiB;
    console.log(`${name.padEnd(10)} ${String(files).padStart(3)} files  ${rawKiB.toFixed(1).padStart(7)} KiB raw  ${gzipKiB.toFixed(1).padStart(6)} KiB gzip`);
  }
  console.log(`budget: landing ≤ ${LANDING_BUDGET_KIB} KiB gzip`);
  // `--check` (run by `npm test`) fails when the landing page is over its budget.
  if (process.argv.includes('--check') && gzipped.landing > LANDING_BUDGET_KIB) {
    console.log(`the landing page's initial JS is ${gzipped.landing.toFixed(1)} KiB gzipped, over its budget of ${LANDING_BUDGET_KIB} KiB`);
    process.exit(1);
  }
}
