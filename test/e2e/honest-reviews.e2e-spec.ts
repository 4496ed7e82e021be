import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews, insertVendorAccount } from '../support/factories';
import { insertMember, MEMBER_PASSWORD, signedInAgent } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/** A member review with every optional field of its context given. */
const aFullReview = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  companyId,
  serviceType: 'CDMO',
  experienceType: 'project',
  projectSize: 'Large',
  projectDuration: '> 12 months',
  workTimeframe: 'Within 2 years',
  technicalExpertise: 9,
  projectManagement: 8,
  communication: 7,
  timeline: 6,
  pricing: 5,
  changeOrders: 4,
  contractNegotiation: 6,
  regulatoryCompliance: 10,
  comments: 'Tech transfer of our mAb went to plan; the change-order process was slow.',
  reviewerRole: 'CMC / Manufacturing',
  organizationType: 'Biotech',
  therapeuticArea: 'Oncology',
  moleculeType: 'Monoclonal Antibodies',
  developmentPhase: 'Phase II',
  pros: 'Deep analytical bench; batch records were clean.',
  cons: 'Slot changes took weeks to confirm.',
  wouldRecommend: true,
  ...overrides,
});

describe('Reviews that stay honest: conflicts of interest, what moderators see, one review a year across deletion', () => {
  let sut: TestApp;
  let admin: Agent;
  let companies: Record<string, string>;
  const server = () => sut.app.getHttpServer();
  const db = () => knexOf(sut.em());

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    companies = await insertCompanies(sut.em(), [
      aCompany({ name: 'Samsung Biologics', type: 'CDMO', website: 'https://samsungbiologics.com', country: 'South Korea', location: 'Incheon' }),
      aCompany({ name: 'Lonza', type: 'CDMO', website: 'https://www.lonza.com', country: 'Switzerland', location: 'Basel' }),
      aCompany({ name: 'WuXi Biologics', type: 'CDMO', website: 'https://www.wuxibiologics.com', country: 'China', location: 'Wuxi' }),
    ]);
    const moderator = await insertMember(sut.em(), { email: 'moderator@biovetted.test', userType: 'admin' });
    admin = await signedInAgent(server(), moderator.email);
  });
  afterAll(() => sut.close());

  describe('an employee cannot review the company at their email domain', () => {
    it('answers 403 to an employee without a vendor account, on the eligibility check and on submit, and stores nothing', async () => {
      const employee = await insertMember(sut.em(), { email: 'soo.kim@samsungbiologics.com' });
      const agent = await signedInAgent(server(), employee.email);
      const eligibility = await agent.get('/api/reviews/eligibility').query({ companyId: companies['Samsung Biologics'] }).expect(200);
      expect(eligibility.body).toEqual({ eligible: false, code: 'REVIEWS.CONFLICT_OF_INTEREST', message: 'You cannot review a company you represent' });
      const refused = await agent.post('/api/reviews').send(aFullReview(companies['Samsung Biologics'])).expect(403);
      expect(refused.body).toEqual({ statusCode: 403, message: 'You cannot review a company you represent', error: 'Forbidden' });
      expect(await db()('reviews').where('user_id', employee.id).count({ n: '*' })).toEqual([{ n: '0' }]);
      // A subdomain of the employer's domain is the employer too.
      const regional = await insertMember(sut.em(), { email: 'jin.park@us.samsungbiologics.com' });
      await (await signedInAgent(server(), regional.email)).post('/api/reviews').send(aFullReview(companies['Samsung Biologics'])).expect(403);
    });

    it('answers 403 to an employee who also holds a vendor account, and lets the same employee review a competitor', async () => {
      const employee = await insertMember(sut.em(), { email: 'anna.meier@lonza.com' });
      await insertVendorAccount(sut.em(), { userId: employee.id, companyId: companies.Lonza, status: 'approved' });
      const agent = await signedInAgent(server(), employee.email);
      await agent.post('/api/reviews').send(aFullReview(companies.Lonza)).expect(403);
      await agent.post('/api/reviews').send(aFullReview(companies['WuXi Biologics'])).expect(201);
    });

    it('still answers 403 to a vendor account holder whose email is elsewhere (gmail)', async () => {
      const claimant = await insertMember(sut.em(), { email: 'lonza.rep@gmail.com' });
      await insertVendorAccount(sut.em(), { userId: claimant.id, companyId: companies.Lonza, status: 'pending' });
      await (await signedInAgent(server(), claimant.email)).post('/api/reviews').send(aFullReview(companies.Lonza)).expect(403);
    });
  });

  describe('the moderation card', () => {
    it('carries every field approval publishes, exactly as the profile then shows it, and flags the provider the author works for', async () => {
      const wuxi = companies['WuXi Biologics'];
      // Three approved member reviews already: the profile shows the reviewer's context (the anonymity threshold).
      await insertReviews(sut.em(), wuxi, [{ technicalExpertise: 7 }, { technicalExpertise: 8 }, { technicalExpertise: 6 }]);
      const author = await insertMember(sut.em(), { email: 'qa.lead@lonza.com' });
      const submitted = await (await signedInAgent(server(), author.email)).post('/api/reviews').send(aFullReview(wuxi)).expect(201);

      const queue = (await admin.get('/api/admin/pending-reviews').query({ limit: 100 }).expect(200)).body as Record<string, unknown>[];
      const card = queue.find((item) => item.id === submitted.body.id)!;
      expect(card).toMatchObject({
        companyId: wuxi,
        pros: 'Deep analytical bench; batch records were clean.',
        cons: 'Slot changes took weeks to confirm.',
        wouldRecommend: true,
        reviewerRole: 'CMC / Manufacturing',
        organizationType: 'Biotech',
        therapeuticArea: 'Oncology',
        moleculeType: 'Monoclonal Antibodies',
        developmentPhase: 'Phase II',
        invitedByVendor: false,
        verifiedEngagement: false,
        companyApprovedUserReviews: expect.any(Number),
        reviewer: {
          emailDomain: 'lonza.com',
          verificationLevel: 'verified',
          industryVerified: true,
          vendorCompanyIds: [],
          approvedReviewCount: 0,
          providerCompanyIds: [companies.Lonza],
        },
      });
      expect(card.companyApprovedUserReviews).toBeGreaterThanOrEqual(3);

      await admin.post('/api/admin/moderate-review').send({ reviewId: submitted.body.id, approved: true }).expect(200);
      const published = ((await request(server()).get(`/api/companies/${wuxi}/reviews`).expect(200)).body as Record<string, unknown>[]).find(
        (review) => review.id === submitted.body.id,
      )!;
      // Every field the public review carries that says something about the review was on the card, with the same value.
      const publicOnly = ['locked', 'responses', 'createdAt', 'intelligenceSource', 'sourceUrl', 'sourceDate'];
      for (const [field, value] of Object.entries(published)) {
        if (publicOnly.includes(field)) continue;
        expect({ field, value: card[field] }).toEqual({ field, value });
      }
    });

    it('shows an author without any provider connection as such', async () => {
      const outsider = await insertMember(sut.em(), { email: 'buyer@pfizer.com' });
      const submitted = await (await signedInAgent(server(), outsider.email)).post('/api/reviews').send(aFullReview(companies['Samsung Biologics'])).expect(201);
      const queue = (await admin.get('/api/admin/pending-reviews').query({ limit: 100 }).expect(200)).body as { id: string; reviewer: Record<string, unknown> }[];
      expect(queue.find((item) => item.id === submitted.body.id)!.reviewer).toMatchObject({ emailDomain: 'pfizer.com', providerCompanyIds: [], vendorCompanyIds: [] });
    });
  });

  describe('one review per person, company and 12 months survives account deletion', () => {
    const applicant = {
      email: 'Maria.Rossi@Pfizer.com',
      password: 'correct horse battery',
      firstName: 'Maria',
      lastName: 'Rossi',
      company: 'Pfizer',
      jobTitle: 'Director, External Manufacturing',
    };

    /** Applies, confirms through the mailed link (an industry address is approved at once) and signs in. */
    async function applyAndSignIn(): Promise<Agent> {
      const mailsBefore = sut.smtp!.mails.length;
      await request(server()).post('/api/auth/signup').send(applicant).expect(201);
      await sut.mailSent();
      const confirmation = sut.smtp!.mails.slice(mailsBefore).find((mail) => /Confirm your email/.test(mail.subject))!;
      const link = new URL(SmtpSink.linkIn(confirmation, '/api/auth/confirm-email?token='));
      await request(server())
        .get(`${link.pathname}${link.search}`)
        .expect((res) => expect(res.status).toBeLessThan(400));
      return signedInAgent(server(), applicant.email, applicant.password);
    }

    it('answers 409 to a new account with the same email that reviews the same company within 12 months, and keeps only a keyed hash', async () => {
      const lonza = companies.Lonza;
      const first = await applyAndSignIn();
      const review = await first.post('/api/reviews').send(aFullReview(lonza)).expect(201);
      await admin.post('/api/admin/moderate-review').send({ reviewId: review.body.id, approved: true }).expect(200);
      await first.post('/api/account/delete').send({ password: applicant.password }).expect(204);

      // The review stays public, unlinked; the ledger holds a fingerprint, the company and the time, nothing else.
      expect(await db()('reviews').where('id', review.body.id).first('user_id', 'moderation_status')).toEqual({ user_id: null, moderation_status: 'approved' });
      const ledger = await db()('review_ledger').select('*');
      expect(ledger).toHaveLength(1);
      expect(Object.keys(ledger[0]).sort()).toEqual(['company_id', 'id', 'reviewed_at', 'reviewer_fingerprint']);
      expect(ledger[0].company_id).toBe(lonza);
      expect(ledger[0].reviewer_fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(ledger)).not.toMatch(/maria|rossi|pfizer/i);

      const second = await applyAndSignIn();
      const eligibility = await second.get('/api/reviews/eligibility').query({ companyId: lonza }).expect(200);
      expect(eligibility.body).toMatchObject({ eligible: false, code: 'REVIEWS.DUPLICATE' });
      const refused = await second.post('/api/reviews').send(aFullReview(lonza)).expect(409);
      expect(refused.body.message).toBe('You have already reviewed this company in the last 12 months');
      // Another company is fine, and so is the same company a year later.
      await second.post('/api/reviews').send(aFullReview(companies['WuXi Biologics'])).expect(201);
      sut.setNow(new Date(Date.now() + 366 * 24 * 60 * 60 * 1000));
      try {
        await second.post('/api/reviews').send(aFullReview(lonza)).expect(201);
      } finally {
        sut.setNow(null);
      }
    });

    it('forgets nothing when an account without published reviews is deleted', async () => {
      const member = await insertMember(sut.em(), { email: 'no.reviews@pfizer.com' });
      const before = Number((await db()('review_ledger').count({ n: '*' }))[0].n);
      await (await signedInAgent(server(), member.email)).post('/api/account/delete').send({ password: MEMBER_PASSWORD }).expect(204);
      expect(Number((await db()('review_ledger').count({ n: '*' }))[0].n)).toBe(before);
    });
  });
});
