// `npm test`: type-checks, lints, checks the formatting and builds what is stale (two at a time), then runs the jest tiers
// (unit, repositories and e2e against PostgreSQL, browser in Chromium). The repositories tier includes the schema
// check of `npm run db:check`. Without a Chromium the browser tier is skipped with one clear line.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './build-if-stale.mjs';
import { findChromium } from './find-chromium.mjs';

const node = (args, env = process.env) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });

/**
 * The checks before the tests, two at a time (each is one process on one core): type checks, lint, formatting, and
 * the builds the server-process and browser tests start. Each check's output is printed when it ends, not mixed with
 * the other's. Resolves to the checks that failed, each with the command that fixes it.
 */
async function runChecks(checks, lanes = 2) {
  const waiting = [...checks];
  const failed = [];
  const lane = async () => {
    for (let check = waiting.shift(); check; check = waiting.shift()) {
      const started = Date.now();
      const child = spawn(process.execPath, check.args, { cwd: root, env: check.env ?? process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      console.log(`${check.title} (${Math.round((Date.now() - started) / 1000)} s)`);
      if (output.trim()) console.log(output.trimEnd());
      if (status !== 0) failed.push(check);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return failed;
}

const bin = (path) => join(root, 'node_modules', path);
// Longest first, so that the two lanes end together.
const failed = await runChecks([
  {
    title: 'Linted',
    // The lint cache lives in node_modules, where a fresh clone has none; it skips the files unchanged since.
    args: [bin('eslint/bin/eslint.js'), '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '--cache-strategy', 'content', '--max-warnings', '0'],
    fix: 'see the problems above; `npm run lint -- --fix` fixes some of them',
  },
  { title: 'Type-checked tsconfig.json', args: [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], fix: 'see the errors above (`npm run typecheck`)' },
  {
    title: 'Built what was stale (dist/, web/dist/)',
    args: ['--input-type=module', '-e', "import('./scripts/build-if-stale.mjs').then((m) => m.buildIfStale())"],
    fix: 'see the build errors above',
  },
  {
    title: 'Type-checked web/tsconfig.json',
    args: [bin('typescript/bin/tsc'), '-p', 'web/tsconfig.json', '--noEmit'],
    fix: 'see the errors above (`npm run typecheck`)',
  },
  {
    title: 'Checked the formatting',
    args: [bin('prettier/bin/prettier.cjs'), '--check', '--cache', '--log-level', 'warn', '.'],
    fix: 'run `npm run format` to format the files listed above',
  },
]);
for (const check of failed) console.log(`\n${check.title}: failed; ${check.fix}`);
if (failed.length > 0) process.exit(1);
// The landing page's JavaScript budget, read from the build just made.
if (node([join(root, 'scripts/bundle-size.mjs'), '--check']).status !== 0) {
  console.log('\nThe bundle budget check failed: keep what the landing page does not show on its first screen out of its chunks (docs/operations.md)');
  process.exit(1);
}

const chromium = findChromium();
if (!chromium) console.log("Browser tests skipped: no Chromium found (install Debian's chromium or set CHROMIUM_PATH).");

// Two jest runs, each on two workers: the tiers without a browser, then the browser journeys. A journey spends part of
// its time waiting (for a page to go quiet, for a redirect the screen announces), so two at once keep both cores
// busy; each journey waits for what it checks rather than for a fixed time, so a slower page only takes longer.
const runs = [{ projects: ['unit', 'repositories', 'e2e'], workers: 2 }, ...(chromium ? [{ projects: ['browser'], workers: 2 }] : [])];
const totals = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0 };
let status = 0;
for (const [index, { projects, workers }] of runs.entries()) {
  const report = join(tmpdir(), `biovetted-jest-${process.pid}-${index}.json`);
  const result = node(
    [
      join(root, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      ...projects,
      `--maxWorkers=${workers}`,
      '--passWithNoTests',
      '--json',
      `--outputFile=${report}`,
      ...process.argv.slice(2),
    ],
    { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
  );
  status ||= result.status ?? 1;
  try {
    const counts = JSON.parse(readFileSync(report, 'utf8'));
    for (const key of Object.keys(totals)) totals[key] += counts[key];
    rmSync(report, { force: true });
  } catch {
    console.log(`\nthe jest report of ${projects.join(', ')} is missing (see the output above)`);
    status ||= 1;
  }
}
console.log(`\ntests: ${totals.numPassedTests} passed, ${totals.numFailedTests} failed, ${totals.numPendingTests} skipped`);
process.exit(status);
