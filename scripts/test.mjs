// `npm test`: type-checks, lints, checks the formatting, builds the SPA when stale, then runs the jest tiers
// (unit, repositories and e2e against PostgreSQL, browser in Chromium). The repositories tier includes the schema
// check of `npm run db:check`. Without a Chromium the browser tier is skipped with one clear line.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { findChromium } from './find-chromium.mjs';

const node = (args, env = process.env) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });

/** Runs one check and stops the run when it fails, saying which command fixes it. */
const check = (title, args, fix) => {
  console.log(title);
  if (node(args).status !== 0) {
    console.log(`\n${title.replace('…', '')} failed: ${fix}`);
    process.exit(1);
  }
};
for (const project of ['tsconfig.json', 'web/tsconfig.json']) {
  check(`Type-checking ${project}…`, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit'], 'see the errors above (`npm run typecheck`)');
}
// The lint cache lives in node_modules, where a fresh clone has none; it skips the files unchanged since.
check(
  'Linting…',
  [
    join(root, 'node_modules/eslint/bin/eslint.js'),
    '.',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint/',
    '--cache-strategy',
    'content',
    '--max-warnings',
    '0',
  ],
  'see the problems above; `npm run lint -- --fix` fixes some of them',
);
check(
  'Checking the formatting…',
  [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--cache', '--log-level', 'warn', '.'],
  'run `npm run format` to format the files listed above',
);
buildIfStale(['web']);

const chromium = findChromium();
if (!chromium) console.log("Browser tests skipped: no Chromium found (install Debian's chromium or set CHROMIUM_PATH).");

// Two jest runs: the tiers without a browser on two workers (their files wait on PostgreSQL and on servers they
// start, so two at once fill two cores better than one), then the browser journeys one at a time (two Chromiums
// and their apps on two cores would race their timeouts).
const runs = [{ projects: ['unit', 'repositories', 'e2e'], workers: 2 }, ...(chromium ? [{ projects: ['browser'], workers: 1 }] : [])];
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
