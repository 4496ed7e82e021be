// `npm test`: type-checks, builds the SPA when stale, then runs the jest tiers (unit, repositories and e2e
// against PostgreSQL, browser in Chromium). The repositories tier includes the schema check of `npm run
// db:check`. Without a Chromium the browser tier is skipped with one clear line.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { findChromium } from './find-chromium.mjs';

const node = (args, env = process.env) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });

console.log('Type-checking…');
for (const project of ['tsconfig.json', 'web/tsconfig.json']) {
  if (node([join(root, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit']).status !== 0) process.exit(1);
}
buildIfStale(['web']);

const projects = ['unit', 'repositories', 'e2e'];
const chromium = findChromium();
if (chromium) projects.push('browser');
else console.log('Browser tests skipped: no Chromium found (install Debian\'s chromium or set CHROMIUM_PATH).');

const report = join(tmpdir(), `biovetted-jest-${process.pid}.json`);
const result = node(
  [join(root, 'node_modules/jest/bin/jest.js'), '--selectProjects', ...projects, '--json', `--outputFile=${report}`, ...process.argv.slice(2)],
  { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
);
try {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
  rmSync(report, { force: true });
} catch {
  console.log('\ntests: the jest report is missing (see the output above)');
}
process.exit(result.status ?? 1);
