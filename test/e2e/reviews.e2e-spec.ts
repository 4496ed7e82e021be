import request from 'supertest';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { CompanyRatingsRepository } from '../../src/adapters/persistence/repositories/company-ratings.repository';
import { PublishedReviewsRepository } from '../../src/adapters/persistence/repositories/published-reviews.repository';
import { RefreshCompanyRatings } from '../../src/domain/reviews/refresh-company-ratings.use-case';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

// The category names only; the expected numbers are computed here, independently of the domain.
const CATEGORIES = RATING_CATEGORIES;
type Ratings = Partial<Record<(typeof CATEGORIES)[number], number | null>>;

/** The averages docs/api-contract.md#contract-details defines, computed here from the reviews themselves. */
function expectedAverages(reviews: Ratings[]) {
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
  const rated = (review: Ratings) => CATEGORIES.map((c) => review[c]).filter((v): v is number => typeof v === 'number');
  const averages: Record<string, number | null> = { overall: mean(reviews.map((r) => mean(rated(r))).filter((v): v is number => v !== null)) };
  for (const c of CATEGORIES) averages[c] = mean(reviews.map((r) => r[c]).filter((v): v is number => typeof v === 'number'));
  return averages;
}

const PUBLIC_REVIEW_KEYS = [
  'id',
  'reviewType',
  'serviceType',
  'experienceType',
  'projectSize',
  'projectDuration',
  'workTimeframe',
  ...CATEGORIES,
  'comments',
  'locked',
  'intelligenceSource',
  'sourceUrl',
  'sourceDate',
  'createdAt',
  'isDemo',
  'invitedByVendor',
  'verifiedEngagement',
  'responses',
  'reviewerRole',
  'organizationType',
  'therapeuticArea',
  'moleculeType',
  'developmentPhase',
  'pros',
  'cons',
  'wouldRecommend',
].sort();

