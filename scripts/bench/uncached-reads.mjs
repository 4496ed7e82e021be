// Uncached reads of `npm run bench`: every request asks something not asked before (a filter combination, a
// search word, a company), so no cache answers it. Requests go over HTTP one at a time from a client process of
// its own (uncached-client.mjs); each read's p50 and p95 are printed next to the same SQL sent straight through
// `pg` in the same run (the statements the repositories build, from dist/), so the ratio holds on a noisy machine.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticAlias, syntheticName } from './synthetic-directory.mjs';

const CLIENT = join(fileURLToPath(new URL('.', import.meta.url)), 'uncached-client.mjs');

/** The p-th percentile (0-100) of numbers, nearest rank. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** Runs the client with the requests; resolves with their times (ms) and row counts. */
async function overHttp(base, requests, warmups) {
  const child = spawn(process.execPath, [CLIENT], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ url: base, requests, warmups }));
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`uncached-client.mjs exited with ${code}`);
  return JSON.parse(out.trim().split('\n').pop());
}

/** A `?`-bound statement (knex style) as a pg query. */
const pgQuery = ({ sql, bindings }) => {
  let i = 0;
  return { text: sql.replace(/\?/g, () => `$${++i}`), values: bindings };
};

/** Times each statement group (run side by side, as the repositories run them) once, in order: ms per group. */
async function straightSql(pool, groups) {
  const times = [];
  for (const statements of groups) {
    const start = performance.now();
    await Promise.all(statements.map((statement) => pool.query(pgQuery(statement))));
    times.push(performance.now() - start);
  }
  return times;
}

/** `count` distinct values of `make(i)` for i = 0, 1, …, as the requests of one read. */
const distinct = (count, make) => Array.from({ length: count }, (_, i) => make(i));

/**
 * A name with a typo after its first three letters (one letter replaced), as a buyer mistypes it.
 * @param {string} name
 */
function withTypo(name) {
  const [word, ...rest] = name.split(' ');
  return [word.slice(0, 3) + (word[3] === 'e' ? 'a' : 'e') + word.slice(4), ...rest].join(' ');
}

/**
 * Prints the uncached reads' figures.
 * @param {{ base: string, pool: import('pg').Pool, dist: (path: string) => any, companies: number, buyers: string[], runs: number, explain: boolean }} options
 *   `dist(path)` loads a module of the built API; `buyers` are paid members' session cookies (matching needs one; each
 *   takes 20 runs, from an address of its own, below the per-member and per-address limits).
 */
