import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { insertCompany, insertReviews, insertSubmission, insertVendorAccount } from '../support/factories';
import { insertMember, MEMBER_PASSWORD, signedInAgent } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { StripeFake } from '../support/stripe-fake';
import { startTestApp, type TestApp } from '../support/test-app';

// The member's account (docs/security.md#trust-and-safety-rules, docs/administration.md) over HTTP against the real server, mail through a real
// SMTP sink and billing through the Stripe-compatible fake: change password, My reviews, the mails of a moderation
// decision, the data export and account deletion.

const SECRETS = /password_?hash|argon2|stripe_?(customer|subscription)_?id|cus_fake|sub_fake|moderator|moderation_?notes|internal note/i;

describe('The account area', () => {
  const stripe = new StripeFake();
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  const db = () => knexOf(sut.em());

  beforeAll(async () => {
    const apiBase = await stripe.start();
    sut = await startTestApp({ smtp: true, env: stripe.env(apiBase) });
  });
  afterAll(async () => {
    await sut?.close();
    await stripe.stop();
  });

  const deliver = (event: { payload: string; signature: string }) =>
    request(server()).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload);

  /** A verified member paying for the Startup plan; returns their agent and subscription id. */
  async function payingMember() {
    const member = await insertMember(sut.em());
    const agent = await signedInAgent(server(), member.email);
    const { subscriptionId } = (await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(201)).body;
    stripe.pay(subscriptionId);
    await deliver(stripe.event('invoice.paid', subscriptionId)).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('startup');
    return { member, agent, subscriptionId: subscriptionId as string };
  }

  describe('change password (docs/administration.md)', () => {
    it('needs the current password and a good new one, keeps this session, ends the others and mails the member', async () => {
      await request(server()).post('/api/auth/change-password').send({ currentPassword: MEMBER_PASSWORD, newPassword: 'a changed passphrase' }).expect(401);
      const member = await insertMember(sut.em());
      const agent = await signedInAgent(server(), member.email);
      const otherDevice = await signedInAgent(server(), member.email);

      const wrong = await agent.post('/api/auth/change-password').send({ currentPassword: 'not my password', newPassword: 'a changed passphrase' }).expect(400);
      expect(wrong.body).toMatchObject({ message: 'Password is incorrect', errors: { currentPassword: 'Password is incorrect' } });
      const common = await agent.post('/api/auth/change-password').send({ currentPassword: MEMBER_PASSWORD, newPassword: 'password123' }).expect(400);
      expect(common.body).toMatchObject({ message: 'This password is too common', errors: { newPassword: 'This password is too common' } });
      const short = await agent.post('/api/auth/change-password').send({ currentPassword: MEMBER_PASSWORD, newPassword: 'short' }).expect(400);
      expect(short.body.errors).toEqual({ newPassword: 'Password must be at least 8 characters long' });
      await otherDevice.get('/api/auth/user').expect(200);

      await agent.post('/api/auth/change-password').send({ currentPassword: MEMBER_PASSWORD, newPassword: 'a changed passphrase' }).expect(204);
      await agent.get('/api/auth/user').expect(200);
      await otherDevice.get('/api/auth/user').expect(401);
      await request(server()).post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(401);
      await request(server()).post('/api/auth/login').send({ email: member.email, password: 'a changed passphrase' }).expect(200);
      const mail = await sut.smtp!.waitFor(member.email, /^Your BioVetted password was changed$/);
      expect(mail.body).not.toContain('a changed passphrase');
    });
  });

  describe('my reviews and the mails of a decision (docs/administration.md)', () => {
    it("lists the member's own reviews with their status, newest first, and nobody else's", async () => {
      await request(server()).get('/api/reviews/mine').expect(401);
      const member = await insertMember(sut.em());
      const other = await insertMember(sut.em());
      const companyId = await insertCompany(sut.em(), { name: 'Mine Labs' });
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      const [approved, rejected, pending] = await insertReviews(sut.em(), companyId, [
        { userId: member.id, moderationStatus: 'approved', createdAt: day(1), pricing: 8 },
        { userId: member.id, moderationStatus: 'rejected', createdAt: day(2) },
        { userId: member.id, moderationStatus: 'pending', createdAt: day(3) },
        { userId: other.id, moderationStatus: 'approved', createdAt: day(4) },
      ]);
      const submissionId = await insertSubmission(sut.em(), { submitterId: member.id, name: 'Proposed Bio' });
      const [{ id: held }] = await db()('reviews')
        .insert({ company_submission_id: submissionId, user_id: member.id, service_type: 'CRO', moderation_status: 'held', created_at: day(5) })
        .returning('id');

      const agent = await signedInAgent(server(), member.email);
      const mine = (await agent.get('/api/reviews/mine').expect(200)).body;
      expect(mine).toEqual([
        { id: held, companyId: null, companyName: 'Proposed Bio', status: 'held', createdAt: day(5).toISOString() },
        { id: pending, companyId, companyName: 'Mine Labs', status: 'pending', createdAt: day(3).toISOString() },
        { id: rejected, companyId, companyName: 'Mine Labs', status: 'rejected', createdAt: day(2).toISOString() },
        { id: approved, companyId, companyName: 'Mine Labs', status: 'approved', createdAt: day(1).toISOString() },
      ]);
    });

    it('mails the author when a moderator approves or rejects a review, with the reason, and nothing about anyone else', async () => {
      const admin = await insertMember(sut.em(), { userType: 'admin', email: 'moderating.admin@biovetted.test', firstName: 'Morgan', lastName: 'Moderator' });
      const adminAgent = await signedInAgent(server(), admin.email);
      const author = await insertMember(sut.em(), { firstName: 'Robin', lastName: 'Author' });
      const companyId = await insertCompany(sut.em(), { name: 'Decided Bio' });
      const [toApprove, toReject, generated] = await insertReviews(sut.em(), companyId, [
        { userId: author.id, moderationStatus: 'pending' },
        { userId: author.id, moderationStatus: 'pending' },
        { userId: null, moderationStatus: 'pending' },
      ]);

      await adminAgent.post('/api/admin/moderate-review').send({ reviewId: toApprove, approved: true }).expect(200);
      const published = await sut.smtp!.waitFor(author.email, /^Your review of Decided Bio is published$/);
      expect(SmtpSink.linkIn(published, '/companies/')).toBe(`${sut.url}/companies/${companyId}`);
      expect(published.body).toContain('Robin Author');

      await adminAgent.post('/api/admin/moderate-review').send({ reviewId: toReject, approved: false, notes: 'Names a study participant' }).expect(200);
      const rejected = await sut.smtp!.waitFor(author.email, /^Your review of Decided Bio was not published$/);
      expect(rejected.body).toContain('Reason: Names a study participant');
      expect(SmtpSink.linkIn(rejected, '/account')).toBe(`${sut.url}/account#my-reviews`);

      // A review without an author (generated) is decided without a mail.
      await adminAgent.post('/api/admin/moderate-review').send({ reviewId: generated, approved: true }).expect(200);
      await sut.mailSent();
      const decisionMails = sut.smtp!.mails.filter((m) => /Your review of Decided Bio/.test(m.subject));
      expect(decisionMails.map((m) => m.to)).toEqual([author.email, author.email]);
      for (const mail of decisionMails) expect(mail.body).not.toMatch(/Morgan|Moderator|moderating\.admin/);
    });
  });

  describe('export my data (GDPR Art. 15 and 20)', () => {
    it('answers a JSON attachment with everything kept about the member and nothing about anyone else', async () => {
      await request(server()).get('/api/account/export').expect(401);
      const { member, agent } = await payingMember();
      const other = await insertMember(sut.em());
      const companyId = await insertCompany(sut.em(), { name: 'Exported Labs' });
      await insertReviews(sut.em(), companyId, [
        { userId: member.id, moderationStatus: 'rejected', comments: 'My own words' },
        { userId: other.id, moderationStatus: 'approved', comments: 'Someone else entirely' },
      ]);
      await db()('reviews').where({ user_id: member.id }).update({ moderation_notes: 'Too short' });
      await agent.put(`/api/shortlist/${companyId}`).expect(204);
      await agent
        .post('/api/saved-searches')
        .send({ searchName: 'Oncology CROs', filters: { type: 'CRO' } })
        .expect(201);
      await insertVendorAccount(sut.em(), { userId: member.id, companyId });

      const res = await agent.get('/api/account/export').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="biovetted-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const data = res.body;
      expect(Object.keys(data)).toEqual([
        'exportedAt',
        'user',
        'reviews',
        'savedSearches',
        'shortlist',
        'vendorAccounts',
        'subscription',
        'companySubmissions',
        'matchRequests',
        'verificationRequests',
      ]);
      expect(data.user).toMatchObject({ id: member.id, email: member.email, firstName: 'Test', company: 'Acme Biotech', verificationLevel: 'verified' });
      expect(data.reviews).toEqual([
        expect.objectContaining({
          companyId,
          companyName: 'Exported Labs',
          status: 'rejected',
          comments: 'My own words',
          rejectionReason: 'Too short',
          ratings: expect.any(Object),
        }),
      ]);
      expect(data.shortlist).toEqual([{ companyId, companyName: 'Exported Labs', addedAt: expect.any(String) }]);
      expect(data.savedSearches).toEqual([expect.objectContaining({ searchName: 'Oncology CROs', filters: { type: 'CRO' }, alertsEnabled: false })]);
      expect(data.vendorAccounts).toEqual([expect.objectContaining({ companyId, companyName: 'Exported Labs', status: 'pending' })]);
      expect(data.subscription).toMatchObject({ tier: 'startup', status: 'active', cancelAtPeriodEnd: false });
      const text = JSON.stringify(data);
      expect(text).not.toMatch(SECRETS);
      expect(text).not.toContain('Someone else entirely');
      expect(text).not.toContain(other.email);
    });
  });

  describe('delete my account (GDPR Art. 17)', () => {
    it('needs the password; then erases the member, ends every session, cancels the subscription and keeps approved reviews public and unlinked', async () => {
      const { member, agent, subscriptionId } = await payingMember();
      const otherDevice = await signedInAgent(server(), member.email);
      const companyId = await insertCompany(sut.em(), { name: 'Erased Reviewer Labs' });
      const [published, unpublished] = await insertReviews(sut.em(), companyId, [
        { userId: member.id, moderationStatus: 'approved', comments: 'Published and kept', pricing: 9 },
        { userId: member.id, moderationStatus: 'pending', comments: 'Never published' },
      ]);
      await agent.put(`/api/shortlist/${companyId}`).expect(204);
      await agent.post('/api/saved-searches').send({ searchName: 'Mine', filters: {} }).expect(201);
      const submissionId = await insertSubmission(sut.em(), { submitterId: member.id, name: 'Erased Proposal' });
      await db()('company_submissions').where({ id: submissionId }).update({ contact_email: member.email, contact_name: 'Test Member' });

      await request(server()).post('/api/account/delete').send({ password: MEMBER_PASSWORD }).expect(401);
      const wrong = await agent.post('/api/account/delete').send({ password: 'not my password' }).expect(400);
      expect(wrong.body).toMatchObject({ message: 'Password is incorrect', errors: { password: 'Password is incorrect' } });
      expect((await agent.post('/api/account/delete').send({}).expect(400)).body.message).toBe('Password is required');
      await agent.get('/api/auth/user').expect(200);

      await agent.post('/api/account/delete').send({ password: MEMBER_PASSWORD }).expect(204);
      await agent.get('/api/auth/user').expect(401);
      await otherDevice.get('/api/auth/user').expect(401);
      await request(server()).post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(401);

      expect(await db()('users').where({ id: member.id })).toEqual([]);
      expect(await db()('users').where({ email: member.email })).toEqual([]);
      expect(await db()('sessions').whereRaw(`sess->'passport'->>'user' = ?`, [member.id])).toEqual([]);
      expect(await db()('saved_searches').where({ user_id: member.id })).toEqual([]);
      expect(await db()('projects').where({ owner_id: member.id })).toEqual([]);
      expect(await db()('reviews').where({ id: unpublished })).toEqual([]);
      const [kept] = await db()('reviews').where({ id: published });
      expect(kept).toMatchObject({ user_id: null, authored_by: null, moderation_status: 'approved' });
      const [proposal] = await db()('company_submissions').where({ id: submissionId });
      expect(proposal).toMatchObject({ name: 'Erased Proposal', submitter_id: null, contact_email: null, contact_name: null });
      const publicReviews = (await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200)).body;
      expect(publicReviews.map((r: { id: string; comments: string }) => [r.id, r.comments])).toEqual([[published, 'Published and kept']]);
      expect((await request(server()).get(`/api/companies/${companyId}`).expect(200)).body.reviewCount).toBe(1);

      expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
      expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    });

    it('deletes nothing when the subscription cannot be cancelled', async () => {
      const { member, agent, subscriptionId } = await payingMember();
      const companyId = await insertCompany(sut.em());
      await insertReviews(sut.em(), companyId, [{ userId: member.id, moderationStatus: 'pending' }]);
      stripe.subscriptions.delete(subscriptionId); // the provider now answers 404 for it

      const refused = await agent.post('/api/account/delete').send({ password: MEMBER_PASSWORD }).expect(503);
      expect(refused.body.message).toBe('We could not cancel your subscription just now, so nothing was deleted. Please try again later.');
      await agent.get('/api/auth/user').expect(200);
      expect(await db()('users').where({ id: member.id })).toHaveLength(1);
      expect(await db()('reviews').where({ user_id: member.id })).toHaveLength(1);
      await request(server()).post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200);
    });

    it('refuses to delete the last admin, who would leave the first-admin set-up open', async () => {
      await db()('users').where({ user_type: 'admin' }).delete();
      const admin = await insertMember(sut.em(), { userType: 'admin' });
      const agent = await signedInAgent(server(), admin.email);
      const refused = await agent.post('/api/account/delete').send({ password: MEMBER_PASSWORD }).expect(409);
      expect(refused.body.message).toBe('The last admin account cannot be deleted. Make another admin first.');
      await insertMember(sut.em(), { userType: 'admin' });
      await agent.post('/api/account/delete').send({ password: MEMBER_PASSWORD }).expect(204);
    });
  });
});
