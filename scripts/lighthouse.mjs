// `npm run lighthouse`: Lighthouse 12 (mobile, its default throttling) on the landing page, the directory and
// a company profile of a freshly started app (embedded PostgreSQL in a temporary DATA_DIR, demo mode, the
// bundled dataset), printing performance, best practices and SEO. Targets (issue 14): ≥ 90, ≥ 96, ≥ 95.
// Lighthouse runs through `npx lighthouse@12` (not a dependency) on Debian's Chromium (CHROME_PATH).
// `--keep DIR` keeps the three JSON reports (landing.json, directory.json, profile.json) in DIR for a closer look.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { findChromium } from './find-chromium.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const keepIndex = process.argv.indexOf('--keep');
const keepDir = keepIndex > 0 ? process.argv[keepIndex + 1] : undefined;
const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found: install Debian\'s chromium or set CHROMIUM_PATH.');
  process.exit(1);
}
buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'biovetted-lighthouse-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const origin = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, [join(root, 'dist/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: origin, DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  app.kill('SIGTERM');
};
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

async function waitForHealth() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not become healthy within 2 minutes');
}

try {
  await waitForHealth();
  const [company] = await (await fetch(`${origin}/api/companies?limit=1`)).json();
  const pages = { landing: '/', directory: '/companies', profile: `/companies/${company.id}` };
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    const output = join(dataDir, `${name}.json`);
    const run = spawnSync('npx', ['--yes', LIGHTHOUSE, `${origin}${path}`, '--quiet', '--output=json', `--output-path=${output}`,
      '--only-categories=performance,best-practices,seo', '--chrome-flags=--headless --no-sandbox'], {
      cwd: root, env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`Lighthouse failed on ${path}`);
    if (keepDir) {
      mkdirSync(keepDir, { recursive: true });
      copyFileSync(output, join(keepDir, `${name}.json`));
    }
    const { categories, audits } = JSON.parse(readFileSync(output, 'utf8'));
    const score = (key) => Math.round(categories[key].score * 100);
    rows.push({ page: name, path, performance: score('performance'), bestPractices: score('best-practices'), seo: score('seo'),
      lcp: audits['largest-contentful-paint'].displayValue, tbt: audits['total-blocking-time'].displayValue });
  }
  console.log('page        performance  best practices  SEO   LCP      TBT');
  for (const r of rows) console.log(`${r.page.padEnd(11)} ${String(r.performance).padStart(11)}  ${String(r.bestPractices).padStart(14)}  ${String(r.seo).padStart(3)}   ${r.lcp.padEnd(8)} ${r.tbt}`);
  console.log('targets: performance ≥ 90, best practices ≥ 96, SEO ≥ 95');
} finally {
  stop();
}
