import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const PROVIDER = 'Acme Clinical Research';
const OTHER = 'Other Bio Services';

describe('Vendors: registration, verification and responses to reviews', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let admin: ReturnType<typeof request.agent>;
  let companies: Record<string, string>;
  let reviews: string[];

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true, demoMode: true });
    admin = request.agent(server());
    await admin.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: 'biovetted-demo' }).expect(200);
    companies = await insertCompanies(sut.em(), [aCompany({ name: PROVIDER }), aCompany({ name: OTHER })]);
    reviews = await insertReviews(
      sut.em(),
      companies[PROVIDER],
      [0, 1, 2, 3].map((i) => ({ comments: `Review number ${i} of a phase II study.`, technicalExpertise: 7, createdAt: new Date(Date.UTC(2026, 9, 1 + i)) })),
    );
  });
  afterAll(() => sut?.close());

  /** A member who registered for `company` and whom the admin approved. */
  async function approvedVendor(email: string, company: string) {
    await insertMember(sut.em(), { email, firstName: 'Vera', lastName: 'Vendor' });
    const agent = await signedInAgent(server(), email);
    const { body } = await agent.post('/api/vendor/register').send({ companyId: companies[company] }).expect(201);
    await admin.post('/api/admin/moderate-vendor').send({ vendorAccountId: body.id, approved: true }).expect(200);
    return { agent, vendorAccountId: body.id as string };
  }

  it('registers a vendor as pending whatever the client says, once per company', async () => {
    await request(server()).post('/api/vendor/register').send({ companyId: companies[PROVIDER] }).expect(401);
    await insertMember(sut.em(), { email: 'claimant@acme-cro.com' });
    const agent = await signedInAgent(server(), 'claimant@acme-cro.com');
    const res = await agent.post('/api/vendor/register').send({ companyId: companies[PROVIDER], isVerified: true, verificationDocument: 'acme-cro.com' }).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), companyId: companies[PROVIDER], isVerified: false, status: 'pending' });
    expect((await agent.post('/api/vendor/register').send({ companyId: companies[PROVIDER] }).expect(409)).body.message).toBe(
      'You have already registered for this company',
    );
    expect((await agent.post('/api/vendor/register').send({}).expect(400)).body).toMatchObject({
      message: 'Please select a company',
      errors: { companyId: 'Please select a company' },
    });
    expect((await agent.post('/api/vendor/register').send({ companyId: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.message).toBe('Company not found');

    const pending = (await admin.get('/api/admin/pending-vendors').expect(200)).body;
    expect(pending).toContainEqual({
      id: res.body.id,
      userId: expect.any(String),
      companyId: companies[PROVIDER],
      companyName: PROVIDER,
      email: 'claimant@acme-cro.com',
      firstName: 'Test',
      lastName: 'Member',
      verificationDocument: 'acme-cro.com',
      createdAt: expect.any(String),
      // The company has no website here, so there is nothing to compare the claimant's domain with.
      emailDomain: 'acme-cro.com',
      companyWebsiteDomain: null,
      emailDomainMatchesWebsite: null,
    });
    await agent.get('/api/admin/pending-vendors').expect(403);
  });

  it('mails the vendor the admin decision, with the notes of a rejection, and decides each registration once', async () => {
    await insertMember(sut.em(), { email: 'hopeful@gmail.com', firstName: 'Hope' });
    const agent = await signedInAgent(server(), 'hopeful@gmail.com');
    const { body } = await agent.post('/api/vendor/register').send({ companyId: companies[OTHER] }).expect(201);
    const decision = await admin.post('/api/admin/moderate-vendor').send({ vendorAccountId: body.id, approved: false, notes: 'Use your company email.' }).expect(200);
    expect(decision.body).toEqual({ id: body.id, status: 'rejected' });
    const mail = await sut.smtp!.waitFor('hopeful@gmail.com', /Your vendor registration for Other Bio Services/);
    expect(mail.body).toContain('Note from our team: Use your company email.');
    expect((await admin.post('/api/admin/moderate-vendor').send({ vendorAccountId: body.id, approved: true }).expect(409)).body.message).toBe('Already decided');
    await admin.post('/api/admin/moderate-vendor').send({ vendorAccountId: '00000000-0000-4000-8000-000000000000', approved: true }).expect(404);

    await approvedVendor('approved@acme-cro.com', PROVIDER);
    const approval = await sut.smtp!.waitFor('approved@acme-cro.com', /You can now respond to reviews of Acme Clinical Research/);
    expect(approval.body).toContain(`${sut.url}/companies/${companies[PROVIDER]}`);
  });

  it('shows a verified vendor’s response under the review with the company name, one response per review', async () => {
    const { agent } = await approvedVendor('responder@acme-cro.com', PROVIDER);
    const res = await agent.post(`/api/reviews/${reviews[0]}/responses`).send({ response: '  Thank you, we have since added a second QA reviewer.  ' }).expect(201);
    expect(res.body).toMatchObject({
      reviewId: reviews[0],
      response: 'Thank you, we have since added a second QA reviewer.',
      quota: { used: 1, limit: 1, remaining: 0 },
    });

    const shown = (await request(server()).get(`/api/companies/${companies[PROVIDER]}/reviews`).expect(200)).body as { id: string; responses: unknown[] }[];
    expect(shown.find((r) => r.id === reviews[0])!.responses).toEqual([
      { id: res.body.id, response: 'Thank you, we have since added a second QA reviewer.', createdAt: expect.any(String), companyName: PROVIDER },
    ]);
    const { agent: colleague } = await approvedVendor('colleague@acme-cro.com', PROVIDER);
    expect((await colleague.post(`/api/reviews/${reviews[0]}/responses`).send({ response: 'A second answer to the same review.' }).expect(409)).body.message).toBe(
      'This review already has a response',
    );
  });

  it('refuses members who are not verified vendors of the review’s company with 403', async () => {
    await insertMember(sut.em(), { email: 'reader@pfizer.com' });
    const reader = await signedInAgent(server(), 'reader@pfizer.com');
    const refused = await reader.post(`/api/reviews/${reviews[1]}/responses`).send({ response: 'x' }).expect(403);
    expect(refused.body.message).toBe('Only verified vendors of this company may respond to its reviews');

    const { agent: otherVendor } = await approvedVendor('other@otherbio.com', OTHER);
    await otherVendor.post(`/api/reviews/${reviews[1]}/responses`).send({ response: 'We are not even that company.' }).expect(403);

    await insertMember(sut.em(), { email: 'waiting@acme-cro.com' });
    const waiting = await signedInAgent(server(), 'waiting@acme-cro.com');
    await waiting.post('/api/vendor/register').send({ companyId: companies[PROVIDER] }).expect(201);
    await waiting.post(`/api/reviews/${reviews[1]}/responses`).send({ response: 'Pending vendors cannot answer yet.' }).expect(403);
    await request(server()).post(`/api/reviews/${reviews[1]}/responses`).send({ response: 'Signed out.' }).expect(401);
  });

  it('validates the response and answers 404 for an unknown or malformed review id', async () => {
    const { agent } = await approvedVendor('validator@acme-cro.com', PROVIDER);
    expect((await agent.post(`/api/reviews/${reviews[1]}/responses`).send({ response: 'short' }).expect(400)).body.message).toBe(
      'Response must be at least 10 characters',
    );
    await agent.post(`/api/reviews/${reviews[1]}/responses`).send({ response: 'Long enough answer.', extra: 1 }).expect(400);
    await agent.post('/api/reviews/not-a-uuid/responses').send({ response: 'Long enough answer.' }).expect(404);
    await agent.post('/api/reviews/00000000-0000-4000-8000-000000000000/responses').send({ response: 'Long enough answer.' }).expect(404);
  });

  it('stops a free vendor at 1 response a month with 429, and lets it answer again next month', async () => {
    sut.setNow(new Date('2026-11-15T12:00:00Z'));
    try {
      const { agent } = await approvedVendor('quota@acme-cro.com', PROVIDER);
      await agent.post(`/api/reviews/${reviews[1]}/responses`).send({ response: 'Thanks for the detailed feedback.' }).expect(201);
      const limited = await agent.post(`/api/reviews/${reviews[2]}/responses`).send({ response: 'Thanks for this one as well.' }).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Monthly response limit reached', error: 'Too Many Requests' });
      // Until midnight UTC on December 1st.
      expect(limited.headers['retry-after']).toBe(String(16 * 86_400 - 12 * 3600));
      const [account] = (await agent.get('/api/vendor/accounts').expect(200)).body;
      expect(account).toMatchObject({
        companyName: PROVIDER,
        status: 'approved',
        isVerified: true,
        quota: { used: 1, limit: 1, remaining: 0, resetsAt: '2026-12-01T00:00:00.000Z' },
      });

      sut.setNow(new Date('2026-12-01T00:00:01Z'));
      await agent.post(`/api/reviews/${reviews[2]}/responses`).send({ response: 'Thanks for this one as well.' }).expect(201);
      expect((await agent.get('/api/vendor/accounts').expect(200)).body[0].quota).toMatchObject({ used: 1, remaining: 0, resetsAt: '2027-01-01T00:00:00.000Z' });
    } finally {
      sut.setNow(null);
    }
  });

  it('lets a free vendor posting two responses at once through exactly once: one 201 and one 429', async () => {
    const [first, second] = await insertReviews(
      sut.em(),
      companies[OTHER],
      [0, 1].map((i) => ({ comments: `Parallel review ${i} of an assay.`, technicalExpertise: 6 })),
    );
    const { agent } = await approvedVendor('parallel@other-bio.com', OTHER);
    const answers = await Promise.all([
      agent.post(`/api/reviews/${first}/responses`).send({ response: 'Thank you for the first review.' }),
      agent.post(`/api/reviews/${second}/responses`).send({ response: 'Thank you for the second review.' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429]);
    const [account] = (await agent.get('/api/vendor/accounts').expect(200)).body;
    expect(account.quota).toMatchObject({ used: 1, limit: 1, remaining: 0 });
    expect(await knexOf(sut.em())('review_responses').whereIn('review_id', [first, second])).toHaveLength(1);
  });

  it('lets a free verified vendor read the full text of its own company’s reviews, not of another’s, and not before approval', async () => {
    const reader = await approvedVendor('full-text@acme-cro.com', PROVIDER);
    const own = (await reader.agent.get(`/api/companies/${companies[PROVIDER]}/reviews`).expect(200)).body;
    expect(own.length).toBeGreaterThan(2);
    expect(own.map((r: { locked: boolean }) => r.locked)).toEqual(own.map(() => false));
    expect(own.map((r: { comments: string | null }) => r.comments)).toEqual(expect.arrayContaining(['Review number 0 of a phase II study.']));

    await insertReviews(
      sut.em(),
      companies[OTHER],
      [0, 1, 2].map((i) => ({ comments: `Other company review ${i}.`, technicalExpertise: 5 })),
    );
    const other = (await reader.agent.get(`/api/companies/${companies[OTHER]}/reviews`).expect(200)).body;
    expect(other.some((r: { locked: boolean }) => r.locked)).toBe(true);

    await insertMember(sut.em(), { email: 'pending-claim@acme-cro.com' });
    const claimant = await signedInAgent(server(), 'pending-claim@acme-cro.com');
    await claimant.post('/api/vendor/register').send({ companyId: companies[PROVIDER] }).expect(201);
    const pending = (await claimant.get(`/api/companies/${companies[PROVIDER]}/reviews`).expect(200)).body;
    expect(pending.map((r: { locked: boolean }) => r.locked).slice(0, 3)).toEqual([false, false, true]);
  });

  it('keeps one live registration per member and company in storage, while a rejected one may be followed by a new one', async () => {
    const { id: userId } = await insertMember(sut.em(), { email: 'stored@acme-cro.com' });
    const vendorAccounts = () => knexOf(sut.em())('vendor_accounts');
    await vendorAccounts().insert({ user_id: userId, company_id: companies[OTHER], status: 'rejected' });
    await vendorAccounts().insert({ user_id: userId, company_id: companies[OTHER], status: 'pending' });
    await expect(vendorAccounts().insert({ user_id: userId, company_id: companies[OTHER], status: 'approved' })).rejects.toThrow(
      /vendor_accounts_user_company_live_unique/,
    );
  });

  it('gives a Basic vendor 10 responses a month', async () => {
    const { agent } = await approvedVendor('basic@acme-cro.com', PROVIDER);
    await knexOf(sut.em())('users').where('email', 'basic@acme-cro.com').update({ subscription_tier: 'basic' });
    const res = await agent.post(`/api/reviews/${reviews[3]}/responses`).send({ response: 'Thanks, glad the tech transfer went well.' }).expect(201);
    expect(res.body.quota).toMatchObject({ used: 1, limit: 10, remaining: 9 });
  });
});
