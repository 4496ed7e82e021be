#!/usr/bin/env node
// npm run data:report [-- --no-fail] [-- --json] [-- --slice <file>] [-- --before <git ref>]
// Prints how complete the provider dataset is: company count, coverage of the key fields now and before (the
// data/companies.json of a git ref, by default where this branch left main), the alias check, and the companies
// per type and per country. Exits 1 when a coverage target is missed (at least 600 companies, every key field
// at least 80%, sources 100%) or an alias is shared, unless --no-fail is given. Reads the slices, so it
// reports what the next merge will write; --slice limits it to one slice file.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { aliasProblems, readSlices, ROOT } from './dataset.mjs';

export const TARGET_COMPANIES = 600;
export const TARGET_FIELD_SHARE = 0.8;

const filled = (value) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
const RESEARCH = new Set(['CRO', 'CRDMO']);
const MANUFACTURING = new Set(['CDMO', 'CMO', 'CRDMO']);

/** Key fields, each with the companies it applies to and whether one company has it. */
export const KEY_FIELDS = [
  { field: 'HQ city and country', has: (c) => filled(c.location) && filled(c.country) },
  { field: 'website', has: (c) => filled(c.website) },
  { field: 'founded year', has: (c) => filled(c.foundedYear) },
  { field: 'employee range', has: (c) => filled(c.employeeRange) },
  { field: 'services', has: (c) => filled(c.services) },
  { field: 'development phases', has: (c) => filled(c.developmentPhases) },
  { field: 'ownership', has: (c) => filled(c.ownership) },
  { field: 'therapeutic areas (CRO, CRDMO)', appliesTo: (c) => RESEARCH.has(c.type), has: (c) => filled(c.therapeuticAreas) },
  { field: 'molecule types (CDMO, CMO, CRDMO)', appliesTo: (c) => MANUFACTURING.has(c.type), has: (c) => filled(c.moleculeTypes) },
  { field: 'sources', has: (c) => filled(c.sources), target: 1 },
  // Facts companies state themselves (no target: the public pages reachable here rarely hold them).
  { field: 'sites (CDMO, CMO, CRDMO)', appliesTo: (c) => MANUFACTURING.has(c.type), has: (c) => filled(c.sites), target: null },
  { field: 'max bioreactor (CDMO, CMO, CRDMO)', appliesTo: (c) => MANUFACTURING.has(c.type), has: (c) => filled(c.maxBioreactorLiters), target: null },
  { field: 'former names', has: (c) => filled(c.formerNames), target: null },
];

/**
 * Coverage statistics of a list of companies.
 * @param {object[]} companies dataset companies
 * @returns {{ companies: number, coverage: { field: string, filled: number, of: number, share: number, target: number }[],
 *   byType: Record<string, number>, byCountry: Record<string, number>, missed: string[] }}
 */
export function coverage(companies) {
  const rows = KEY_FIELDS.map(({ field, appliesTo = () => true, has, target = TARGET_FIELD_SHARE }) => {
    const pool = companies.filter(appliesTo);
    const count = pool.filter(has).length;
    return { field, filled: count, of: pool.length, share: pool.length ? count / pool.length : 1, target };
  });
  const tally = (key) =>
    Object.fromEntries(
      Object.entries(companies.reduce((acc, c) => ({ ...acc, [c[key]]: (acc[c[key]] ?? 0) + 1 }), {})).sort(
        ([a, x], [b, y]) => y - x || a.localeCompare(b),
      ),
    );
  const missed = [
    ...(companies.length < TARGET_COMPANIES ? [`${companies.length} companies, fewer than ${TARGET_COMPANIES}`] : []),
    ...rows.filter((r) => r.target !== null && r.share < r.target).map((r) => `${r.field} ${pct(r.share)} < ${pct(r.target)}`),
  ];
  return { companies: companies.length, coverage: rows, byType: tally('type'), byCountry: tally('country'), missed };
}

const pct = (share) => `${(share * 100).toFixed(1)}%`;

/**
 * The report as text lines.
 * @param {ReturnType<typeof coverage>} stats what coverage() returns
 * @returns {string[]}
 */
export function formatReport(stats, before = null, aliases = []) {
  const lines = [`Companies: ${stats.companies} (target ${TARGET_COMPANIES})${before ? `; before: ${before.stats.companies} (${before.ref})` : ''}`, ''];
  lines.push(before ? `Coverage of key fields, now and before (${before.ref}):` : 'Coverage of key fields:');
  for (const r of stats.coverage) {
    const mark = r.target === null ? 'info' : r.share >= r.target ? 'ok  ' : 'MISS';
    const was = before?.stats.coverage.find((b) => b.field === r.field);
    const then = before ? `  before ${was ? `${pct(was.share).padStart(6)} (${was.filled}/${was.of})` : '     -'}` : '';
    const target = r.target === null ? 'no target' : `target ${pct(r.target)}`;
    lines.push(`  ${mark} ${r.field.padEnd(36)} ${pct(r.share).padStart(6)}  (${r.filled}/${r.of}, ${target})${then}`);
  }
  lines.push('', aliases.length === 0 ? 'Aliases: none shared by two companies.' : `Aliases shared by two companies (${aliases.length}):`, ...aliases.map((a) => `  - ${a}`));
  lines.push('', 'By type:', ...Object.entries(stats.byType).map(([k, v]) => `  ${k.padEnd(6)} ${v}`));
  lines.push('', 'By country:', ...Object.entries(stats.byCountry).map(([k, v]) => `  ${k.padEnd(22)} ${v}`));
  lines.push('', stats.missed.length ? `Targets missed: ${stats.missed.join('; ')}` : 'All coverage targets met.');
  return lines;
}

/**
 * The dataset as a git ref had it: the companies of its data/companies.json.
 * @param {string} ref a commit, branch or tag
 * @returns {object[] | null} its companies; null when the ref or the file is unknown
 */
export function companiesAt(ref) {
  try {
    return JSON.parse(execFileSync('git', ['show', `${ref}:data/companies.json`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })).companies;
  } catch {
    return null;
  }
}

/** Where this branch left main (git merge-base HEAD main), or null outside such a checkout. */
export function branchPoint() {
  try {
    return execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args.includes('--slice') ? args[args.indexOf('--slice') + 1] : null;
  const slices = readSlices().filter((s) => !only || s.file === only || s.slice === only);
  const companies = slices.flatMap((s) => s.companies);
  const stats = coverage(companies);
  const aliases = aliasProblems(readSlices());
  const ref = args.includes('--before') ? args[args.indexOf('--before') + 1] : only ? null : branchPoint();
  const earlier = ref ? companiesAt(ref) : null;
  const before = earlier ? { ref: ref.length === 40 ? ref.slice(0, 7) : ref, stats: coverage(earlier) } : null;
  console.log(args.includes('--json') ? JSON.stringify({ ...stats, aliasProblems: aliases, before }, null, 2) : formatReport(stats, before, aliases).join('\n'));
  if ((stats.missed.length > 0 || aliases.length > 0) && !args.includes('--no-fail')) process.exitCode = 1;
}
