import { MikroORM } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import request from 'supertest';
import { readCompanyDataset } from '../../src/adapters/persistence/seed/company-dataset';
import { loadCompanies } from '../../src/adapters/persistence/seed/company-dataset.loader';
import { prepareDatabase } from '../../src/adapters/persistence/seed/prepare-database';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { testHasher, startTestApp, type TestApp } from '../support/test-app';

const dataset = readCompanyDataset(join(__dirname, '../../data/companies.json'));

describe('The bundled dataset and demo data', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true, loadDataset: true });
  });
  afterAll(() => sut.close());
  const server = () => sut.app.getHttpServer();

  it('loads at least 200 real companies into an empty directory and serves them', async () => {
    expect(sut.report.companiesInserted).toBe(dataset.companies.length);
    expect(dataset.companies.length).toBeGreaterThanOrEqual(200);
    const res = await request(server()).get('/api/companies').expect(200);
    expect(res.body).toHaveLength(dataset.companies.length);
    expect(res.headers['x-total-count']).toBe(String(dataset.companies.length));
  });

  it('adds nothing when the dataset is loaded again', async () => {
    const em = sut.em();
    const again = await em.transactional((tx) => loadCompanies(tx, dataset.companies));
    expect(again).toEqual({ inserted: 0, refreshed: 0, skipped: dataset.companies.length, ids: [], refreshedIds: [] });
  });

  it('on an existing database adds new companies and takes newer facts of listed ones, leaving reviews alone', async () => {
    const knex = knexOf(sut.em());
    const count = async (table: string) => Number((await knex(table).count('* as n'))[0].n);
    const reviewsBefore = await count('reviews');
    const [first, second] = dataset.companies;
    const corrected = { ...first, description: 'Corrected description from a newer check.', verifiedAt: '2099-01-01' };
    const staleCheck = { ...second, description: 'An older check must not win.', verifiedAt: '2000-01-01' };
    const newcomer = { ...second, name: 'Newly Listed Test Provider', website: null, aliases: [], verifiedAt: '2026-11-25' };
    const result = await sut.em().transactional((tx) => loadCompanies(tx, [corrected, staleCheck, newcomer], 'dataset', { refresh: true }));
    expect(result).toMatchObject({ inserted: 1, refreshed: 1, skipped: 1 });
    const rows = await knex('companies').whereIn('name', [first.name, second.name, 'Newly Listed Test Provider']).select('name', 'description');
    const byName = Object.fromEntries(rows.map((row: { name: string; description: string }) => [row.name, row.description]));
    expect(byName[first.name]).toBe('Corrected description from a newer check.');
    expect(byName[second.name]).toBe(second.description);
    expect(byName['Newly Listed Test Provider']).toBe(second.description);
    expect(await count('reviews')).toBe(reviewsBefore);
    await knex('companies').where('name', 'Newly Listed Test Provider').delete();
  });

  it('creates the demo accounts and labelled demo reviews for about two thirds of the companies', async () => {
    expect(sut.report.demo.accounts).toEqual(['demo-admin@example.com', 'demo-reviewer@example.com']);
    const knex = knexOf(sut.em());
    const [{ reviewed }] = await knex('reviews').where('is_demo', true).countDistinct<{ reviewed: string }[]>({ reviewed: 'company_id' });
    const share = Number(reviewed) / dataset.companies.length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.8);
    const admin = await knex('users').where('email', 'demo-admin@example.com').first();
    expect(admin).toMatchObject({ user_type: 'admin', verification_level: 'verified', is_demo: true });
  });

  it("leaves a few labelled demo reviews waiting in the demo admin's moderation queue", async () => {
    const admin = request.agent(server());
    await admin.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: 'biovetted-demo' }).expect(200);
    const queue = (await admin.get('/api/admin/pending-reviews').expect(200)).body as { isDemo: boolean; companyName: string }[];
    expect(queue).toHaveLength(4);
    expect(queue.every((review) => review.isDemo && review.companyName)).toBe(true);
  });

  it('labels a review written from the shared demo reviewer account as a demo review', async () => {
    const reviewer = request.agent(server());
    await reviewer.post('/api/auth/login').send({ email: 'demo-reviewer@example.com', password: 'biovetted-demo' }).expect(200);
    const [company] = (await request(server()).get('/api/companies?limit=1&sort=name').expect(200)).body;
    const { body } = await reviewer.post('/api/reviews').send({ companyId: company.id, serviceType: company.type, pricing: 7 }).expect(201);
    const [row] = await knexOf(sut.em())('reviews').where('id', body.id).select('is_demo');
    // Out of the moderation queue again, which the generated demo data alone is expected to fill.
    await knexOf(sut.em())('reviews').where('id', body.id).delete();
    expect(row.is_demo).toBe(true);
  });

  it('serves aggregates equal to a recomputation from the approved reviews', async () => {
    const [top] = (await request(server()).get('/api/companies?limit=1').expect(200)).body;
    const knex = knexOf(sut.em());
    const [expected] = await knex('reviews')
      .where({ company_id: top.id, moderation_status: 'approved' })
      .select(knex.raw('count(*)::int as n, avg(timeline)::float as timeline, count(timeline)::int as timeline_count, max(created_at) as last'));
    expect(top.reviewCount).toBe(expected.n);
    expect(top.averageRatings.timeline).toBeCloseTo(expected.timeline, 10);
    expect(top.ratingCounts.timeline).toBe(expected.timeline_count);
    expect(top.lastReviewDate).toBe(new Date(expected.last).toISOString().slice(0, 10));
    const reviews = (await request(server()).get(`/api/companies/${top.id}/reviews`).expect(200)).body;
    expect(reviews.every((r: { isDemo: boolean }) => r.isDemo)).toBe(true);
  });

  it('generates nothing twice on a restart, and a start outside demo mode leaves the demo data this instance serves alone', async () => {
    const orm = sut.app.get<MikroORM>(MikroORM);
    // Restarted with its own demo password, as a real restart is: the demo accounts go on signing in for the other tests.
    const base = { projectRoot: sut.config.projectRoot, demoPassword: sut.config.demoPassword, hasher: testHasher, now: new Date() };
    const restart = await prepareDatabase(orm, { ...base, demoMode: true });
    expect(restart.companiesInserted).toBe(0);
    expect(restart.demo.reviewsInserted).toBe(0);

    const [{ before }] = await knexOf(sut.em())('reviews').where('is_demo', true).count<{ before: string }[]>({ before: '*' });
    const off = await prepareDatabase(orm, { ...base, demoMode: false });
    expect(off.demo).toMatchObject({ reviewsRemoved: 0, kept: { accounts: 2, reviews: Number(before), reason: 'not-asked' } });
    const asked = await prepareDatabase(orm, { ...base, demoMode: false, removeDemoData: true });
    expect(asked.demo).toMatchObject({ reviewsRemoved: 0, kept: { reason: 'in-use' } });
    const [{ after }] = await knexOf(sut.em())('reviews').where('is_demo', true).count<{ after: string }[]>({ after: '*' });
    expect(Number(after)).toBe(Number(before));
  });
});
