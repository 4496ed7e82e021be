import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { aCompany, insertCompanies, insertReviews, insertVendorAccount } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const review = (companyId: string) => ({
  companyId,
  serviceType: 'CRO',
  ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c, 9])),
  comments: 'Our own team did great work.',
});

// Conflict of interest (docs/security.md#trust-and-safety-rules) and the reviewer, vendor and rejection-mail contract, over HTTP.
describe('Every role served: conflict of interest, eligibility, vendors, rejections', () => {
  let sut: TestApp;
  let admin: Agent;
  let companies: Record<string, string>;
  const server = () => sut.app.getHttpServer();
  const db = () => knexOf(sut.em());

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    await insertMember(sut.em(), { email: 'roles-admin@biovetted.test', userType: 'admin' });
    admin = await signedInAgent(server(), 'roles-admin@biovetted.test');
    companies = await insertCompanies(sut.em(), [
      aCompany({ name: 'Represented CRO', website: 'https://www.represented-cro.com' }),
      aCompany({ name: 'Neutral CRO', website: 'https://neutral-cro.example' }),
      aCompany({ name: 'Websiteless CRO', website: null }),
    ]);
  });
  afterAll(() => sut.close());

  describe('conflict of interest (docs/security.md#trust-and-safety-rules)', () => {
    it('refuses a review of a company the member represents, pending or verified, with 403 and the message', async () => {
      const member = await insertMember(sut.em(), { email: 'insider@represented-cro.com' });
      const agent = await signedInAgent(server(), member.email);
      const claim = (await agent.post('/api/vendor/register').send({ companyId: companies['Represented CRO'] }).expect(201)).body;

      const pending = await agent.post('/api/reviews').send(review(companies['Represented CRO'])).expect(403);
      expect(pending.body).toEqual({ statusCode: 403, message: 'You cannot review a company you represent', error: 'Forbidden' });
      await admin.post('/api/admin/moderate-vendor').send({ vendorAccountId: claim.id, approved: true }).expect(200);
      expect((await agent.post('/api/reviews').send(review(companies['Represented CRO'])).expect(403)).body.message).toBe('You cannot review a company you represent');
      expect(await db()('reviews').where('user_id', member.id).count({ n: '*' })).toEqual([{ n: '0' }]);
      // Another company is fine.
      await agent.post('/api/reviews').send(review(companies['Neutral CRO'])).expect(201);
    });

    it('answers the eligibility check with the same messages as soon as a company is picked', async () => {
      const member = await insertMember(sut.em());
      const agent = await signedInAgent(server(), member.email);
      const check = async (companyId: string) => (await agent.get('/api/reviews/eligibility').query({ companyId }).expect(200)).body;

      expect(await check(companies['Neutral CRO'])).toEqual({ eligible: true, code: null, message: null });
      await agent.post('/api/reviews').send(review(companies['Neutral CRO'])).expect(201);
      expect(await check(companies['Neutral CRO'])).toEqual({
        eligible: false,
        code: 'REVIEWS.DUPLICATE',
        message: 'You have already reviewed this company in the last 12 months',
      });
      await insertVendorAccount(sut.em(), { userId: member.id, companyId: companies['Websiteless CRO'] });
      expect(await check(companies['Websiteless CRO'])).toEqual({
        eligible: false,
        code: 'REVIEWS.CONFLICT_OF_INTEREST',
        message: 'You cannot review a company you represent',
      });

      await agent.get('/api/reviews/eligibility').query({ companyId: '00000000-0000-4000-8000-000000000000' }).expect(404);
      await agent.get('/api/reviews/eligibility').query({ companyId: 'nope' }).expect(400);
      await request(server()).get('/api/reviews/eligibility').query({ companyId: companies['Neutral CRO'] }).expect(401);
      const applicant = await insertMember(sut.em(), { verificationLevel: 'manual_review' });
      const pendingAgent = request.agent(server());
      // An application waiting for an admin cannot sign in, so it cannot ask either.
      await pendingAgent.post('/api/auth/login').send({ email: applicant.email, password: 'a-long-enough-password' }).expect(403);
    });

    it('shows moderators what they may know about the author, and never in public JSON', async () => {
      const author = await insertMember(sut.em(), { email: 'author@us.pfizer.com', industryVerified: true });
      await insertVendorAccount(sut.em(), { userId: author.id, companyId: companies['Websiteless CRO'], status: 'approved' });
      await insertReviews(sut.em(), companies['Neutral CRO'], [{ userId: author.id }, { userId: author.id, moderationStatus: 'rejected' }]);
      const [pendingId] = await insertReviews(sut.em(), companies['Neutral CRO'], [{ userId: author.id, moderationStatus: 'pending' }]);

      const queue = (await admin.get('/api/admin/pending-reviews').query({ limit: 100 }).expect(200)).body;
      expect(queue.find((r: { id: string }) => r.id === pendingId).reviewer).toEqual({
        emailDomain: 'us.pfizer.com',
        verificationLevel: 'verified',
        industryVerified: true,
        vendorCompanyIds: [companies['Websiteless CRO']],
        approvedReviewCount: 1,
        providerCompanyIds: [],
      });
      const publicReviews = await request(server()).get(`/api/companies/${companies['Neutral CRO']}/reviews`).expect(200);
      expect(JSON.stringify(publicReviews.body)).not.toMatch(/reviewer"|emailDomain|pfizer|vendorCompanyIds|providerCompanyIds/);
      const member = await signedInAgent(server(), author.email);
      expect(JSON.stringify((await member.get(`/api/companies/${companies['Neutral CRO']}/reviews`).expect(200)).body)).not.toMatch(/emailDomain|vendorCompanyIds/);
    });
  });

  describe('vendors', () => {
    it("tells the admin whether the claimant's email domain is the company website's", async () => {
      const claims = [
        ['jane@eu.represented-cro.com', 'Represented CRO'],
        ['jane.claimant@gmail.com', 'Represented CRO'],
        ['jo@websiteless.example', 'Websiteless CRO'],
      ] as const;
      const ids: string[] = [];
      for (const [email, company] of claims) {
        await insertMember(sut.em(), { email });
        const agent = await signedInAgent(server(), email);
        ids.push((await agent.post('/api/vendor/register').send({ companyId: companies[company] }).expect(201)).body.id);
      }
      const queue = (await admin.get('/api/admin/pending-vendors').query({ limit: 100 }).expect(200)).body as { id: string }[];
      const byId = (id: string) => queue.find((v) => v.id === id);
      expect(byId(ids[0])).toMatchObject({ emailDomain: 'eu.represented-cro.com', companyWebsiteDomain: 'represented-cro.com', emailDomainMatchesWebsite: true });
      expect(byId(ids[1])).toMatchObject({ emailDomain: 'gmail.com', companyWebsiteDomain: 'represented-cro.com', emailDomainMatchesWebsite: false });
      expect(byId(ids[2])).toMatchObject({ emailDomain: 'websiteless.example', companyWebsiteDomain: null, emailDomainMatchesWebsite: null });
    });

    it('lists the reviews of the vendor’s companies that await a response, then those answered', async () => {
      const { 'Dashboard CDMO': company } = await insertCompanies(sut.em(), [aCompany({ name: 'Dashboard CDMO', type: 'CDMO' })]);
      const vendor = await insertMember(sut.em(), { email: 'vendor@dashboard-cdmo.com' });
      await insertVendorAccount(sut.em(), { userId: vendor.id, companyId: company, status: 'approved' });
      const [older, newer] = await insertReviews(sut.em(), company, [
        { comments: 'An older review to answer.', technicalExpertise: 6, createdAt: new Date('2025-06-01T00:00:00Z') },
        { comments: 'A newer review.', technicalExpertise: 8, createdAt: new Date('2026-01-01T00:00:00Z') },
      ]);
      await insertReviews(sut.em(), company, [{ moderationStatus: 'pending', comments: 'Not public yet.' }]);
      const agent = await signedInAgent(server(), vendor.email);

      const awaiting = await agent.get('/api/vendor/reviews').expect(200);
      expect(awaiting.headers['x-total-count']).toBe('2');
      expect(awaiting.body.map((r: { id: string }) => r.id)).toEqual([newer, older]);
      expect(awaiting.body[1]).toMatchObject({
        companyId: company,
        companyName: 'Dashboard CDMO',
        comments: 'An older review to answer.',
        meanRating: 6,
        response: null,
      });
      expect(awaiting.body[1]).not.toHaveProperty('userId');

      await agent.post(`/api/reviews/${older}/responses`).send({ response: 'Thank you, we changed the process since.' }).expect(201);
      expect((await agent.get('/api/vendor/reviews').query({ status: 'awaiting' }).expect(200)).body.map((r: { id: string }) => r.id)).toEqual([newer]);
      const answered = (await agent.get('/api/vendor/reviews').query({ status: 'answered' }).expect(200)).body;
      expect(answered).toEqual([expect.objectContaining({ id: older, response: expect.objectContaining({ response: 'Thank you, we changed the process since.' }) })]);

      const stranger = await signedInAgent(server(), (await insertMember(sut.em())).email);
      expect((await stranger.get('/api/vendor/reviews').expect(200)).body).toEqual([]);
      await request(server()).get('/api/vendor/reviews').expect(401);
      await agent.get('/api/vendor/reviews').query({ status: 'all' }).expect(400);
    });
  });

  describe('rejections are mailed with their reason', () => {
    it('mails a member whose industry-verification request was rejected, with the reason', async () => {
      const member = await insertMember(sut.em(), { email: 'to-verify@example.org', industryVerified: false });
      const agent = await signedInAgent(server(), member.email);
      const form = { firstName: 'Vera', lastName: 'Fy', company: 'Acme Biotech', jobTitle: 'QA Lead' };
      const requestId = (await agent.post('/api/email/verification-request').send(form).expect(201)).body.id;
      await admin.post('/api/admin/moderate-verification-request').send({ requestId, approved: false, notes: 'The profile does not show a pharma role' }).expect(200);
      const mail = await sut.smtp!.waitFor('to-verify@example.org', /industry verification request/);
      expect(mail.body).toContain('Reason: The profile does not show a pharma role');
      expect(mail.body).toContain(`${sut.url}/email-verification`);
    });

    it("mails a rejected vendor claim's reason", async () => {
      const member = await insertMember(sut.em(), { email: 'rejected-vendor@gmail.com' });
      const agent = await signedInAgent(server(), member.email);
      const claim = (await agent.post('/api/vendor/register').send({ companyId: companies['Neutral CRO'] }).expect(201)).body;
      await admin.post('/api/admin/moderate-vendor').send({ vendorAccountId: claim.id, approved: false, notes: 'Please use your company email' }).expect(200);
      expect((await sut.smtp!.waitFor('rejected-vendor@gmail.com', /vendor registration/)).body).toContain('Please use your company email');
    });
  });

  describe('Add Company', () => {
    it('takes "20,000" employees, a website without a scheme, modalities and phases, and lists them on approval', async () => {
      const member = await insertMember(sut.em());
      const agent = await signedInAgent(server(), member.email);
      const form = {
        name: 'Modality Labs',
        type: 'CDMO',
        location: 'Ghent',
        country: 'Belgium',
        website: 'www.modality-labs.example',
        employeeCount: '20,000',
        moleculeTypes: ['Cell Therapy', 'Biologics'],
        developmentPhases: ['Phase I'],
      };
      const created = (await agent.post('/api/company-submissions').send(form).expect(201)).body.submission;
      expect(created.website).toBe('https://www.modality-labs.example');
      expect(await db()('company_submissions').where('id', created.id).first('employee_count', 'molecule_types', 'development_phases')).toEqual({
        employee_count: 20000,
        molecule_types: ['Cell Therapy', 'Biologics'],
        development_phases: ['Phase I'],
      });
      const queue = (await admin.get('/api/admin/company-submissions').query({ limit: 100 }).expect(200)).body;
      expect(queue.find((s: { id: string }) => s.id === created.id)).toMatchObject({ moleculeTypes: ['Cell Therapy', 'Biologics'], developmentPhases: ['Phase I'] });
      await admin.post('/api/admin/moderate-company-submission').send({ submissionId: created.id, approved: true }).expect(200);
      const listed = await db()('companies').where('name', 'Modality Labs').first('id', 'molecule_types', 'development_phases', 'size', 'website');
      expect(listed).toMatchObject({
        molecule_types: ['Cell Therapy', 'Biologics'],
        development_phases: ['Phase I'],
        size: 'enterprise',
        website: 'https://www.modality-labs.example',
      });

      const bad = await agent
        .post('/api/company-submissions')
        .send({ ...form, name: 'Bad Site Labs', website: 'not a site', moleculeTypes: ['Magic'] })
        .expect(400);
      expect(bad.body.errors).toMatchObject({ website: 'Please enter a website address, such as www.example.com' });
      expect(
        (
          await agent
            .post('/api/company-submissions')
            .send({ ...form, name: 'Magic Labs', moleculeTypes: ['Magic'] })
            .expect(400)
        ).body.errors.moleculeTypes,
      ).toBe('Please choose modalities from the list');
    });

    it('warns while the form is filled in that a company looks already listed, by name or website domain', async () => {
      const agent = await signedInAgent(server(), (await insertMember(sut.em())).email);
      const look = async (query: Record<string, string>) => (await agent.get('/api/company-submissions/possible-duplicates').query(query).expect(200)).body;
      expect(await look({ name: 'represented cro' })).toEqual([{ id: companies['Represented CRO'], name: 'Represented CRO' }]);
      expect(await look({ name: 'Some Other Name', website: 'http://careers.represented-cro.com/jobs' })).toEqual([
        { id: companies['Represented CRO'], name: 'Represented CRO' },
      ]);
      expect(await look({ name: 'Nothing Like It' })).toEqual([]);
      expect(await look({})).toEqual([]);
      // An unlisted company has no page to point to.
      const { 'Quietly Gone CRO': gone } = await insertCompanies(sut.em(), [aCompany({ name: 'Quietly Gone CRO' })]);
      await admin.post(`/api/admin/companies/${gone}/unlist`).send({}).expect(200);
      expect(await look({ name: 'Quietly Gone CRO' })).toEqual([]);
      await request(server()).get('/api/company-submissions/possible-duplicates').query({ name: 'x' }).expect(401);
    });
  });
});
