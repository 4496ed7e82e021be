import request from 'supertest';
import { demoDataNotice } from '../../src/adapters/persistence/seed/demo-data';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { DEMO_ADMIN_EMAIL, DEMO_REVIEWER_EMAIL } from '../../src/domain/accounts/demo-accounts';
import { DEFAULT_DEMO_PASSWORD } from '../../src/config/app-config';
import { aCompany, insertCompanies } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

// Demo data belongs to demo mode: two instances on one database, one of them a demo, as when a second instance is
// started against the first one's database without DEMO_MODE. Over HTTP against the real servers.
describe('Demo data and instances outside demo mode', () => {
  let owner: TestApp;
  let demo: TestApp | null = null;
  const others: TestApp[] = [];

  const demoReviews = async (app: TestApp) => {
    const [{ count }] = await knexOf(app.em())('reviews').where('is_demo', true).count<{ count: string }[]>({ count: '*' });
    return Number(count);
  };
  const demoAccounts = async () => (await knexOf(owner.em())('users').where('is_demo', true).orderBy('email').select('email')).map((u: { email: string }) => u.email);
  const join = async (env: Record<string, string> = {}, demoMode = false) => {
    const app = await startTestApp({ databaseUrl: owner.config.databaseUrl!, demoMode, env });
    others.push(app);
    return app;
  };
  const signIn = (app: TestApp, email: string) => request(app.app.getHttpServer()).post('/api/auth/login').send({ email, password: DEFAULT_DEMO_PASSWORD });

  beforeAll(async () => {
    // The database's first instance (not a demo; it drops the database at the end), with companies to review.
    owner = await startTestApp();
    await insertCompanies(
      owner.em(),
      Array.from({ length: 12 }, (_, i) => aCompany({ name: `Demo Target ${i}` })),
    );
  });
  // Every test starts with a demo-mode instance serving its demo data; it is started again (and generates the
  // data again) only after the test that stops it and removes the data.
  beforeEach(async () => {
    if (!demo) demo = await join({}, true);
  });
  afterAll(async () => {
    for (const app of others.reverse()) await app.close().catch(() => undefined);
    await owner.close();
  });

  it('keeps the demo data a demo-mode instance serves when a start without DEMO_MODE finds it, and says so', async () => {
    const before = await demoReviews(owner);
    expect(before).toBeGreaterThan(0);
    const second = await join();
    expect(second.report.demo).toMatchObject({ reviewsRemoved: 0, kept: { accounts: 2, reviews: before, reason: 'not-asked' } });
    expect(demoDataNotice(second.report.demo)).toMatch(
      /holds 2 demo accounts and \d+ demo reviews but DEMO_MODE is off: they are kept, because DEMO_DATA is not set to "remove"/,
    );

    // The demo instance goes on serving all of it: its accounts and its labelled reviews.
    expect(await demoReviews(owner)).toBe(before);
    expect(await demoAccounts()).toEqual([DEMO_ADMIN_EMAIL, DEMO_REVIEWER_EMAIL]);
    const [company] = (await request(demo!.app.getHttpServer()).get('/api/companies?sort=reviews&limit=1').expect(200)).body;
    const reviews = (await request(demo!.app.getHttpServer()).get(`/api/companies/${company.id}/reviews`).expect(200)).body;
    expect(reviews.some((r: { isDemo: boolean }) => r.isDemo)).toBe(true);
  });

  it('never lets the public demo password sign in on the instance outside demo mode', async () => {
    // passport's strategies are process-wide: the app started last (this one) answers every sign-in here.
    const second = await join();
    await signIn(second, DEMO_ADMIN_EMAIL).expect(401);
    await signIn(second, DEMO_REVIEWER_EMAIL).expect(401);
  });

  it('refuses DEMO_DATA=remove while an instance in demo mode serves the data', async () => {
    const before = await demoReviews(owner);
    const third = await join({ DEMO_DATA: 'remove' });
    expect(third.report.demo).toMatchObject({ reviewsRemoved: 0, kept: { reason: 'in-use' } });
    expect(demoDataNotice(third.report.demo)).toContain('an instance in demo mode is serving them');
    expect(await demoReviews(owner)).toBe(before);
    expect(await demoAccounts()).toEqual([DEMO_ADMIN_EMAIL, DEMO_REVIEWER_EMAIL]);
  });

  it('removes the demo data with DEMO_DATA=remove once no demo-mode instance runs, and recomputes the aggregates', async () => {
    const index = others.indexOf(demo!);
    await demo!.close();
    others.splice(index, 1);
    demo = null;
    const fourth = await join({ DEMO_DATA: 'remove' });
    expect(fourth.report.demo.reviewsRemoved).toBeGreaterThan(0);
    expect(fourth.report.demo.kept).toBeNull();
    expect(demoDataNotice(fourth.report.demo)).toBeNull();
    expect(await demoReviews(owner)).toBe(0);
    expect(await knexOf(owner.em())('users').where('is_demo', true).first()).toBeUndefined();
    const cards = (await request(fourth.app.getHttpServer()).get('/api/companies').expect(200)).body as { reviewCount: number }[];
    expect(cards.every((card) => card.reviewCount === 0)).toBe(true);
  });
});
