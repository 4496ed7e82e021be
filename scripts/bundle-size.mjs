// `node scripts/bundle-size.mjs`: the JavaScript a browser must load before the landing page (and the
// directory and profile) can render: the entry chunk, every chunk it imports statically, the page's own
// chunk and its static imports, measured raw and gzipped from web/dist/.vite/manifest.json.
// DECISIONS §15 budget: the landing page's initial JS ≤ 170 KiB gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale, root } from './build-if-stale.mjs';

export const LANDING_BUDGET_KIB = 170;

/** `{ files, rawKiB, gzipKiB }` of the entry plus `pageSource`'s chunk (a path under web/). */
export function initialJs(pageSource) {
  const dist = join(root, 'web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  visit(entry);
  if (pageSource) visit(pageSource);
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
    landing: 'src/features/landing/landing-page.tsx',
    directory: 'src/features/directory/directory-page.tsx',
    profile: 'src/features/company-profile/company-profile-page.tsx',
  };
  for (const [name, source] of Object.entries(pages)) {
    const { files, rawKiB, gzipKiB } = initialJs(source);
    console.log(`${name.padEnd(10)} ${String(files).padStart(3)} files  ${rawKiB.toFixed(1).padStart(7)} KiB raw  ${gzipKiB.toFixed(1).padStart(6)} KiB gzip`);
  }
  console.log(`budget: landing ≤ ${LANDING_BUDGET_KIB} KiB gzip`);
}
