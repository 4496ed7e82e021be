#!/usr/bin/env node
// npm run data:merge [-- --check]
// Merges data/slices/*.json (file-name order, companies in slice order) into data/companies.json after
// validating every company (data/schema/company.schema.json and the cross-field rules) and rejecting
// duplicate names and website domains across slices. --check writes nothing and exits 1 when
// data/companies.json differs from what the merge would write (the compile date aside).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DATASET_PATH, ROOT, buildDataset, formatJson, readJson, readSlices, sliceProblems, today } from './dataset.mjs';

/**
 * Runs the merge.
 * @param {{ check?: boolean, log?: (line: string) => void }} [options] check: compare only
 * @returns {number} the exit code: 0 merged (or up to date), 1 invalid slices or out of date
 */
export function merge({ check = false, log = console.log } = {}) {
  const slices = readSlices();
  const problems = sliceProblems(slices);
  if (problems.length > 0) {
    log(`The slices have ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  const target = relative(ROOT, DATASET_PATH);
  const current = existsSync(DATASET_PATH) ? readFileSync(DATASET_PATH, 'utf8') : null;
  if (check) {
    const compiledAt = current ? readJson(DATASET_PATH).compiledAt : today();
    if (current !== formatJson(buildDataset(slices, compiledAt))) {
      log(`${target} is out of date with data/slices: run npm run data:merge`);
      return 1;
    }
    log(`${target} is up to date (${slices.reduce((n, s) => n + s.companies.length, 0)} companies).`);
    return 0;
  }
  const dataset = buildDataset(slices, today());
  writeFileSync(DATASET_PATH, formatJson(dataset));
  log(`Wrote ${target}: ${dataset.companies.length} companies from ${slices.length} slices (${slices.map((s) => s.file).join(', ')}).`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = merge({ check: process.argv.includes('--check') });
}