export async function benchUncachedReads({ base, pool, dist, companies, buyers, runs, explain }) {
  const { COMPANY_TYPES, REGIONS, SERVICE_CATEGORIES, THERAPEUTIC_AREAS, MOLECULE_TYPES } = dist('domain/directory/taxonomy.js');
  const { DIRECTORY_SORTS } = dist('domain/directory/company-query.js');
  const { directoryPageStatement } = dist('adapters/persistence/repositories/company-directory.repository.js');
  const { facetCounts } = dist('adapters/persistence/repositories/directory-selection.js');
  const { candidatesStatement } = dist('adapters/persistence/repositories/match-candidates.repository.js');
  const { RATING_CATEGORIES } = dist('domain/reviews/rating-categories.js');
  const warmups = 5;
  const count = runs + warmups;
  const pick = (list, i) => list[i % list.length];
  const query = (params) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')).toString();
  const words = [
    'toxicology',
    'oncology',
    'biologics',
    'ADC',
    'mAb',
    'fill finish',
    'bioanalysis',
    'vaccines',
    'regulatory',
    'cell therapy',
    'peptides',
    'clinical trials',
    'analytical',
    'GMP manufacturing',
    'pharmacovigilance',
    'gene therapy',
    'oligonucleotides',
    'rare disease',
  ];
  // Each case: the requests over HTTP, and for each the statements the server runs for it.
  const filtersOf = (i) => ({
    type: i % 5 === 4 ? undefined : pick(COMPANY_TYPES, i),
    location: pick(REGIONS, Math.floor(i / 5)),
    serviceCategories: i % 3 === 0 ? undefined : [pick(SERVICE_CATEGORIES, i), pick(SERVICE_CATEGORIES, i + 3)],
    therapeuticAreas: i % 4 === 1 ? [pick(THERAPEUTIC_AREAS, i)] : undefined,
    moleculeTypes: i % 7 === 2 ? [pick(MOLECULE_TYPES, i)] : undefined,
  });
  const asParams = (filters) => ({
    ...filters,
    serviceCategories: filters.serviceCategories?.join(','),
    therapeuticAreas: filters.therapeuticAreas?.join(','),
    moleculeTypes: filters.moleculeTypes?.join(','),
  });
  const page = (filters, sort, offset, limit = 50) => ({
    path: `/api/companies?${query({ ...asParams(filters), sort, limit, offset })}`,
    statements: [directoryPageStatement({ ...filters, sort, limit, offset })],
  });
  const facets = (filters) => ({ path: `/api/companies/facets?${query(asParams(filters))}`, statements: [facetCounts({ filters, scope: 'listed' })] });
  const profileIds = (await pool.query('select company_id as id from company_rating_aggregates order by company_id limit $1', [count])).rows.map((r) => r.id);
  const weightsOf = (i) => Object.fromEntries(RATING_CATEGORIES.map((c, k) => [`${c}Weight`, 1 + ((i + k) % 5)]));
  const projectTypes = ['Analytical Testing', 'Clinical Trial', 'Drug Manufacturing', 'Toxicology Studies', 'Regulatory Submission', 'Biomarker Analysis'];
  const cases = [
    ['directory page of 50 (filters, sort, total)', distinct(count, (i) => page(filtersOf(i), pick(DIRECTORY_SORTS, i), Math.floor(i / 13) * 50))],
    [
      'search: a word',
      distinct(count, (i) =>
        page({ search: pick(words, i) }, pick(['rating', 'name', 'reviews'], Math.floor(i / words.length)), 0, 50 - Math.floor(i / (3 * words.length))),
      ),
    ],
    ['search: a typo in a name', distinct(count, (i) => page({ search: withTypo(syntheticName((i * 7919) % companies)) }, 'rating', 0))],
    ['search: a former name', distinct(count, (i) => page({ search: syntheticAlias(((i * 7919) % Math.floor(companies / 10)) * 10) }, 'rating', 0))],
    ['facets (filters applied)', distinct(count, (i) => facets(filtersOf(i)))],
    [
      'profile',
      profileIds.map((id) => ({
        path: `/api/companies/${id}`,
        statements: [
          {
            sql: 'select c.*, a.* from companies c left join company_rating_aggregates a on a.company_id = c.id where c.id = ? and c.unlisted_at is null',
            bindings: [id],
          },
        ],
      })),
    ],
    [
      'matching (POST /api/project-matches)',
      distinct(count, (i) => ({
        method: 'POST',
        path: '/api/project-matches',
        headers: { cookie: buyers[Math.floor(i / 20) % buyers.length], 'x-forwarded-for': `10.0.${Math.floor(i / 20)}.1` },
        body: { projectType: pick(projectTypes, i), timeline: 'Standard (3-12 months)', ...(i % 2 ? { geography: pick(REGIONS, i) } : {}), ...weightsOf(i) },
        statements: [
          candidatesStatement(
            {
              projectType: pick(projectTypes, i),
              ...(i % 2 ? { geography: pick(REGIONS, i) } : {}),
              weights: Object.fromEntries(RATING_CATEGORIES.map((c, k) => [c, 1 + ((i + k) % 5)])),
            },
            { limit: 25 },
          ),
        ],
      })),
    ],
  ];
  const reviewed = (await pool.query('select count(*)::int as n from company_rating_aggregates where review_count > 0')).rows[0].n;
  console.log(`\nUncached reads: ${runs} requests each (after ${warmups} untimed), every one asking something not asked before, sent one at a`);
  console.log('time over HTTP from a client process of its own, to the last byte; next to the same SQL straight through pg in the same run.');
  console.log(`Matching ranks ${reviewed.toLocaleString('en-US')} reviewed companies.\n`);
  console.log('read'.padEnd(46), 'HTTP p50'.padStart(9), 'p95'.padStart(7), '| SQL p50'.padStart(10), 'p95'.padStart(7), 'rows'.padStart(6));
  for (const [label, requests] of cases) {
    const { times, rows } = await overHttp(
      base,
      requests.map(({ statements: _statements, ...request }) => request),
      warmups,
    );
    const sqlTimes = await straightSql(
      pool,
      requests.slice(warmups).map((request) => request.statements),
    );
    const medianRows = percentile(rows, 50);
    console.log(
      label.padEnd(46),
      percentile(times, 50).toFixed(1).padStart(9),
      percentile(times, 95).toFixed(1).padStart(7),
      `| ${percentile(sqlTimes, 50).toFixed(1)}`.padStart(10),
      percentile(sqlTimes, 95).toFixed(1).padStart(7),
      String(medianRows).padStart(6),
    );
    if (explain) {
      const [statement] = requests[warmups].statements;
      const plan = await pool.query({ ...pgQuery(statement), text: `explain (analyze, buffers) ${pgQuery(statement).text}` });
      console.log(plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
    }
  }
}
