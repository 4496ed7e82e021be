import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews, insertVendorAccount } from '../support/factories';
import { insertMember, MEMBER_PASSWORD, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const ratings = (value: number) => ({
  technicalExpertise: value,
  projectManagement: value,
  communication: value,
  timeline: value,
  pricing: value,
  changeOrders: value,
  contractNegotiation: value,
  regulatoryCompliance: value,
});

describe('Takedowns of reviews, intelligence and responses; suspended members', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: Agent;
  let adminId: string;
  let companies: Record<string, string>;
  const onA = () => a.app.getHttpServer();
  const onB = () => b.app.getHttpServer();
  const db = () => knexOf(a.em());
  const auditOf = async (subjectId: string) =>
    ((await admin.get('/api/admin/audit-log').query({ limit: 100 }).expect(200)).body as { subjectId: string; action: string; notes: string | null }[]).filter(
      (entry) => entry.subjectId === subjectId,
    );

  beforeAll(async () => {
    a = await startTestApp({ smtp: true });
    // A second instance on the same database: what one changes, the other shows on its next read.
    b = await startTestApp({ databaseUrl: a.config.databaseUrl!, env: { SESSION_SECRET: a.config.sessionSecret } });
    companies = await insertCompanies(a.em(), [aCompany({ name: 'Takedown Bio', type: 'CRO' }), aCompany({ name: 'Other Source CDMO', type: 'CDMO' })]);
    const moderator = await insertMember(a.em(), { email: 'moderator@biovetted.test', userType: 'admin' });
    adminId = moderator.id;
    admin = await signedInAgent(onA(), moderator.email);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  describe('a published review', () => {
    // Each test has a company of its own with three published reviews and, published after them, the review it
    // takes down, so that what one test unpublishes no other sees.
    let reviewId: string;
    let author: { id: string; email: string };
    let companyId: string;
    let companyName: string;
    let made = 0;
    const company = () => companyId;
    const publicReviews = async () => (await request(onB()).get(`/api/companies/${company()}/reviews`).expect(200)).body as { id: string }[];
    const publicCompany = async () => (await request(onB()).get(`/api/companies/${company()}`).expect(200)).body;

    beforeEach(async () => {
      made += 1;
      companyName = `Takedown Pharma ${made}`;
      ({ [companyName]: companyId } = await insertCompanies(a.em(), [aCompany({ name: companyName, type: 'CRO' })]));
      // Three published before it: the company is past the anonymity threshold, so its category averages are public.
      await insertReviews(a.em(), company(), [ratings(4), ratings(4), ratings(4)]);
      author = await insertMember(a.em(), { email: `author-${made}@pfizer.com`, firstName: 'Ann', lastName: 'Author' });
      const submitted = await (
        await signedInAgent(onA(), author.email)
      )
        .post('/api/reviews')
        .send({ companyId: company(), serviceType: 'CRO', ...ratings(10), comments: 'Fine work on our tox package.' })
        .expect(201);
      reviewId = submitted.body.id;
      await admin.post('/api/admin/moderate-review').send({ reviewId, approved: true }).expect(200);
    });

    it('leaves every public view and the averages at once when unpublished with a reason, on the other instance too', async () => {
      // B has both the list and the company cached.
      expect((await publicReviews()).map((r) => r.id)).toContain(reviewId);
      expect(await publicCompany()).toMatchObject({ reviewCount: 4, averageRatings: { overall: 5.5, technicalExpertise: 5.5 } });

      const taken = await admin.post(`/api/admin/reviews/${reviewId}/unpublish`).send({ reason: '  Names a study site  ' }).expect(200);
      expect(taken.body).toEqual({ id: reviewId, status: 'unpublished' });

      expect((await publicReviews()).map((r) => r.id)).not.toContain(reviewId);
      expect(await publicCompany()).toMatchObject({ reviewCount: 3, averageRatings: { overall: 4, technicalExpertise: 4 } });
      expect((await request(onA()).get(`/api/companies/${company()}/reviews`).expect(200)).body).toHaveLength(3);

      const mail = await a.smtp!.waitFor(author.email, new RegExp(`^Your review of ${companyName} was taken down$`));
      expect(mail.body).toContain('Reason: Names a study site');
      expect(await auditOf(reviewId)).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: 'review.unpublished', notes: 'Names a study site', actorId: adminId })]),
      );
      const mine = (await (await signedInAgent(onA(), author.email)).get('/api/reviews/mine').expect(200)).body as { id: string; status: string }[];
      expect(mine.find((r) => r.id === reviewId)!.status).toBe('unpublished');
    });

    it('refuses an unpublish without a reason (400) or of a review not published (409), and an unknown id (404)', async () => {
      const blank = await admin.post(`/api/admin/reviews/${reviewId}/unpublish`).send({ reason: '   ' }).expect(400);
      expect(blank.body).toMatchObject({ message: 'Please give the reason for taking this down', errors: { reason: 'Please give the reason for taking this down' } });
      await admin.post(`/api/admin/reviews/${reviewId}/unpublish`).send({}).expect(400);
      await admin.post(`/api/admin/reviews/${reviewId}/unpublish`).send({ reason: 'Names a study site' }).expect(200);
      const again = await admin.post(`/api/admin/reviews/${reviewId}/unpublish`).send({ reason: 'Twice' }).expect(409);
      expect(again.body.message).toBe('Only a published review can be unpublished');
      await admin.post('/api/admin/reviews/00000000-0000-4000-8000-000000000000/unpublish').send({ reason: 'x' }).expect(404);
      await admin.post('/api/admin/reviews/not-a-uuid/unpublish').send({ reason: 'x' }).expect(404);
    });

    it('comes back, with the averages, when republished; republishing twice is a 409', async () => {
      await admin.post(`/api/admin/reviews/${reviewId}/unpublish`).send({ reason: 'Names a study site' }).expect(200);
      expect(await publicCompany()).toMatchObject({ reviewCount: 3 });
      await admin.post(`/api/admin/reviews/${reviewId}/republish`).send({}).expect(200, { id: reviewId, status: 'approved' });
      expect((await publicReviews()).map((r) => r.id)).toContain(reviewId);
      expect(await publicCompany()).toMatchObject({ reviewCount: 4, averageRatings: { overall: 5.5, technicalExpertise: 5.5 } });
      await a.smtp!.waitFor(author.email, new RegExp(`^Your review of ${companyName} is published again$`));
      expect((await admin.post(`/api/admin/reviews/${reviewId}/republish`).send({}).expect(409)).body.message).toBe('This review is not unpublished');
      expect((await auditOf(reviewId)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['review.unpublished', 'review.republished']));
    });

    it('is for admins only', async () => {
      await request(onA()).post(`/api/admin/reviews/${reviewId}/unpublish`).send({ reason: 'x' }).expect(401);
      const member = await signedInAgent(onA(), author.email);
      await member.post(`/api/admin/reviews/${reviewId}/unpublish`).send({ reason: 'x' }).expect(403);
    });
  });

  describe('industry intelligence', () => {
    const entry = (companyId: string, sourceUrl: string) => ({
      companyId,
      serviceType: 'CDMO',
      intelligenceSource: 'FiercePharma',
      sourceUrl,
      sourceDate: '2026-03-14',
      comments: 'Reported a new 16,000 L drug-substance line coming online.',
      ...ratings(8),
    });
    // Each test records its entries for a CDMO of its own.
    let wuxi: string;
    let cdmos = 0;
    beforeEach(async () => {
      cdmos += 1;
      const name = `WuXi Biologics ${cdmos}`;
      ({ [name]: wuxi } = await insertCompanies(a.em(), [aCompany({ name, type: 'CDMO' })]));
    });

    it('refuses the same source twice for one company (409), however the URL is spelled, and allows it for another company', async () => {
      await admin.post('/api/admin/intelligence-reviews').send(entry(wuxi, 'https://www.fiercepharma.com/manufacturing/wuxi-line')).expect(201);
      const twice = await admin.post('/api/admin/intelligence-reviews').send(entry(wuxi, 'http://FiercePharma.com/manufacturing/wuxi-line/#top')).expect(409);
      expect(twice.body).toEqual({ statusCode: 409, message: 'This source is already recorded for this company', error: 'Conflict' });
      await admin.post('/api/admin/intelligence-reviews').send(entry(companies['Other Source CDMO'], 'https://www.fiercepharma.com/manufacturing/wuxi-line')).expect(201);
      const shown = (await request(onB()).get(`/api/companies/${wuxi}/reviews`).expect(200)).body as { reviewType: string }[];
      expect(shown.filter((r) => r.reviewType === 'industry_intelligence')).toHaveLength(1);
    });

    it('takes an entry down like a review; once recorded again, the old copy cannot be republished beside it', async () => {
      await admin.post('/api/admin/intelligence-reviews').send(entry(wuxi, 'https://www.fiercepharma.com/manufacturing/wuxi-line')).expect(201);
      const found = (await admin.get('/api/admin/reviews').query({ type: 'industry_intelligence', search: 'wuxi-line' }).expect(200)).body as {
        id: string;
        companyId: string;
        sourceUrl: string;
        status: string;
      }[];
      const original = found.find((r) => r.companyId === wuxi)!;
      expect(original).toMatchObject({ status: 'approved', sourceUrl: 'https://www.fiercepharma.com/manufacturing/wuxi-line' });
      await admin.post(`/api/admin/reviews/${original.id}/unpublish`).send({ reason: 'The article was retracted' }).expect(200);
      expect(((await request(onB()).get(`/api/companies/${wuxi}/reviews`).expect(200)).body as unknown[]).length).toBe(0);
      expect((await request(onB()).get(`/api/companies/${wuxi}`).expect(200)).body.reviewCount).toBe(0);

      await admin.post('/api/admin/intelligence-reviews').send(entry(wuxi, 'https://fiercepharma.com/manufacturing/wuxi-line')).expect(201);
      const republish = await admin.post(`/api/admin/reviews/${original.id}/republish`).send({}).expect(409);
      expect(republish.body.message).toBe('This source is already recorded for this company');
    });
  });

  describe("a vendor's response", () => {
    it('leaves the public review when unpublished with a reason, the vendor is mailed, and it comes back when republished', async () => {
      const company = companies['Takedown Bio'];
      const [reviewId] = await insertReviews(a.em(), company, [ratings(6)]);
      const vendor = await insertMember(a.em(), { email: 'vera@takedown-bio.com', firstName: 'Vera' });
      await insertVendorAccount(a.em(), { userId: vendor.id, companyId: company, status: 'approved' });
      const responded = await (
        await signedInAgent(onA(), vendor.email)
      )
        .post(`/api/reviews/${reviewId}/responses`)
        .send({ response: 'Thank you; we have since doubled the study team.' })
        .expect(201);
      const responsesOf = async () =>
        ((await request(onB()).get(`/api/companies/${company}/reviews`).expect(200)).body as { id: string; responses: { id: string }[] }[]).find(
          (r) => r.id === reviewId,
        )!.responses;
      expect((await responsesOf()).map((r) => r.id)).toEqual([responded.body.id]);

      await admin.post(`/api/admin/review-responses/${responded.body.id}/unpublish`).send({}).expect(400);
      await admin
        .post(`/api/admin/review-responses/${responded.body.id}/unpublish`)
        .send({ reason: 'Guesses who the reviewer is' })
        .expect(200, { id: responded.body.id, published: false });
      expect(await responsesOf()).toEqual([]);
      const mail = await a.smtp!.waitFor(vendor.email, /^Your response as Takedown Bio was taken down$/);
      expect(mail.body).toContain('Reason: Guesses who the reviewer is');
      await admin.post(`/api/admin/review-responses/${responded.body.id}/unpublish`).send({ reason: 'again' }).expect(409);

      // The admin still sees it, marked; the review keeps its one response.
      const search = (await admin.get('/api/admin/reviews').query({ status: 'approved', limit: 100 }).expect(200)).body as {
        id: string;
        responses: { id: string; unpublishReason: string | null }[];
      }[];
      expect(search.find((r) => r.id === reviewId)!.responses).toEqual([
        expect.objectContaining({ id: responded.body.id, unpublishReason: 'Guesses who the reviewer is' }),
      ]);

      await admin.post(`/api/admin/review-responses/${responded.body.id}/republish`).send({}).expect(200, { id: responded.body.id, published: true });
      expect((await responsesOf()).map((r) => r.id)).toEqual([responded.body.id]);
      expect((await auditOf(responded.body.id)).map((entry) => entry.action).sort()).toEqual(['review_response.republished', 'review_response.unpublished']);
      await admin.post('/api/admin/review-responses/00000000-0000-4000-8000-000000000000/unpublish').send({ reason: 'x' }).expect(404);
    });
  });

  describe('suspending a member', () => {
    it('ends their sessions on every instance and answers sign-in with 403 "This account is suspended" until reinstated', async () => {
      const member = await insertMember(a.em(), { email: 'suspend.me@pfizer.com' });
      const onInstanceA = await signedInAgent(onA(), member.email);
      const cookie = (await request(onA()).post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200)).headers['set-cookie'];
      await request(onB()).get('/api/auth/user').set('Cookie', cookie).expect(200);

      await admin.post(`/api/admin/users/${member.id}/suspend`).send({}).expect(400);
      const suspended = await admin.post(`/api/admin/users/${member.id}/suspend`).send({ reason: 'Posted reviews for a competitor' }).expect(200);
      expect(suspended.body).toMatchObject({ id: member.id, suspendedAt: expect.any(String) });

      await onInstanceA.get('/api/auth/user').expect(401);
      await request(onB()).get('/api/auth/user').set('Cookie', cookie).expect(401);
      const refused = await request(onA()).post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, message: 'This account is suspended', reason: 'suspended' });
      // The wrong password still says only that the credentials are wrong.
      await request(onA()).post('/api/auth/login').send({ email: member.email, password: 'not the password' }).expect(401);
      expect(
        Number(
          (
            await db()('sessions')
              .whereRaw(`sess::text like ?`, [`%${member.id}%`])
              .count({ n: '*' })
          )[0].n,
        ),
      ).toBe(0);

      await admin.post(`/api/admin/users/${member.id}/suspend`).send({ reason: 'again' }).expect(409);
      const reinstated = await admin.post(`/api/admin/users/${member.id}/reinstate`).send({}).expect(200);
      expect(reinstated.body.suspendedAt).toBeNull();
      await request(onA()).post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200);
      expect((await auditOf(member.id)).map((entry) => entry.action).sort()).toEqual(['user.reinstated', 'user.suspended']);
      expect((await auditOf(member.id)).find((entry) => entry.action === 'user.suspended')!.notes).toBe('Posted reviews for a competitor');
    });

    it("changes a member's plan tier and role, each audited with before and after, and never the admin's own account", async () => {
      const member = await insertMember(a.em(), { email: 'plan.change@pfizer.com' });
      const changed = await admin.patch(`/api/admin/users/${member.id}`).send({ subscriptionTier: 'professional', userType: 'admin' }).expect(200);
      expect(changed.body).toMatchObject({ id: member.id, subscriptionTier: 'professional', userType: 'admin' });
      const entries = await auditOf(member.id);
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'user.plan_changed', details: { subscriptionTier: { from: 'free', to: 'professional' } } }),
          expect.objectContaining({ action: 'user.role_changed', details: { userType: { from: 'reviewer', to: 'admin' } } }),
        ]),
      );
      // The new admin's next request already has the role.
      const promoted = await signedInAgent(onA(), member.email);
      await promoted.get('/api/admin/pending-reviews').expect(200);

      const unknownTier = await admin.patch(`/api/admin/users/${member.id}`).send({ subscriptionTier: 'platinum' }).expect(400);
      expect(unknownTier.body.errors).toHaveProperty('subscriptionTier');
      await admin.patch(`/api/admin/users/${adminId}`).send({ userType: 'reviewer' }).expect(409);
      await admin.post(`/api/admin/users/${adminId}/suspend`).send({ reason: 'x' }).expect(409);
      await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000').send({ userType: 'reviewer' }).expect(404);
      await (await signedInAgent(onA(), (await insertMember(a.em())).email)).patch(`/api/admin/users/${member.id}`).send({ userType: 'reviewer' }).expect(403);
    });
  });
});