describe('Reviews: submission, moderation and what the public sees', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let admin: ReturnType<typeof request.agent>;
  let reviewer: ReturnType<typeof request.agent>;
  let reviewerId: string;
  let companies: Record<string, string>;

  const signIn = (email: string) => signedInAgent(server(), email);

  beforeAll(async () => {
    sut = await startTestApp();
    companies = await insertCompanies(sut.em(), [
      aCompany({ name: 'Aurora Clinical' }),
      aCompany({ name: 'Borealis Bio', type: 'CDMO' }),
      aCompany({ name: 'Cirrus Research' }),
      aCompany({ name: 'Dorado Labs' }),
      aCompany({ name: 'Gated Research' }),
    ]);
    const adminAccount = await insertMember(sut.em(), { userType: 'admin' });
    admin = await signIn(adminAccount.email);
    const member = await insertMember(sut.em());
    reviewerId = member.id;
    reviewer = await signIn(member.email);
  });
  afterAll(() => sut.close());

  const aReview = (overrides: Record<string, unknown> = {}) => ({
    companyId: companies['Aurora Clinical'],
    serviceType: 'CRO',
    experienceType: 'project',
    projectSize: 'Large',
    projectDuration: '> 12 months',
    workTimeframe: '2-5 years ago',
    technicalExpertise: 9,
    projectManagement: 7,
    communication: 8,
    timeline: 6,
    pricing: 5,
    changeOrders: null,
    contractNegotiation: null,
    regulatoryCompliance: 10,
    comments: 'Ran our phase II oncology study across 40 sites; strong monitoring, slow on budget changes.',
    ...overrides,
  });

  it('keeps a review private while pending, then publishes it and updates the aggregates exactly on approval', async () => {
    const companyId = companies['Aurora Clinical'];
    const earlier: Ratings[] = [
      { technicalExpertise: 6, pricing: 8, timeline: 7 },
      { technicalExpertise: 8, communication: 4 },
    ];
    await insertReviews(
      sut.em(),
      companyId,
      earlier.map((r, i) => ({ ...r, createdAt: new Date(Date.UTC(2025, i, 1)) })),
    );

    const submitted = await reviewer.post('/api/reviews').send(aReview()).expect(201);
    expect(submitted.body).toEqual({ id: expect.any(String), moderationStatus: 'pending' });
    const id = submitted.body.id as string;

    const before = await request(server()).get(`/api/companies/${companyId}`).expect(200);
    expect(before.body.reviewCount).toBe(2);
    expect((await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(id);

    const queue = await admin.get('/api/admin/pending-reviews').expect(200);
    const entry = queue.body.find((r: { id: string }) => r.id === id);
    expect(entry).toMatchObject({ companyName: 'Aurora Clinical', serviceType: 'CRO', technicalExpertise: 9, changeOrders: null, workTimeframe: '2-5 years ago' });
    // The moderator learns the author's email domain (docs/security.md#trust-and-safety-rules), never the address or the account.
    expect(JSON.stringify(queue.body)).not.toMatch(/userId|authoredBy|"email"|@|moderationNotes/);
    expect(entry.reviewer).toMatchObject({ emailDomain: expect.any(String) });

    await admin.post('/api/admin/moderate-review').send({ reviewId: id, approved: true, notes: 'Consistent with the sponsor' }).expect(200, { id, status: 'approved' });

    const after = await request(server()).get(`/api/companies/${companyId}`).expect(200);
    const expected = expectedAverages([...earlier, aReview() as Ratings]);
    expect(after.body.reviewCount).toBe(3);
    for (const [key, value] of Object.entries(expected)) {
      if (value === null) expect(after.body.averageRatings[key]).toBeNull();
      else expect(after.body.averageRatings[key]).toBeCloseTo(value, 10);
    }
    expect(after.body.ratingCounts).toMatchObject({ technicalExpertise: 3, pricing: 2, changeOrders: 0, regulatoryCompliance: 1, overall: 3 });

    const published = await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200);
    const shown = published.body.find((r: { id: string }) => r.id === id);
    expect(Object.keys(shown).sort()).toEqual(PUBLIC_REVIEW_KEYS);
    expect(shown).toMatchObject({ reviewType: 'user', projectSize: 'Large', regulatoryCompliance: 10, changeOrders: null, isDemo: false });
    expect(JSON.stringify(published.body)).not.toContain(reviewerId);

    const again = await admin.post('/api/admin/moderate-review').send({ reviewId: id, approved: false }).expect(409);
    expect(again.body.message).toBe('Already decided');
  });

  it("recomputes a company's aggregate after any concurrent approval commits, never over it", async () => {
    // Two moderation transactions interleaved by hand: each approves one review, the second recomputes
    // before the first commits. Without the per-company lock the second would write a total without the first.
    const [companyId] = Object.values(await insertCompanies(sut.em(), [aCompany({ name: 'Interleaved Approvals Ltd' })]));
    const [first, second] = await insertReviews(sut.em(), companyId, [
      { pricing: 4, moderationStatus: 'pending' },
      { pricing: 8, moderationStatus: 'pending' },
    ]);
    const refreshIn = (em: ReturnType<typeof sut.em>) => new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), false);
    const one = sut.em();
    const two = sut.em();
    await one.begin();
    await two.begin();
    await knexOf(one)('reviews').where('id', first).update({ moderation_status: 'approved' });
    await knexOf(two)('reviews').where('id', second).update({ moderation_status: 'approved' });
    await refreshIn(one).execute(companyId);
    const secondRefresh = refreshIn(two).execute(companyId); // waits for the first transaction
    await one.commit();
    await secondRefresh;
    await two.commit();
    // The stored aggregate (below 3 user reviews its category figures are not public, so read it where it is kept).
    const aggregate = await knexOf(sut.em())('company_rating_aggregates').where('company_id', companyId).first();
    expect(aggregate).toMatchObject({ review_count: 2, user_review_count: 2, rating_counts: { pricing: 2 } });
    expect(aggregate.pricing).toBeCloseTo(6, 10);
  });

  it('never shows a rejected review and leaves the aggregates alone', async () => {
    const companyId = companies['Borealis Bio'];
    const agent = await signIn((await insertMember(sut.em())).email);
    const { body } = await agent
      .post('/api/reviews')
      .send(aReview({ companyId, serviceType: 'CDMO' }))
      .expect(201);
    await admin
      .post('/api/admin/moderate-review')
      .send({ reviewId: body.id, approved: false, notes: 'Names an individual' })
      .expect(200, { id: body.id, status: 'rejected' });
    expect((await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200)).body).toEqual([]);
    expect((await request(server()).get(`/api/companies/${companyId}`).expect(200)).body).toMatchObject({ reviewCount: 0, averageRatings: { overall: null } });
    expect((await admin.get('/api/admin/pending-reviews').expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(body.id);
  });

  it('refuses a second review of the same company within 12 months', async () => {
    const agent = await signIn((await insertMember(sut.em())).email);
    const companyId = companies['Cirrus Research'];
    await agent.post('/api/reviews').send(aReview({ companyId })).expect(201);
    const second = await agent
      .post('/api/reviews')
      .send(aReview({ companyId, comments: 'Again' }))
      .expect(409);
    expect(second.body.message).toBe('You have already reviewed this company in the last 12 months');
    // Thirteen months on, the member may review it again.
    sut.setNow(new Date(Date.now() + 396 * 86_400_000));
    try {
      await agent.post('/api/reviews').send(aReview({ companyId })).expect(201);
    } finally {
      sut.setNow(null);
    }
  });

  it('fills the spec defaults for absent fields and treats absent ratings as not applicable', async () => {
    const agent = await signIn((await insertMember(sut.em())).email);
    const { body } = await agent.post('/api/reviews').send({ companyId: companies['Dorado Labs'], serviceType: 'CRO', pricing: 4 }).expect(201);
    const entry = (await admin.get('/api/admin/pending-reviews').expect(200)).body.find((r: { id: string }) => r.id === body.id);
    expect(entry).toMatchObject({
      experienceType: 'project',
      projectSize: 'Medium',
      projectDuration: '6-12 months',
      workTimeframe: 'Within 2 years',
      pricing: 4,
      technicalExpertise: null,
      comments: null,
    });
  });

  it.each([
    [{ serviceType: undefined }, 'serviceType', 'Please select a service type'],
    [{ serviceType: 'Consultancy' }, 'serviceType', 'Please select a service type'],
    [{ companyId: undefined }, 'companyId', 'Please select a company'],
    [{ companyId: 'not-an-id' }, 'companyId', 'Please select a company'],
    [{ experienceType: 'rumour' }, 'experienceType', 'Please select an experience type'],
    [{ projectSize: 'Huge' }, 'projectSize', 'Please select a project size'],
    [{ projectDuration: '3 years' }, 'projectDuration', 'Please select a project duration'],
    [{ workTimeframe: 'Last week' }, 'workTimeframe', 'Please select when the work took place'],
    [{ technicalExpertise: 11 }, 'technicalExpertise', 'Ratings must be whole numbers from 1 to 10, or Not Applicable'],
    [{ pricing: 0 }, 'pricing', 'Ratings must be whole numbers from 1 to 10, or Not Applicable'],
    [{ timeline: 7.5 }, 'timeline', 'Ratings must be whole numbers from 1 to 10, or Not Applicable'],
    [{ communication: '8' }, 'communication', 'Ratings must be whole numbers from 1 to 10, or Not Applicable'],
    [{ comments: 'x'.repeat(5001) }, 'comments', 'Comments must be at most 5000 characters'],
    [{ pendingCompanySubmission: '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e' }, 'companyId', 'Choose a listed company or a new company submission, not both'],
    [{ reviewType: 'industry_intelligence' }, 'reviewType', 'property reviewType should not exist'],
    [{ userId: '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e' }, 'userId', 'property userId should not exist'],
  ])('refuses %p with the spec message and stores nothing', async (change, field, message) => {
    const count = async () => Number((await knexOf(sut.em())('reviews').count('* as n'))[0].n);
    const before = await count();
    const res = await reviewer
      .post('/api/reviews')
      .send(aReview({ companyId: companies['Dorado Labs'], ...change }))
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('answers 401 signed out, 404 for an unknown company, 403 for an account that is not approved', async () => {
    await request(server()).post('/api/reviews').send(aReview()).expect(401);
    const missing = await reviewer
      .post('/api/reviews')
      .send(aReview({ companyId: '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e' }))
      .expect(404);
    expect(missing.body.message).toBe('Company not found');
    // An admin whose own account never went through approval may moderate but not review; the 403 comes
    // before any validation of the body (docs/api-contract.md#contract-details).
    const unapprovedAdmin = await signIn((await insertMember(sut.em(), { userType: 'admin', verificationLevel: 'pending' })).email);
    const res = await unapprovedAdmin.post('/api/reviews').send(aReview()).expect(403);
    expect(res.body.message).toBe('Only approved members can submit reviews. Your account is still waiting for verification.');
    await unapprovedAdmin.post('/api/reviews').send({ serviceType: 'Nonsense' }).expect(403);
  });

  it('holds a review of a company the member proposed until an admin lists the company, then moderates it', async () => {
    const proposal = await reviewer
      .post('/api/company-submissions')
      .send({
        name: 'Nimbus Therapeutics Services',
        type: 'CRO',
        location: 'Leiden, Netherlands',
        country: 'Netherlands',
        contactEmail: '',
        services: [],
        therapeuticAreas: [],
        serviceLocations: [],
      })
      .expect(201);
    const submissionId = proposal.body.submission.id as string;
    // `companyId: null` beside the submission id reads as "instead of a company" (docs/api-contract.md#how-the-web-calls-the-api).
    const { body } = await reviewer
      .post('/api/reviews')
      .send(aReview({ companyId: null, pendingCompanySubmission: submissionId }))
      .expect(201);
    expect(body.moderationStatus).toBe('held');
    const twice = await reviewer
      .post('/api/reviews')
      .send(aReview({ companyId: null, pendingCompanySubmission: submissionId }))
      .expect(409);
    expect(twice.body.message).toBe('You have already reviewed this company in the last 12 months');
    expect((await admin.get('/api/admin/pending-reviews').expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(body.id);

    // Another member cannot attach a review to it: it answers like an unknown submission.
    const stranger = await signIn((await insertMember(sut.em())).email);
    const res = await stranger
      .post('/api/reviews')
      .send(aReview({ companyId: undefined, pendingCompanySubmission: submissionId }))
      .expect(404);
    expect(res.body.message).toBe('Company submission not found');

    await admin.post('/api/admin/moderate-company-submission').send({ submissionId, approved: true }).expect(200);
    const { company_id: companyId } = await knexOf(sut.em())('company_submissions').where('id', submissionId).first('company_id');
    expect(companyId).toEqual(expect.any(String));
    const queued = (await admin.get('/api/admin/pending-reviews').expect(200)).body.find((r: { id: string }) => r.id === body.id);
    expect(queued).toMatchObject({ companyId, companyName: 'Nimbus Therapeutics Services' });
    expect((await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200)).body).toEqual([]);

    await admin.post('/api/admin/moderate-review').send({ reviewId: body.id, approved: true }).expect(200);
    expect((await request(server()).get(`/api/companies/${companyId}`).expect(200)).body.reviewCount).toBe(1);
    // The 12-month rule applies to the new company from now on.
    await reviewer.post('/api/reviews').send(aReview({ companyId })).expect(409);
  });

  it('rejects the held review when the proposed company is turned down, and closes the submission to new reviews', async () => {
    const agent = await signIn((await insertMember(sut.em())).email);
    const proposal = await agent
      .post('/api/company-submissions')
      .send({
        name: 'Vapour Labs',
        type: 'CMO',
        location: 'Nowhere, Atlantis',
        country: 'Atlantis',
        contactEmail: '',
        services: [],
        therapeuticAreas: [],
        serviceLocations: [],
      })
      .expect(201);
    const submissionId = proposal.body.submission.id as string;
    const { body } = await agent
      .post('/api/reviews')
      .send(aReview({ companyId: undefined, pendingCompanySubmission: submissionId, serviceType: 'CMO' }))
      .expect(201);
    await admin.post('/api/admin/moderate-company-submission').send({ submissionId, approved: false, rejectionReason: 'No evidence the company exists' }).expect(200);
    const [row] = await knexOf(sut.em())('reviews').where('id', body.id).select('moderation_status', 'company_id');
    expect(row).toEqual({ moderation_status: 'rejected', company_id: null });
    const closed = await agent
      .post('/api/reviews')
      .send(aReview({ companyId: undefined, pendingCompanySubmission: submissionId }))
      .expect(409);
    expect(closed.body.message).toBe('This company submission has already been reviewed');
  });

  it('lets an admin record an industry-intelligence review that is published at once with its source', async () => {
    const companyId = companies['Dorado Labs'];
    const payload = {
      companyId,
      serviceType: 'CRO',
      intelligenceSource: 'FDA warning letter',
      sourceUrl: 'https://www.fda.gov/inspections/warning-letters/example',
      sourceDate: '2025-03-14',
      comments: 'Data-integrity observations at the bioanalytical site; corrective actions accepted in 2025.',
      regulatoryCompliance: 4,
    };
    await reviewer.post('/api/admin/intelligence-reviews').send(payload).expect(403);
    const short = await admin
      .post('/api/admin/intelligence-reviews')
      .send({ ...payload, comments: 'Too short' })
      .expect(400);
    expect(short.body.message).toBe('Comments must be at least 10 characters');
    const noSource = await admin
      .post('/api/admin/intelligence-reviews')
      .send({ ...payload, intelligenceSource: ' ' })
      .expect(400);
    expect(noSource.body.message).toBe('Source is required');
    const badUrl = await admin
      .post('/api/admin/intelligence-reviews')
      .send({ ...payload, sourceUrl: 'javascript:alert(1)' })
      .expect(400);
    expect(badUrl.body.message).toBe('Please enter a valid URL');

    const { body } = await admin.post('/api/admin/intelligence-reviews').send(payload).expect(201);
    expect(body).toEqual({ id: expect.any(String), moderationStatus: 'approved' });
    const shown = (await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200)).body.find((r: { id: string }) => r.id === body.id);
    expect(shown).toMatchObject({
      reviewType: 'industry_intelligence',
      intelligenceSource: 'FDA warning letter',
      sourceUrl: payload.sourceUrl,
      regulatoryCompliance: 4,
      comments: payload.comments,
    });
    expect(shown.sourceDate).toMatch(/^2025-03-14/);
    const aggregate = await knexOf(sut.em())('company_rating_aggregates').where('company_id', companyId).first();
    expect(aggregate.rating_counts.regulatoryCompliance).toBe(1);
    // Industry intelligence does not count toward the anonymity threshold: the members' reviews alone do.
    expect(aggregate.user_review_count).toBe(aggregate.review_count - 1);
  });

  it('gives visitors and free members the text of the two newest reviews, paid members and admins every text', async () => {
    const companyId = companies['Gated Research'];
    await insertReviews(
      sut.em(),
      companyId,
      [1, 2, 3, 4].map((month) => ({ pricing: 7, comments: `Text ${month}`, createdAt: new Date(Date.UTC(2026, month, 1)) })),
    );
    const texts = (body: { comments: string | null; locked: boolean }[]) => body.map((r) => [r.comments, r.locked]);
    const gated = [
      ['Text 4', false],
      ['Text 3', false],
      [null, true],
      [null, true],
    ];
    const everything = [
      ['Text 4', false],
      ['Text 3', false],
      ['Text 2', false],
      ['Text 1', false],
    ];

    expect(texts((await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200)).body)).toEqual(gated);
    expect(texts((await reviewer.get(`/api/companies/${companyId}/reviews`).expect(200)).body)).toEqual(gated);
    const paid = await signIn((await insertMember(sut.em(), { subscriptionTier: 'startup' })).email);
    expect(texts((await paid.get(`/api/companies/${companyId}/reviews`).expect(200)).body)).toEqual(everything);
    expect(texts((await admin.get(`/api/companies/${companyId}/reviews`).expect(200)).body)).toEqual(everything);
    // Ratings stay visible on locked reviews.
    expect((await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200)).body[3].pricing).toBe(7);
  });

  it('guards the moderation endpoints: 401 signed out, 403 for a reviewer, 404 for an unknown review', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/pending-reviews'],
      ['post', '/api/admin/moderate-review'],
      ['post', '/api/admin/intelligence-reviews'],
    ] as const) {
      await request(server())[method](path).send({}).expect(401);
      await reviewer[method](path).send({}).expect(403);
    }
    const missing = await admin.post('/api/admin/moderate-review').send({ reviewId: '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e', approved: true }).expect(404);
    expect(missing.body.message).toBe('Review not found');
    const invalid = await admin.post('/api/admin/moderate-review').send({ reviewId: '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e', approved: 'yes' }).expect(400);
    expect(invalid.body.message).toBe('approved must be true or false');
  });
});
