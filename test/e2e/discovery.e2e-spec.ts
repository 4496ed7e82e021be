import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies } from '../support/factories';
import { SparqlFake } from '../support/sparql-fake';
import { startTestApp, type TestApp } from '../support/test-app';

const DEMO_PASSWORD = 'biovetted-demo';
const DAY_MS = 24 * 60 * 60 * 1000;

const PARTNERS_CSV = [
  'name,type,website,location,country,foundedYear,employeeCount,services',
  'Partner Bioanalytics,CRO,partner-bio.example,Leiden,Netherlands,2004,85,Bioanalysis',
  'Kestrel Fill Finish,CMO,https://kestrel-ff.example,Cork,Ireland,1999,400,Fill-Finish;Packaging',
  ',CRO,nameless.example,Nowhere,Nowhere,,,',
].join('\n');

describe('Discovery: sources, de-duplication, pending submissions and the daily schedule', () => {
  const fake = new SparqlFake();
  let sut: TestApp;
  let admin: ReturnType<typeof request.agent>;
  const server = () => sut.app.getHttpServer();
  const submissions = async () =>
    knexOf(sut.em())('company_submissions')
      .select('name', 'source', 'status', 'type', 'location', 'country', 'website', 'founded_year', 'employee_count', 'services', 'discovered_facts')
      .orderBy('name');

  beforeAll(async () => {
    const endpoint = await fake.start();
    fake.feeds.set('partners.csv', { contentType: 'text/csv', body: PARTNERS_CSV });
    sut = await startTestApp({
      demoMode: true,
      env: { DISCOVERY_WIKIDATA_URL: endpoint, DISCOVERY_FEEDS: `partners=${fake.origin}/feeds/partners.csv`, DISCOVERY_TIMEOUT_MS: '1500' },
    });
    admin = request.agent(server());
    await admin.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: DEMO_PASSWORD }).expect(200);
    await insertCompanies(sut.em(), [
      aCompany({ name: 'Charles River Laboratories', website: 'https://www.criver.com' }),
      aCompany({ name: 'Renamed Provider', website: 'https://www.known-cro.example' }),
    ]);
  });
  afterAll(async () => {
    await sut?.close();
    await fake.stop();
  });
  // Every test starts with nothing discovered, automation off and never run, no query made, and the sources as set
  // up here: Wikidata answering with no items, the partners feed with its three rows.
  beforeEach(async () => {
    fake.mode = 'results';
    fake.hangingFeeds.clear();
    fake.items = [];
    fake.feeds.set('partners.csv', { contentType: 'text/csv', body: PARTNERS_CSV });
    fake.requests.length = 0;
    const knex = knexOf(sut.em());
    await knex('company_submissions').where('source', 'like', 'discovery:%').delete();
    await knex('automation_state').where('job', 'company-discovery').delete();
  });

  it('guards every automation endpoint: 401 signed out, 403 for a reviewer', async () => {
    const reviewer = request.agent(server());
    await reviewer.post('/api/auth/login').send({ email: 'demo-reviewer@example.com', password: DEMO_PASSWORD }).expect(200);
    const endpoints: ['get' | 'post', string][] = [
      ['get', '/api/admin/automation/categories'],
      ['post', '/api/admin/discover-companies'],
      ['get', '/api/admin/automation/status'],
      ['post', '/api/admin/automation/start'],
      ['post', '/api/admin/automation/stop'],
    ];
    for (const [method, path] of endpoints) {
      await request(server())[method](path).expect(401);
      const denied = await reviewer[method](path).expect(403);
      expect(denied.body.message).toBe("You don't have admin privileges.");
    }
    expect(fake.queries).toHaveLength(0);
  });

  it('lists the categories discovery looks for', async () => {
    const res = await admin.get('/api/admin/automation/categories').expect(200);
    expect(res.body.categories.map((c: { key: string; type: string }) => [c.key, c.type])).toEqual([
      ['cro', 'CRO'],
      ['cmo', 'CMO'],
      ['cdmo', 'CDMO'],
    ]);
  });

  it('refuses an unknown category and unknown fields', async () => {
    const res = await admin.post('/api/admin/discover-companies').send({ category: 'pharma' }).expect(400);
    expect(res.body).toMatchObject({ message: 'category must be one of cro, cmo, cdmo', errors: { category: 'category must be one of cro, cmo, cdmo' } });
    await admin.post('/api/admin/discover-companies').send({ limit: 5 }).expect(400);
  });

  it('turns Wikidata and feed companies into pending submissions, skipping the directory, and finds no duplicates on a second run', async () => {
    fake.items = [
      {
        id: 'Q1001',
        label: 'Aldebaran Clinical',
        category: 'cro',
        country: 'Germany',
        headquarters: 'Munich',
        website: 'https://www.aldebaran-clinical.example/en',
        inception: '1996-01-01T00:00:00Z',
        ticker: 'ALDB',
        employees: 1250,
      },
      { id: 'Q1002', label: 'Borealis Biologics', category: 'cdmo' },
      { id: 'Q1003', label: 'Charles River Laboratories, Inc.', category: 'cro' }, // listed, spelled differently
      { id: 'Q1004', label: 'Totally New Name', category: 'cro', website: 'https://investors.known-cro.example' }, // listed by domain
      { id: 'Q1005', label: 'Q1005' }, // no English label
    ];
    const first = await admin.post('/api/admin/discover-companies').send({}).expect(200);
    expect(first.body.result).toMatchObject({
      companiesFound: 4,
      summary: '2 sources answered: 6 reported, 2 already known; feed:partners skipped 1 invalid row.',
      outcome: 'completed',
      sources: [
        { name: 'wikidata', found: 4, created: 2, duplicates: 2 },
        { name: 'feed:partners', found: 2, created: 2, duplicates: 0, invalid: 1 },
      ],
      category: null,
      trigger: 'manual',
    });
    expect(first.body.result.newSubmissions.map((s: { name: string; source: string }) => [s.name, s.source])).toEqual([
      ['Aldebaran Clinical', 'discovery:wikidata'],
      ['Borealis Biologics', 'discovery:wikidata'],
      ['Partner Bioanalytics', 'discovery:feed:partners'],
      ['Kestrel Fill Finish', 'discovery:feed:partners'],
    ]);
    expect(first.body.categories).toHaveLength(3);

    // The query asks for the industries and facts, and says who is asking.
    const query = fake.queries.at(-1)!;
    expect(query.userAgent).toMatch(/^BioVetted\/1\.0 \(company discovery; http:\/\/127\.0\.0\.1:\d+\)/);
    expect(query.accept).toBe('application/sparql-results+json');
    expect(SparqlFake.queryOf(query)).toContain('wdt:P452');
    expect(SparqlFake.queryOf(query)).toContain('"contract research organization"@en');

    const rows = await submissions();
    expect(rows).toHaveLength(4);
    // The registrable domain is stored on write (indexed), and the listed company's was filled in before matching.
    const knex = knexOf(sut.em());
    expect(await knex('company_submissions').where('name', 'Aldebaran Clinical').first('website_domain')).toEqual({ website_domain: 'aldebaran-clinical.example' });
    expect((await knex('companies').whereNotNull('website').whereNull('website_domain')).length).toBe(0);
    expect(rows[0]).toEqual({
      name: 'Aldebaran Clinical',
      source: 'discovery:wikidata',
      status: 'pending',
      type: 'CRO',
      location: 'Munich',
      country: 'Germany',
      website: 'https://www.aldebaran-clinical.example/en',
      founded_year: 1996,
      employee_count: 1250,
      services: [],
      discovered_facts: { wikidataId: 'Q1001', sourceUrl: 'https://www.wikidata.org/wiki/Q1001', industry: 'cro', inception: '1996-01-01T00:00:00Z', ticker: 'ALDB' },
    });
    // Unknown facts stay null, never guessed.
    expect(rows[1]).toMatchObject({ name: 'Borealis Biologics', type: 'CDMO', country: null, location: null, website: null, founded_year: null, employee_count: null });
    expect(rows[2]).toMatchObject({ name: 'Kestrel Fill Finish', source: 'discovery:feed:partners', type: 'CMO', services: ['Fill-Finish', 'Packaging'] });

    const second = await admin.post('/api/admin/discover-companies').send({}).expect(200);
    expect(second.body.result).toMatchObject({
      companiesFound: 0,
      newSubmissions: [],
      sources: [
        { name: 'wikidata', found: 4, created: 0, duplicates: 4 },
        { name: 'feed:partners', found: 2, created: 0, duplicates: 2 },
      ],
    });
    expect(await submissions()).toHaveLength(4);
  });

  it('treats a rejected submission as known, so discovery does not propose it again', async () => {
    fake.items = [{ id: 'Q1002', label: 'Borealis Biologics', category: 'cdmo' }];
    await admin.post('/api/admin/discover-companies').send({ category: 'cdmo' }).expect(200);
    await knexOf(sut.em())('company_submissions').where('name', 'Borealis Biologics').update({ status: 'rejected', rejection_reason: 'Not a CDMO' });
    fake.items = [{ id: 'Q2001', label: 'Borealis Biologics GmbH', category: 'cdmo' }];
    const res = await admin.post('/api/admin/discover-companies').send({ category: 'cdmo' }).expect(200);
    expect(res.body.result.sources[0]).toEqual({ name: 'wikidata', found: 1, created: 0, duplicates: 1 });
    expect(SparqlFake.queryOf(fake.queries.at(-1)!)).not.toContain('contract research organization');
  });

  it('reports a source that returns garbage and one that times out, and still completes the run', async () => {
    // The feed's two companies are already pending from an earlier run.
    await admin.post('/api/admin/discover-companies').send({}).expect(200);
    fake.mode = 'garbage';
    fake.hangingFeeds.add('partners.csv');
    const started = Date.now();
    const res = await admin.post('/api/admin/discover-companies').send({}).expect(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.body.result).toMatchObject({
      companiesFound: 0,
      sources: [
        { name: 'wikidata', found: 0, created: 0, duplicates: 0, error: 'the answer is not JSON (expected SPARQL 1.1 JSON results)' },
        { name: 'feed:partners', found: 0, created: 0, duplicates: 0, error: 'timed out after 1500 ms' },
      ],
    });
    expect(res.body.result.summary).toContain('wikidata failed: the answer is not JSON');
    // No source answered: the run is a failure, not a complete run that found nothing.
    expect(res.body.result.outcome).toBe('failed');

    // JSON that is not a SPARQL results document is garbage too; the feed answering again still counts.
    fake.hangingFeeds.clear();
    fake.feeds.set('partners.csv', { contentType: 'text/csv', body: `${PARTNERS_CSV}\nOsprey Analytical,CRO,osprey.example,Basel,Switzerland,,,` });
    fake.mode = 'not-results';
    const mixed = await admin.post('/api/admin/discover-companies').send({}).expect(200);
    expect(mixed.body.result.sources).toEqual([
      { name: 'wikidata', found: 0, created: 0, duplicates: 0, error: 'the answer is not in the SPARQL 1.1 JSON results format' },
      { name: 'feed:partners', found: 3, created: 1, duplicates: 2, invalid: 1 },
    ]);
    expect(mixed.body.result.companiesFound).toBe(1);
    expect(mixed.body.result.outcome).toBe('partial');
    expect((await admin.get('/api/admin/automation/status').expect(200)).body.lastResult.newSubmissions[0].name).toBe('Osprey Analytical');
  });

  it('stores the automation switch in PostgreSQL and shows the last run truthfully', async () => {
    await admin.post('/api/admin/discover-companies').send({}).expect(200);
    const before = await admin.get('/api/admin/automation/status').expect(200);
    expect(before.body).toMatchObject({ active: false, nextRunAt: null, lastResult: { trigger: 'manual' } });
    expect(Date.parse(before.body.lastRunAt)).toBeGreaterThan(Date.now() - 60_000);

    const started = await admin.post('/api/admin/automation/start').expect(200);
    expect(started.body.active).toBe(true);
    const next = Date.parse(started.body.nextRunAt);
    expect(Math.abs(next - (Date.now() + DAY_MS))).toBeLessThan(60_000);
    // Starting again keeps the schedule.
    expect((await admin.post('/api/admin/automation/start').expect(200)).body.nextRunAt).toBe(started.body.nextRunAt);
    const [row] = await knexOf(sut.em())('automation_state').where('job', 'company-discovery');
    expect(row).toMatchObject({ active: true });

    const stopped = await admin.post('/api/admin/automation/stop').expect(200);
    expect(stopped.body).toMatchObject({ active: false, nextRunAt: null });
    expect((await admin.get('/api/admin/automation/status').expect(200)).body.active).toBe(false);
  });
});
