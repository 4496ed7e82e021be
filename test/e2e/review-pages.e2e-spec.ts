import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

type Review = { id: string; comments: string | null; locked: boolean; serviceType: string; [key: string]: unknown };

describe('All reviews of a company: paging, sorting, the review context and the anonymity threshold (docs/deciding.md, docs/security.md#trust-and-safety-rules)', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let companies: Record<string, string>;
  let admin: ReturnType<typeof request.agent>;
  let paid: ReturnType<typeof request.agent>;
  /** Seven approved reviews of Many Reviews Inc, by name: day of March 2026, service type, one rating. */
  const seven = [
    { name: 'd1', day: 1, serviceType: 'CRO', rating: 5 },
    { name: 'd2', day: 2, serviceType: 'CMO', rating: 9 },
    { name: 'd3', day: 3, serviceType: 'CRO', rating: 2 },
    { name: 'd4', day: 4, serviceType: 'CRO', rating: 7 },
    { name: 'd5', day: 5, serviceType: 'CMO', rating: 10 },
    { name: 'd6', day: 6, serviceType: 'CRO', rating: null },
    { name: 'd7', day: 7, serviceType: 'CRO', rating: 4 },
  ];
  const textOf = (name: string) => `Review written on ${name}`;

  beforeAll(async () => {
    sut = await startTestApp();
    companies = await insertCompanies(sut.em(), [aCompany({ name: 'Many Reviews Inc' }), aCompany({ name: 'Quiet Labs' }), aCompany({ name: 'Context Co' })]);
    await insertReviews(
      sut.em(),
      companies['Many Reviews Inc'],
      seven.map((r) => ({ technicalExpertise: r.rating, comments: textOf(r.name), createdAt: new Date(Date.UTC(2026, 2, r.day)) })),
    );
    const knex = knexOf(sut.em());
    for (const r of seven) await knex('reviews').where('comments', textOf(r.name)).update({ service_type: r.serviceType });
    admin = await signedInAgent(server(), (await insertMember(sut.em(), { userType: 'admin' })).email);
    paid = await signedInAgent(server(), (await insertMember(sut.em(), { subscriptionTier: 'startup' })).email);
  });
  afterAll(() => sut.close());

  const reviewsOf = (query: string, agent?: ReturnType<typeof request.agent>) =>
    (agent ?? request(server())).get(`/api/companies/${companies['Many Reviews Inc']}/reviews${query}`).expect(200);
  const names = (body: Review[]) => body.map((r) => (r.comments ?? '').replace('Review written on ', '') || `(${r.locked ? 'locked' : 'empty'})`);

  it('answers every approved review newest first without limit, with the total in X-Total-Count', async () => {
    const res = await reviewsOf('');
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.body).toHaveLength(7);
    expect((res.body as Review[]).map((r) => r.locked)).toEqual([false, false, true, true, true, true, true]);
  });

  it('answers at most 100 reviews without limit, and pages on from there with offset', async () => {
    const [crowded] = Object.values(await insertCompanies(sut.em(), [aCompany({ name: 'Crowded Labs' })]));
    await insertReviews(
      sut.em(),
      crowded,
      Array.from({ length: 105 }, (_, i) => ({ pricing: 1 + (i % 10), createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000) })),
    );
    const first = await request(server()).get(`/api/companies/${crowded}/reviews`).expect(200);
    expect(first.headers['x-total-count']).toBe('105');
    expect(first.body).toHaveLength(100);
    const rest = await request(server()).get(`/api/companies/${crowded}/reviews?offset=100`).expect(200);
    expect(rest.body).toHaveLength(5);
    expect(new Set([...first.body, ...rest.body].map((r: Review) => r.id)).size).toBe(105);
    expect((await request(server()).get(`/api/companies/${crowded}/reviews?limit=101`).expect(400)).body.message).toMatch(/limit/);
  });

  it('pages with limit and offset, the total staying the total', async () => {
    const res = await reviewsOf('?limit=2&offset=2', paid);
    expect(res.headers['x-total-count']).toBe('7');
    expect(names(res.body)).toEqual(['d5', 'd4']);
    expect((await reviewsOf('?limit=5&offset=5', paid)).body).toHaveLength(2);
    expect((await reviewsOf('?limit=5&offset=50', paid)).body).toEqual([]);
  });

  it('sorts by the review mean, highest or lowest, unrated reviews last, and keeps the preview on the two newest', async () => {
    expect(names((await reviewsOf('?sort=highest', paid)).body)).toEqual(['d5', 'd2', 'd4', 'd1', 'd7', 'd3', 'd6']);
    expect(names((await reviewsOf('?sort=lowest', paid)).body)).toEqual(['d3', 'd7', 'd1', 'd4', 'd2', 'd5', 'd6']);
    // A visitor reads the two newest (d7, d6) wherever the sort puts them; the rest stay locked with their ratings.
    const visitor = (await reviewsOf('?sort=highest')).body as Review[];
    expect(visitor.filter((r) => !r.locked).map((r) => r.comments)).toEqual([textOf('d7'), textOf('d6')]);
    expect(visitor[0]).toMatchObject({ locked: true, comments: null, technicalExpertise: 10 });
  });

  it('filters by service type, still counting the preview from the newest of all reviews', async () => {
    const res = await reviewsOf('?serviceType=CMO');
    expect(res.headers['x-total-count']).toBe('2');
    // d5 and d2 are the 3rd and 6th newest: both locked for a visitor.
    expect((res.body as Review[]).map((r) => [r.serviceType, r.locked])).toEqual([
      ['CMO', true],
      ['CMO', true],
    ]);
    expect(names((await reviewsOf('?serviceType=CMO&limit=1&offset=1', paid)).body)).toEqual(['d2']);
  });

  it('shows paid members every text on every page', async () => {
    const res = await reviewsOf('?sort=lowest&limit=100', paid);
    expect((res.body as Review[]).every((r) => !r.locked && r.comments)).toBe(true);
  });

  it.each([
    ['?limit=0', 'limit must be an integer from 1 to 100'],
    ['?limit=101', 'limit must be an integer from 1 to 100'],
    ['?offset=-1', 'offset must be an integer of 0 or more'],
    ['?sort=oldest', 'sort must be one of: newest, highest, lowest'],
    ['?serviceType=Pharma', 'serviceType must be one of: CRO, CMO, CDMO, CRDMO'],
  ])('refuses %s with 400 %p', async (query, message) => {
    const res = await request(server()).get(`/api/companies/${companies['Many Reviews Inc']}/reviews${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for an unknown company', async () => {
    await request(server()).get('/api/companies/7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e/reviews?limit=5').expect(404);
  });

  describe('the review context', () => {
    const context = {
      reviewerRole: 'Procurement / Sourcing',
      organizationType: 'Biotech',
      therapeuticArea: 'Oncology',
      moleculeType: 'Monoclonal Antibodies',
      developmentPhase: 'Phase II',
      pros: 'Senior monitors who stayed on the study.',
      cons: 'Change orders took weeks.',
      wouldRecommend: true,
    };
    const submit = async (body: Record<string, unknown>) => {
      const agent = await signedInAgent(server(), (await insertMember(sut.em())).email);
      return agent.post('/api/reviews').send({ companyId: companies['Context Co'], serviceType: 'CRO', projectSize: 'Large', technicalExpertise: 8, ...body });
    };
    const approve = (id: string) => admin.post('/api/admin/moderate-review').send({ reviewId: id, approved: true }).expect(200);

    it.each([
      [{ reviewerRole: 'CEO' }, 'reviewerRole', 'Please select your role from the list'],
      [{ organizationType: 'Pharma' }, 'organizationType', 'Please select your organization type from the list'],
      [{ therapeuticArea: 'Astrology' }, 'therapeuticArea', 'Please select a therapeutic area from the list'],
      [{ moleculeType: 'Potion' }, 'moleculeType', 'Please select a modality from the list'],
      [{ developmentPhase: 'Phase V' }, 'developmentPhase', 'Please select a development phase from the list'],
      [{ pros: 'x'.repeat(2001) }, 'pros', 'Pros must be at most 2000 characters'],
      [{ cons: 'x'.repeat(2001) }, 'cons', 'Cons must be at most 2000 characters'],
      [{ pros: 42 }, 'pros', 'Pros must be text'],
      [{ wouldRecommend: 'yes' }, 'wouldRecommend', 'Would you recommend this provider? Answer yes or no'],
    ])('refuses %p with the message of the form', async (change, field, message) => {
      const res = await submit(change);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, errors: { [field]: message } });
    });

    it('accepts 2,000 characters of pros and cons, and shows the context to the moderator', async () => {
      const res = await submit({ ...context, pros: 'p'.repeat(2000), cons: 'c'.repeat(2000) });
      expect(res.status).toBe(201);
      const entry = (await admin.get('/api/admin/pending-reviews').expect(200)).body.find((r: { id: string }) => r.id === res.body.id);
      expect(entry).toMatchObject({ ...context, pros: 'p'.repeat(2000), cons: 'c'.repeat(2000) });
      await admin.post('/api/admin/moderate-review').send({ reviewId: res.body.id, approved: false }).expect(200);
    });

    it("withholds the reviewer's role and organisation, every project fact and the category scores until the company has three approved user reviews, and shows the recommendation share from three answers", async () => {
      const first = await submit({ ...context, workTimeframe: '2-5 years ago' });
      await approve(first.body.id);
      const second = await submit({ ...context, wouldRecommend: false, reviewerRole: 'Executive' });
      await approve(second.body.id);
      const profile = async () => (await request(server()).get(`/api/companies/${companies['Context Co']}`).expect(200)).body;
      const publicReviews = async () => (await request(server()).get(`/api/companies/${companies['Context Co']}/reviews`).expect(200)).body as Review[];

      const below = await publicReviews();
      expect(below).toHaveLength(2);
      for (const review of below) {
        expect(review).toMatchObject({ reviewerRole: null, organizationType: null, projectSize: null, projectDuration: null, workTimeframe: null });
        expect(review).toMatchObject({ therapeuticArea: null, moleculeType: null, developmentPhase: null, technicalExpertise: 8 });
        expect(review.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(below.map((r) => r.wouldRecommend)).toEqual([false, true]);
      expect(below[0]).toMatchObject({ pros: context.pros, cons: context.cons, locked: false });
      const gated = await profile();
      expect(gated.wouldRecommend).toBeNull();
      expect(gated).toMatchObject({
        reviewCount: 2,
        ratingCounts: { overall: 2, technicalExpertise: null },
        averageRatings: { overall: 8, technicalExpertise: null },
        ratingDistributions: null,
      });

      const third = await submit({ ...context, reviewerRole: undefined });
      await approve(third.body.id);
      const above = await publicReviews();
      expect(above.map((r) => r.reviewerRole)).toEqual([null, 'Executive', 'Procurement / Sourcing']);
      expect(above[2]).toMatchObject({
        organizationType: 'Biotech',
        projectSize: 'Large',
        workTimeframe: '2-5 years ago',
        therapeuticArea: 'Oncology',
        developmentPhase: 'Phase II',
      });
      const open = await profile();
      expect(open.wouldRecommend).toEqual({ share: 2 / 3, answers: 3 });
      expect(open).toMatchObject({ ratingCounts: { overall: 3, technicalExpertise: 3 }, averageRatings: { technicalExpertise: 8 } });
      expect(open.ratingDistributions.technicalExpertise[7]).toBe(3);
    });

    it('counts only user reviews toward the threshold, not industry intelligence', async () => {
      const quiet = companies['Quiet Labs'];
      await insertReviews(sut.em(), quiet, [{ technicalExpertise: 6 }, { technicalExpertise: 7 }]);
      await insertReviews(sut.em(), quiet, [{ technicalExpertise: 5, reviewType: 'industry_intelligence', intelligenceSource: 'FDA 483' }]);
      const reviews = (await request(server()).get(`/api/companies/${quiet}/reviews`).expect(200)).body as Review[];
      expect(reviews).toHaveLength(3);
      expect(reviews.every((r) => r.projectSize === null && r.workTimeframe === null)).toBe(true);
    });
  });
});
