import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { aCompany, insertCompanies, insertReviews, insertVendorAccount } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const aReview = (companyId: string) => ({
  companyId,
  serviceType: 'CRO',
  ...Object.fromEntries(RATING_CATEGORIES.map((category) => [category, 8])),
  comments: 'Delivered our GLP tox package on time.',
});

const matchRequest = {
  projectType: 'Analytical Testing',
  timeline: 'Standard (3-12 months)',
  ...Object.fromEntries(RATING_CATEGORIES.map((category) => [`${category}Weight`, 3])),
};

describe('Vendors with a reason to take part: invited reviews and weekly insights', () => {
  let sut: TestApp;
  let admin: Agent;
  let vendor: Agent;
  let companies: Record<string, string>;
  const server = () => sut.app.getHttpServer();
  const db = () => knexOf(sut.em());
  const company = () => companies['Invite Bio'];

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    companies = await insertCompanies(sut.em(), [
      aCompany({ name: 'Invite Bio', type: 'CRO', website: 'https://www.invite-bio.com' }),
      aCompany({ name: 'Rival Research', type: 'CRO', website: 'https://rival-research.com' }),
    ]);
    const moderator = await insertMember(sut.em(), { email: 'moderator@biovetted.test', userType: 'admin' });
    admin = await signedInAgent(server(), moderator.email);
    const vera = await insertMember(sut.em(), { email: 'vera@invite-bio.com', firstName: 'Vera', lastName: 'Vendor' });
    await insertVendorAccount(sut.em(), { userId: vera.id, companyId: company(), status: 'approved' });
    vendor = await signedInAgent(server(), vera.email);
  });
  afterAll(() => sut.close());

  describe('review invitations', () => {
    // Each test has a company of its own, with its own approved vendor, so invitations and reviews of one test do not
    // count in another's monthly limit or queue.
    let companyId: string;
    let companyName: string;
    let domain: string;
    let vendor: Agent;
    let made = 0;
    const company = () => companyId;
    const invitationsOf = () => db()('review_invitations').where('company_id', company());
    const invitationSubject = () => new RegExp(`^${companyName} invites you to review them on BioVetted$`);
    /** The vendor invites `emails`; @returns the review-form link mailed to each. */
    const linksMailedTo = async (emails: string[]) => {
      await vendor.post('/api/vendor/review-invitations').send({ companyId: company(), emails }).expect(201);
      const links: Record<string, string> = {};
      for (const to of emails) links[to] = SmtpSink.linkIn(await sut.smtp!.waitFor(to, invitationSubject()), '/submit-review?');
      return links;
    };

    beforeEach(async () => {
      made += 1;
      companyName = `Invite Pharma ${made}`;
      domain = `invite-pharma-${made}.com`;
      ({ [companyName]: companyId } = await insertCompanies(sut.em(), [aCompany({ name: companyName, type: 'CRO', website: `https://www.${domain}` })]));
      const vera = await insertMember(sut.em(), { email: `vera@${domain}`, firstName: 'Vera', lastName: 'Vendor' });
      await insertVendorAccount(sut.em(), { userId: vera.id, companyId, status: 'approved' });
      vendor = await signedInAgent(server(), vera.email);
    });

    it('mails each client a signed link to the review form and keeps no address', async () => {
      const sent = await vendor
        .post('/api/vendor/review-invitations')
        .send({ companyId: company(), emails: ['Head.of.CMC@client-one.com', 'qa@client-two.org', 'head.of.cmc+again@client-one.com'] })
        .expect(201);
      expect(sent.body).toEqual({ sent: 2, monthlyLimit: 200, usedThisMonth: 2, remainingThisMonth: 198 });
      for (const to of ['head.of.cmc@client-one.com', 'qa@client-two.org']) {
        const mail = await sut.smtp!.waitFor(to, invitationSubject());
        expect(mail.body).toContain('Invited by the provider');
        expect(SmtpSink.linkIn(mail, '/submit-review?')).toMatch(new RegExp(`^${sut.url}/submit-review\\?company=${company()}&invitation=`));
      }
      const stored = await invitationsOf().select('*');
      expect(stored).toHaveLength(2);
      expect(JSON.stringify(stored)).not.toMatch(/client-one|client-two|head\.of|qa@/i);
    });

    it("refuses addresses at the company's own domain (400) and bad batches, and sends nothing", async () => {
      const before = sut.smtp!.mails.length;
      const own = await vendor
        .post('/api/vendor/review-invitations')
        .send({ companyId: company(), emails: ['client@pharma.com', `colleague@eu.${domain}`] })
        .expect(400);
      expect(own.body).toMatchObject({
        message: "Invite your clients: addresses at the company's own domain cannot be invited",
        errors: { emails: "Invite your clients: addresses at the company's own domain cannot be invited" },
      });
      for (const emails of [[], Array.from({ length: 21 }, (_, i) => `c${i}@client.com`), ['not an email'], 'a@b.com']) {
        await vendor.post('/api/vendor/review-invitations').send({ companyId: company(), emails }).expect(400);
      }
      await sut.mailSent();
      expect(sut.smtp!.mails.length).toBe(before);
      expect(Number((await invitationsOf().count({ n: '*' }))[0].n)).toBe(0);
    });

    it('is for verified vendors of that company only', async () => {
      await request(server())
        .post('/api/vendor/review-invitations')
        .send({ companyId: company(), emails: ['a@client.com'] })
        .expect(401);
      const member = await insertMember(sut.em());
      await (
        await signedInAgent(server(), member.email)
      )
        .post('/api/vendor/review-invitations')
        .send({ companyId: company(), emails: ['a@client.com'] })
        .expect(403);
      const rival = await insertMember(sut.em(), { email: 'rex@rival-research.com' });
      await insertVendorAccount(sut.em(), { userId: rival.id, companyId: companies['Rival Research'], status: 'approved' });
      await (
        await signedInAgent(server(), rival.email)
      )
        .post('/api/vendor/review-invitations')
        .send({ companyId: company(), emails: ['a@client.com'] })
        .expect(403);
    });

    it('turns a review written through the link into one labelled invitedByVendor, moderated like any other, and tells the vendor when it is published', async () => {
      const invitationLinks = await linksMailedTo(['head.of.cmc@client-one.com', 'qa@client-two.org']);
      const client = await insertMember(sut.em(), { email: 'head.of.cmc@client-one.com' });
      const agent = await signedInAgent(server(), client.email);
      const token = new URL(invitationLinks['head.of.cmc@client-one.com']).searchParams.get('invitation')!;
      const submitted = await agent
        .post('/api/reviews')
        .send({ ...aReview(company()), invitation: token })
        .expect(201);
      expect(submitted.body).toEqual({ id: expect.any(String), moderationStatus: 'pending' });

      // Not public until approved; the moderation card says how it came.
      expect((await request(server()).get(`/api/companies/${company()}/reviews`).expect(200)).body).toEqual([]);
      const card = ((await admin.get('/api/admin/pending-reviews').expect(200)).body as { id: string; invitedByVendor: boolean }[]).find(
        (r) => r.id === submitted.body.id,
      )!;
      expect(card.invitedByVendor).toBe(true);
      await admin.post('/api/admin/moderate-review').send({ reviewId: submitted.body.id, approved: true }).expect(200);
      const [published] = (await request(server()).get(`/api/companies/${company()}/reviews`).expect(200)).body;
      expect(published).toMatchObject({ id: submitted.body.id, invitedByVendor: true });

      const told = await sut.smtp!.waitFor(`vera@${domain}`, new RegExp(`^A new review of ${companyName} is published$`));
      expect(told.body).not.toMatch(/client-one|head\.of\.cmc/i);
      const dashboard = (await vendor.get('/api/vendor/reviews').expect(200)).body as { id: string; invitedByVendor: boolean }[];
      expect(dashboard).toEqual([expect.objectContaining({ id: submitted.body.id, invitedByVendor: true })]);

      // One review a year still: the link gives no second one.
      const again = await agent
        .post('/api/reviews')
        .send({ ...aReview(company()), invitation: token })
        .expect(409);
      expect(again.body.message).toBe('You have already reviewed this company in the last 12 months');
      expect(await invitationsOf().whereNotNull('used_at').select('review_id')).toEqual([{ review_id: submitted.body.id }]);
    });

    it('refuses a link used by another address than the one invited, a forged link, and a link for another company', async () => {
      const invitationLinks = await linksMailedTo(['head.of.cmc@client-one.com', 'qa@client-two.org']);
      const invitedReviews = async () => Number((await db()('reviews').where('invited_by_vendor', true).count({ n: '*' }))[0].n);
      const invitedBefore = await invitedReviews();
      const someoneElse = await signedInAgent(server(), (await insertMember(sut.em(), { email: 'forwarded.to@client-three.com' })).email);
      const token = new URL(invitationLinks['qa@client-two.org']).searchParams.get('invitation')!;
      const forwarded = await someoneElse
        .post('/api/reviews')
        .send({ ...aReview(company()), invitation: token })
        .expect(400);
      expect(forwarded.body.message).toBe('This invitation was sent to another email address: sign in with that address to use it');
      const forged = `${token.slice(0, 37)}${'A'.repeat(43)}`;
      expect(
        (
          await someoneElse
            .post('/api/reviews')
            .send({ ...aReview(company()), invitation: forged })
            .expect(400)
        ).body.message,
      ).toBe('This invitation link is not valid');
      const invitee = await signedInAgent(server(), (await insertMember(sut.em(), { email: 'qa@client-two.org' })).email);
      expect(
        (
          await invitee
            .post('/api/reviews')
            .send({ ...aReview(companies['Rival Research']), invitation: token })
            .expect(400)
        ).body.message,
      ).toBe('This invitation is for another company');
      expect(await invitedReviews()).toBe(invitedBefore);
    });

    it('stops at 200 invitations a company a calendar month with 429, counting every vendor of the company', async () => {
      const sentAt = new Date();
      // 198 sent this month already, by whichever vendor of the company.
      const filler = Array.from({ length: 198 }, () => ({ company_id: company(), invitee_fingerprint: 'f'.repeat(64), created_at: sentAt, expires_at: sentAt }));
      await db()('review_invitations').insert(filler);
      const over = await vendor
        .post('/api/vendor/review-invitations')
        .send({ companyId: company(), emails: ['one@c1.com', 'two@c2.com', 'three@c3.com'] })
        .expect(429);
      expect(over.body.message).toBe('This company has used its 200 review invitations for this month');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      const last = await vendor
        .post('/api/vendor/review-invitations')
        .send({ companyId: company(), emails: ['one@c1.com', 'two@c2.com'] })
        .expect(201);
      expect(last.body).toMatchObject({ usedThisMonth: 200, remainingThisMonth: 0 });
      await vendor
        .post('/api/vendor/review-invitations')
        .send({ companyId: company(), emails: ['four@c4.com'] })
        .expect(429);
    });
  });

  describe('insights', () => {
    const insights = async () => (await vendor.get(`/api/vendor/companies/${company()}/insights`).expect(200)).body;
    const thisWeek = (series: { count: number | null; display: string }[]) => series[series.length - 1];

    it('counts profile views, shortlist adds, compare and match appearances, counts only, and shows "fewer than 3" under three', async () => {
      const before = await insights();
      expect(before.weeks).toHaveLength(12);
      expect(before.minimumShown).toBe(3);
      for (const series of Object.values(before.series) as { weekStart: string; count: number | null; display: string }[][]) {
        expect(series.map((week) => week.weekStart)).toEqual(before.weeks);
      }
      expect(thisWeek(before.series.profileViews)).toEqual({ weekStart: before.weeks[11], count: null, display: 'fewer than 3' });

      const members = await Promise.all([1, 2, 3].map(async (n) => signedInAgent(server(), (await insertMember(sut.em(), { email: `buyer${n}@pfizer.com` })).email)));
      // Profile views: a visitor and two members; repeats within half an hour and the vendor's own views do not count.
      await request(server()).post(`/api/companies/${company()}/views`).expect(204);
      await request(server()).post(`/api/companies/${company()}/views`).expect(204);
      await members[0].post(`/api/companies/${company()}/views`).expect(204);
      await members[0].post(`/api/companies/${company()}/views`).expect(204);
      await members[1].post(`/api/companies/${company()}/views`).expect(204);
      await vendor.post(`/api/companies/${company()}/views`).expect(204);
      await request(server()).post('/api/companies/00000000-0000-4000-8000-000000000000/views').expect(404);
      // Shortlist adds: three members, one of them twice.
      for (const member of members) await member.put(`/api/shortlist/${company()}`).expect(204);
      await members[0].put(`/api/shortlist/${company()}`).expect(204);
      // Compare appearances: two comparisons only.
      await members[0]
        .post('/api/companies/compare/views')
        .send({ ids: [company(), companies['Rival Research']] })
        .expect(204);
      await members[1]
        .post('/api/companies/compare/views')
        .send({ ids: [companies['Rival Research'], company()] })
        .expect(204);
      await members[1]
        .post('/api/companies/compare/views')
        .send({ ids: [company()] })
        .expect(400);
      // Match appearances: three runs by free members, who see 3 results; the top 25 count (reviewed companies only).
      await insertReviews(sut.em(), company(), [{ technicalExpertise: 7, communication: 7 }]);
      await insertReviews(sut.em(), companies['Rival Research'], [{ technicalExpertise: 9, communication: 9 }]);
      for (const member of members) await member.post('/api/project-matches').send(matchRequest).expect(200);

      const after = await insights();
      expect(thisWeek(after.series.profileViews)).toMatchObject({ count: 3, display: '3' });
      expect(thisWeek(after.series.shortlistAdds)).toMatchObject({ count: 3, display: '3' });
      expect(thisWeek(after.series.compareAppearances)).toMatchObject({ count: null, display: 'fewer than 3' });
      expect(thisWeek(after.series.matchAppearances)).toMatchObject({ count: 3, display: '3' });
      expect(after.series.rfpsReceived.every((week: { count: number | null; display: string }) => week.count === null && week.display === 'fewer than 3')).toBe(true);
      // Never who: no member, address or id of anyone in the answer.
      expect(JSON.stringify(after)).not.toMatch(/pfizer|buyer|@/);

      await members[2]
        .post('/api/companies/compare/views')
        .send({ ids: [company(), companies['Rival Research']] })
        .expect(204);
      expect(thisWeek((await insights()).series.compareAppearances)).toMatchObject({ count: 3, display: '3' });
      const stored = await db()('company_insight_counts').where('company_id', company()).select('kind', 'count');
      expect(Object.fromEntries(stored.map((row: { kind: string; count: number }) => [row.kind, row.count]))).toEqual({
        profile_view: 3,
        shortlist_add: 3,
        compare_appearance: 3,
        match_appearance: 3,
      });
    });

    it("answers 404 to another company's vendor, 403 to a member who is no vendor and 401 signed out", async () => {
      const rival = await insertMember(sut.em(), { email: 'rita@rival-research.com' });
      await insertVendorAccount(sut.em(), { userId: rival.id, companyId: companies['Rival Research'], status: 'approved' });
      const rivalAgent = await signedInAgent(server(), rival.email);
      await rivalAgent.get(`/api/vendor/companies/${company()}/insights`).expect(404);
      await rivalAgent.get(`/api/vendor/companies/${companies['Rival Research']}/insights`).expect(200);
      await rivalAgent.get('/api/vendor/companies/not-a-company/insights').expect(404);
      await (await signedInAgent(server(), (await insertMember(sut.em())).email)).get(`/api/vendor/companies/${company()}/insights`).expect(403);
      await request(server()).get(`/api/vendor/companies/${company()}/insights`).expect(401);
    });
  });
});
