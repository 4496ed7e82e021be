import { createHash } from 'node:crypto';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { ACCOUNT_ANSWERS } from '../../src/domain/accounts/account-rules';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../src/domain/accounts/session-policy';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { SmtpSink, type CapturedMail } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

// The account half of docs/security.md#trust-and-safety-rules over HTTP against the real server, mail through a real SMTP sink:
// reset tokens revoked, sign-in limits that strangers cannot turn against the owner, a silent forgot-password
// cap, resending the confirmation link, and the sessions' absolute lifetime. The app trusts the loopback proxy,
// so each request can name its client address in X-Forwarded-For (test/e2e/client-ip.e2e-spec.ts covers the
// default, where it cannot).

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Account security (docs/security.md#trust-and-safety-rules)', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  const db = () => knexOf(sut.em());

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => sut.close());

  const login = (email: string, password: string, ip: string) => request(server()).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const forgot = (email: string, ip: string) => request(server()).post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });
  const resend = (email: string, ip: string) => request(server()).post('/api/auth/resend-confirmation').set('X-Forwarded-For', ip).send({ email });
  const mailsTo = (email: string, subject: RegExp): CapturedMail[] => sut.smtp!.mails.filter((m) => m.to === email && subject.test(m.subject));
  const tokenIn = (mail: CapturedMail) => new URL(SmtpSink.linkIn(mail, '/reset-password?token=')).searchParams.get('token')!;
  const RESET = /Reset your BioVetted password/;
  const CHANGED = /^Your BioVetted password was changed$/;
  const PAUSED = /Sign-in to your BioVetted account is paused/;

  describe('reset tokens', () => {
    it('revokes the older link when a newer one is issued, and every link, every session at a completed reset, then mails the owner', async () => {
      const member = await insertMember(sut.em());
      const otherDevice = request.agent(server());
      await otherDevice.post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200);

      await forgot(member.email, '198.51.100.1').expect(200);
      await forgot(member.email, '198.51.100.1').expect(200);
      await waitFor(() => mailsTo(member.email, RESET).length === 2, 'two reset mails arrived');
      const [older, newer] = mailsTo(member.email, RESET).map(tokenIn);
      const revoked = await request(server()).post('/api/auth/reset-password').send({ token: older, newPassword: 'a brand new passphrase' }).expect(400);
      expect(revoked.body.message).toBe('This reset link is invalid or has expired');

      // A link issued alongside (two requests racing, an older deployment): a completed reset revokes it too.
      const [{ id: memberId }] = await db()('users').where('email', member.email).select('id');
      const stray = 'a-stray-token-issued-alongside';
      await db()('password_reset_tokens').insert({
        user_id: memberId,
        token_hash: createHash('sha256').update(stray).digest('hex'),
        expires_at: new Date(Date.now() + 30 * 60 * 1000),
      });

      await request(server()).post('/api/auth/reset-password').send({ token: newer, newPassword: 'a brand new passphrase' }).expect(200);
      await request(server()).post('/api/auth/reset-password').send({ token: stray, newPassword: 'yet another passphrase' }).expect(400);
      await otherDevice.get('/api/auth/user').expect(401);
      const changed = await sut.smtp!.waitFor(member.email, CHANGED);
      expect(SmtpSink.linkIn(changed, '/forgot-password')).toBe(`${sut.url}/forgot-password`);
      expect(changed.body).not.toMatch(/a brand new passphrase|reset-password\?token=/);
      await login(member.email, 'a brand new passphrase', '198.51.100.1').expect(200);
    });
  });

  describe('sign-in limits', () => {
    it('blocks an email from one address after 5 failures, while its owner signs in from another address', async () => {
      const member = await insertMember(sut.em());
      for (let i = 0; i < 5; i++) await login(member.email, `wrong password ${i}`, '198.51.100.10').expect(401);
      const blocked = await login(member.email, MEMBER_PASSWORD, '198.51.100.10').expect(429);
      expect(blocked.body.message).toBe('Too many sign-in attempts. Try again later.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      await login(member.email, MEMBER_PASSWORD, '198.51.100.11').expect(200);
    });

    it('blocks an address after 20 failures, whatever the emails', async () => {
      const member = await insertMember(sut.em());
      for (let i = 0; i < 20; i++) await login(`stranger-${i}@example.com`, 'wrong password', '198.51.100.12').expect(401);
      await login(member.email, MEMBER_PASSWORD, '198.51.100.12').expect(429);
      await login(member.email, MEMBER_PASSWORD, '198.51.100.13').expect(200);
    });

    /** Moves an email's sign-in pause into the past, as if its hour had gone by without new failures. */
    const letPauseRunOut = (email: string) =>
      db()('rate_limits')
        .where('key', `signin_email_pause:${createHash('sha256').update(email, 'utf8').digest('hex')}`)
        .update({ expire: Date.now() - 1000 });

    it("pauses an email for an hour after 50 failures from anywhere in 24 hours, mails its owner once, and spares the owner's own address", async () => {
      const member = await insertMember(sut.em());
      // 49 failures spread over 49 addresses: no address and no (email, address) pair reaches its own limit.
      for (let i = 1; i <= 49; i++) await login(member.email, 'a guessed password', `203.0.113.${i}`).expect(401);
      // Below the 24-hour limit the owner is not blocked by failures elsewhere.
      await login(member.email, MEMBER_PASSWORD, '192.0.2.1').expect(200);
      await login(member.email, 'a guessed password', '203.0.113.50').expect(401);

      const locked = await login(member.email, MEMBER_PASSWORD, '192.0.2.2').expect(429);
      expect(locked.body.message).toBe('Too many sign-in attempts. Try again later.');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(3600);
      await login(member.email, 'a guessed password', '203.0.113.51').expect(429);
      // The address the owner signed in from before is not paused.
      await login(member.email, MEMBER_PASSWORD, '192.0.2.1').expect(200);
      await sut.smtp!.waitFor(member.email, PAUSED);
      await sut.mailSent();
      expect(mailsTo(member.email, PAUSED)).toHaveLength(1);
    });

    it('ends the pause an hour after the last failure, and only a new failure renews it', async () => {
      const member = await insertMember(sut.em());
      for (let i = 1; i <= 50; i++) await login(member.email, 'a guessed password', `203.0.114.${i}`).expect(401);
      await login(member.email, MEMBER_PASSWORD, '192.0.2.20').expect(429);

      await letPauseRunOut(member.email);
      // The 24-hour count is still 50, yet the pause is over: a right password from a new address signs in.
      await login(member.email, MEMBER_PASSWORD, '192.0.2.21').expect(200);
      // One more failure from anywhere renews it for another hour (and mails nobody again).
      await login(member.email, 'a guessed password', '203.0.114.60').expect(401);
      const renewed = await login(member.email, MEMBER_PASSWORD, '192.0.2.22').expect(429);
      expect(Number(renewed.headers['retry-after'])).toBeLessThanOrEqual(3600);
      await sut.mailSent();
      expect(mailsTo(member.email, PAUSED)).toHaveLength(1);
    });

    it('lets the owner back in through the link in the pause mail, from any address', async () => {
      const member = await insertMember(sut.em());
      for (let i = 1; i <= 50; i++) await login(member.email, 'a guessed password', `203.0.115.${i}`).expect(401);
      await login(member.email, MEMBER_PASSWORD, '192.0.2.30').expect(429);
      const notice = await sut.smtp!.waitFor(member.email, PAUSED);

      await request(server())
        .post('/api/auth/reset-password')
        .send({ token: tokenIn(notice), newPassword: 'a reclaimed passphrase' })
        .expect(200);
      await login(member.email, 'a reclaimed passphrase', '192.0.2.31').expect(200);
    });

    it('pauses an unknown email like a known one, and mails nobody', async () => {
      for (let i = 1; i <= 50; i++) await login('nobody-at-all@example.com', 'a guessed password', `198.18.0.${i}`).expect(401);
      await login('nobody-at-all@example.com', 'a guessed password', '198.18.1.1').expect(429);
      await sut.mailSent();
      expect(sut.smtp!.mails.filter((m) => m.to === 'nobody-at-all@example.com')).toEqual([]);
    });
  });

  describe('forgot password', () => {
    it('sends at most 3 reset mails an hour to one email however many addresses ask, and never reveals the cap', async () => {
      const member = await insertMember(sut.em());
      // Five addresses, two requests each: before, each (email, address) pair had its own 3.
      for (let i = 0; i < 10; i++) {
        const res = await forgot(member.email, `198.51.100.${20 + (i % 5)}`).expect(200);
        expect(res.body).toEqual({ message: ACCOUNT_ANSWERS.forgotPasswordNeutral });
      }
      await sut.mailSent();
      expect(mailsTo(member.email, RESET)).toHaveLength(3);

      // The newest of the three still resets the password.
      const newest = tokenIn(mailsTo(member.email, RESET).at(-1)!);
      await request(server()).post('/api/auth/reset-password').send({ token: newest, newPassword: 'the owner passphrase' }).expect(200);
    });
  });

  describe('resend confirmation', () => {
    const applicant = (email: string) => ({ email, password: 'correct horse battery', firstName: 'Pat', lastName: 'Applicant', company: 'Acme', jobTitle: 'Buyer' });
    const CONFIRM = /Confirm your email/;
    const confirmPath = (mail: CapturedMail) => {
      const link = new URL(SmtpSink.linkIn(mail, '/api/auth/confirm-email?token='));
      return link.pathname + link.search;
    };

    it('mails a fresh link to an unconfirmed applicant, which replaces the old one; the answer is the same for everyone', async () => {
      await request(server()).post('/api/auth/signup').send(applicant('lost.mail@gmail.com')).expect(201);
      const first = await sut.smtp!.waitFor('lost.mail@gmail.com', CONFIRM);

      const neutral = { message: ACCOUNT_ANSWERS.resendConfirmationNeutral };
      expect((await resend('Lost.Mail@gmail.com', '198.51.100.30').expect(200)).body).toEqual(neutral);
      await waitFor(() => mailsTo('lost.mail@gmail.com', CONFIRM).length === 2, 'a second confirmation mail arrived');
      const second = mailsTo('lost.mail@gmail.com', CONFIRM)[1];
      expect(second.body).toContain('our team reviews your application');

      expect((await request(server()).get(confirmPath(first)).expect(302)).headers.location).toBe('/login?confirmation=invalid');
      expect((await request(server()).get(confirmPath(second)).expect(302)).headers.location).toBe('/login?confirmation=pending');

      // Confirmed, unknown: the same answer, and no mail.
      const confirmed = await insertMember(sut.em());
      expect((await resend('lost.mail@gmail.com', '198.51.100.30').expect(200)).body).toEqual(neutral);
      expect((await resend(confirmed.email, '198.51.100.30').expect(200)).body).toEqual(neutral);
      expect((await resend('never.applied@gmail.com', '198.51.100.30').expect(200)).body).toEqual(neutral);
      await sut.mailSent();
      expect(mailsTo('lost.mail@gmail.com', CONFIRM)).toHaveLength(2);
      expect(sut.smtp!.mails.filter((m) => m.to === confirmed.email || m.to === 'never.applied@gmail.com')).toEqual([]);
    });

    it('caps the mails per email silently, whichever addresses ask, like forgot-password', async () => {
      await request(server()).post('/api/auth/signup').send(applicant('impatient@gmail.com')).expect(201);
      for (let i = 0; i < 6; i++) await resend('impatient@gmail.com', `198.51.100.${31 + (i % 3)}`).expect(200);
      await sut.mailSent();
      expect(mailsTo('impatient@gmail.com', CONFIRM)).toHaveLength(1 + 3);
    });

    it('tells an industry applicant the account is approved on confirmation', async () => {
      await request(server()).post('/api/auth/signup').send(applicant('new.hire@novartis.com')).expect(201);
      expect((await sut.smtp!.waitFor('new.hire@novartis.com', CONFIRM)).body).toContain('approved as soon as you confirm it');
    });
  });

  describe('sessions', () => {
    /** Sets the sign-in time of the member's sessions, keeping them active (their idle expiry is untouched). */
    const signedInAgo = (memberId: string, ms: number) =>
      db().raw(`update sessions set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb(?::bigint))::json where sess->'passport'->>'user' = ?`, [
        Date.now() - ms,
        memberId,
      ]);
    const sessionsOf = async (memberId: string) => (await db()('sessions').whereRaw(`sess->'passport'->>'user' = ?`, [memberId])).length;

    it('ends a session 30 days after sign-in even when it is used every day', async () => {
      const member = await insertMember(sut.em());
      const browser = request.agent(server());
      const before = Date.now();
      await browser.post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200);
      const [{ sess }] = await db()('sessions').whereRaw(`sess->'passport'->>'user' = ?`, [member.id]);
      expect(sess.signedInAt).toBeGreaterThanOrEqual(before);

      await signedInAgo(member.id, SESSION_ABSOLUTE_LIFETIME_MS - DAY_MS);
      await browser.get('/api/auth/user').expect(200);
      await signedInAgo(member.id, SESSION_ABSOLUTE_LIFETIME_MS + 60_000);
      await browser.get('/api/auth/user').expect(401);
      expect(await sessionsOf(member.id)).toBe(0);
      // Signing in again starts a new lifetime.
      await browser.post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200);
      await browser.get('/api/auth/user').expect(200);
    });

    // The store reads a session and its account in one statement (session-middleware.ts): what the account is
    // now must still decide every request.
    it('takes the account as it is now on every request: a new tier at once, a rejected or deleted account signed out', async () => {
      const member = await insertMember(sut.em());
      const browser = request.agent(server());
      await browser.post('/api/auth/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200);
      expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ id: member.id, subscriptionTier: 'free' });

      await db()('users').where({ id: member.id }).update({ subscription_tier: 'growth' });
      expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ id: member.id, subscriptionTier: 'growth' });

      await db()('users').where({ id: member.id }).update({ verification_level: 'rejected' });
      await browser.get('/api/auth/user').expect(401);

      const other = await insertMember(sut.em());
      const otherBrowser = request.agent(server());
      await otherBrowser.post('/api/auth/login').send({ email: other.email, password: MEMBER_PASSWORD }).expect(200);
      await otherBrowser.get('/api/auth/user').expect(200);
      await db()('users').where({ id: other.id }).delete();
      await otherBrowser.get('/api/auth/user').expect(401);
    });
  });
});
