import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies } from '../support/factories';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

const applicant = (overrides: Record<string, unknown> = {}) => ({
  email: 'Jane.Doe@Gmail.com',
  password: 'correct horse battery',
  firstName: 'Jane',
  lastName: 'Doe',
  company: 'Acme Biotech',
  jobTitle: 'Head of Clinical Operations',
  linkedinProfile: 'https://www.linkedin.com/in/jane-doe',
  ...overrides,
});

const SECRET_FIELDS = /passwordHash|password_hash|stripe|verificationNotes/i;

describe('Accounts: apply, approve, sign in, sign out', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let adminAgent: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true, demoMode: true });
    adminAgent = request.agent(server());
    await adminAgent.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: 'biovetted-demo' }).expect(200);
  });
  afterAll(() => sut.close());

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters long'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ company: undefined }, 'company', 'Company name is required'],
    [{ jobTitle: '' }, 'jobTitle', 'Job title is required'],
    [{ linkedinProfile: 'https://example.com/me' }, 'linkedinProfile', 'Please enter a valid LinkedIn URL'],
    [{ isAdmin: true }, 'isAdmin', 'property isAdmin should not exist'],
  ])('refuses the application %p with the spec message', async (change, field, message) => {
    const res = await request(server()).post('/api/auth/signup').send(applicant(change)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, errors: { [field]: message } });
  });

  it('accepts an application without a LinkedIn profile, and refuses the same email again in any case', async () => {
    const res = await request(server())
      .post('/api/auth/signup')
      .send(applicant({ email: 'sam@gmail.com', linkedinProfile: '' }))
      .expect(201);
    expect(res.body).toEqual({ message: 'Application submitted. Check your inbox to confirm your email address.', approval: 'review' });
    const again = await request(server())
      .post('/api/auth/signup')
      .send(applicant({ email: 'SAM@gmail.com' }))
      .expect(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('takes an application through admin approval to a signed-in session and back out', async () => {
    await request(server()).post('/api/auth/signup').send(applicant()).expect(201);
    const confirmation = await sut.smtp!.waitFor('jane.doe@gmail.com', /Confirm your email/);
    expect(SmtpSink.linkIn(confirmation, '/api/auth/confirm-email?token=').startsWith(`${sut.url}/api/auth/confirm-email?token=`)).toBe(true);

    // The right password shows that the email still needs confirming; a wrong one says nothing about the account.
    const pending = await request(server()).post('/api/auth/login').send({ email: 'jane.doe@gmail.com', password: 'correct horse battery' }).expect(403);
    expect(pending.body).toMatchObject({
      message: 'Please confirm your email address first. Open the link we sent you, or ask for a new one.',
      reason: 'email_unconfirmed',
    });
    const wrong = await request(server()).post('/api/auth/login').send({ email: 'jane.doe@gmail.com', password: 'wrong password!' }).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');

    const list = await adminAgent.get('/api/admin/pending-users').expect(200);
    const jane = list.body.find((u: { email: string }) => u.email === 'jane.doe@gmail.com');
    expect(jane).toMatchObject({ firstName: 'Jane', company: 'Acme Biotech', emailVerified: false, verificationLevel: 'pending' });
    expect(JSON.stringify(list.body)).not.toMatch(SECRET_FIELDS);

    const decision = await adminAgent.post('/api/admin/moderate-user').send({ userId: jane.id, approved: true, notes: 'Checked LinkedIn' }).expect(200);
    expect(decision.body).toEqual({ id: jane.id, status: 'verified' });
    const approval = await sut.smtp!.waitFor('jane.doe@gmail.com', /approved/);
    expect(SmtpSink.linkIn(approval, '/login')).toBe(`${sut.url}/login`);
    expect((await adminAgent.get('/api/admin/pending-users').expect(200)).body.map((u: { id: string }) => u.id)).not.toContain(jane.id);

    const browser = request.agent(server());
    const signedIn = await browser.post('/api/auth/login').send({ email: 'JANE.DOE@gmail.com', password: 'correct horse battery' }).expect(200);
    // One verification concept: the admin's approval is the industry verification too.
    expect(signedIn.body).toMatchObject({
      email: 'jane.doe@gmail.com',
      firstName: 'Jane',
      userType: 'reviewer',
      subscriptionTier: 'free',
      verificationLevel: 'verified',
      industryVerified: true,
    });
    const again = await browser.post('/api/email/verification-request').send({ firstName: 'Jane', lastName: 'Doe', company: 'Acme', jobTitle: 'QA' }).expect(409);
    expect(again.body.message).toBe('Your email is already verified');
    expect(JSON.stringify(signedIn.body)).not.toMatch(SECRET_FIELDS);
    const cookie = signedIn.headers['set-cookie'][0];
    expect(cookie).toMatch(/^bv\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    await browser.get('/api/auth/user').expect(200);
    await browser.post('/api/auth/logout').expect(204);
    await browser.get('/api/auth/user').expect(401);
  });

  it('rotates the session id at sign-in so a planted cookie is worthless', async () => {
    await request(server())
      .post('/api/auth/signup')
      .send(applicant({ email: 'rotate@gmail.com' }))
      .expect(201);
    const [{ id }] = await knexOf(sut.em())('users').where('email', 'rotate@gmail.com').select('id');
    await adminAgent.post('/api/admin/moderate-user').send({ userId: id, approved: true }).expect(200);

    const browser = request.agent(server());
    const first = await browser.post('/api/auth/login').send({ email: 'rotate@gmail.com', password: 'correct horse battery' }).expect(200);
    const second = await browser.post('/api/auth/login').send({ email: 'rotate@gmail.com', password: 'correct horse battery' }).expect(200);
    const sid = (res: request.Response) => /bv\.sid=([^;]+)/.exec(res.headers['set-cookie'][0])![1];
    expect(sid(second)).not.toBe(sid(first));
    await request(server())
      .get('/api/auth/user')
      .set('Cookie', `bv.sid=${sid(first)}`)
      .expect(401);
    await request(server())
      .get('/api/auth/user')
      .set('Cookie', `bv.sid=${sid(second)}`)
      .expect(200);
  });

  it('tells a rejected applicant, after the right password, that the application was not approved', async () => {
    await request(server())
      .post('/api/auth/signup')
      .send(applicant({ email: 'nope@gmail.com' }))
      .expect(201);
    const [{ id }] = await knexOf(sut.em())('users').where('email', 'nope@gmail.com').select('id');
    await adminAgent.post('/api/admin/moderate-user').send({ userId: id, approved: false, notes: 'Could not verify employer' }).expect(200);
    const mail = await sut.smtp!.waitFor('nope@gmail.com', /Your BioVetted application$/);
    expect(mail.body).toContain('Could not verify employer');
    const res = await request(server()).post('/api/auth/login').send({ email: 'nope@gmail.com', password: 'correct horse battery' }).expect(403);
    expect(res.body.message).toBe('Your application was not approved');
  });

  it('guards every admin endpoint: 401 signed out, 403 for a reviewer', async () => {
    const reviewer = request.agent(server());
    await reviewer.post('/api/auth/login').send({ email: 'demo-reviewer@example.com', password: 'biovetted-demo' }).expect(200);
    const endpoints: [string, string][] = [
      ['get', '/api/admin/pending-users'],
      ['post', '/api/admin/moderate-user'],
      ['get', '/api/admin/check/someone@example.com'],
      ['get', '/api/admin/verification-requests'],
      ['post', '/api/admin/moderate-verification-request'],
    ];
    for (const [method, path] of endpoints) {
      await (request(server()) as unknown as Record<string, (p: string) => request.Test>)[method](path).expect(401);
      const res = await (reviewer as unknown as Record<string, (p: string) => request.Test>)[method](path).expect(403);
      expect(res.body.message).toBe("You don't have admin privileges.");
    }
  });

  it('lets only admins check an email, and answers unknown emails plainly', async () => {
    const res = await adminAgent.get('/api/admin/check/nobody@example.com').expect(200);
    expect(res.body).toEqual({ exists: false, isAdmin: false, userType: null });
    expect((await adminAgent.get('/api/admin/check/demo-admin@example.com').expect(200)).body).toEqual({ exists: true, isAdmin: true, userType: 'admin' });
  });

  it('keeps the admin door for admins: a reviewer gets 403, a missing password 400', async () => {
    const reviewer = await request(server()).post('/api/admin/auth').send({ email: 'demo-reviewer@example.com', password: 'biovetted-demo' }).expect(403);
    expect(reviewer.body.message).toBe("You don't have admin privileges.");
    const missing = await request(server()).post('/api/admin/auth').send({ email: 'demo-admin@example.com' }).expect(400);
    expect(missing.body.message).toBe('Password is required');
  });

  it('refuses a second admin set-up once an admin exists', async () => {
    const res = await request(server()).post('/api/admin/create').send({ email: 'boss@example.com', password: 'longenough' }).expect(409);
    expect(res.body.message).toBe('An admin already exists');
  });

  it('refuses a state-changing request its browser marks Sec-Fetch-Site: cross-site, even without Origin or Referer', async () => {
    const res = await request(server()).post('/api/auth/login').set('Sec-Fetch-Site', 'cross-site').send({ email: 'a@b.co', password: 'xxxxxxxx' }).expect(403);
    expect(res.body.message).toBe('Cross-site request refused');
    await request(server()).post('/api/auth/login').set('Sec-Fetch-Site', 'same-origin').send({ email: 'a@b.co', password: 'xxxxxxxx' }).expect(401);
    await request(server()).post('/api/auth/login').set('Sec-Fetch-Site', 'none').send({ email: 'a@b.co', password: 'xxxxxxxx' }).expect(401);
    // A cross-site navigation that only reads is not refused.
    await request(server()).get('/api/auth/user').set('Sec-Fetch-Site', 'cross-site').expect(401);
  });

  it('keeps the member signed in on GET /api/logout (a link on another site cannot sign anyone out) and leads to the sign-out page', async () => {
    const browser = request.agent(server());
    await browser.post('/api/auth/login').send({ email: 'demo-reviewer@example.com', password: 'biovetted-demo' }).expect(200);
    const res = await browser.get('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(302);
    expect(res.headers.location).toBe('/sign-out');
    await browser.get('/api/auth/user').expect(200);
    await browser.post('/api/auth/logout').set('Origin', sut.url).expect(204);
    await browser.get('/api/auth/user').expect(401);
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await request(server()).post('/api/auth/login').set('Origin', 'https://evil.example').send({ email: 'a@b.co', password: 'x' }).expect(403);
    expect(res.body.message).toBe('Cross-site request refused');
    await request(server()).post('/api/auth/login').set('Origin', sut.url).send({ email: 'a@b.co', password: 'xxxxxxxx' }).expect(401);
  });

  it("takes a member's manual verification request to an admin, whose approval makes the member industry-verified", async () => {
    const form = {
      firstName: 'Dana',
      lastName: 'Reviewer',
      company: 'Acme Biotech',
      jobTitle: 'QA Lead',
      additionalInfo: 'Employee badge on request',
      email: 'spoofed@pfizer.com',
    };
    await request(server()).post('/api/email/verification-request').send(form).expect(401);
    const member = request.agent(server());
    await member.post('/api/auth/login').send({ email: 'demo-reviewer@example.com', password: 'biovetted-demo' }).expect(200);
    await knexOf(sut.em())('users').where('email', 'demo-reviewer@example.com').update({ industry_verified: false });

    const missing = await member
      .post('/api/email/verification-request')
      .send({ ...form, jobTitle: '' })
      .expect(400);
    expect(missing.body.message).toBe('Job title is required');
    const created = await member.post('/api/email/verification-request').send(form).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), status: 'pending' });
    expect((await member.post('/api/email/verification-request').send(form).expect(409)).body.message).toBe('A verification request is already waiting for review');

    const queue = await adminAgent.get('/api/admin/verification-requests').expect(200);
    const mine = queue.body.find((r: { id: string }) => r.id === created.body.id);
    expect(mine).toMatchObject({ email: 'demo-reviewer@example.com', jobTitle: 'QA Lead', additionalInfo: 'Employee badge on request' });
    await adminAgent.post('/api/admin/moderate-verification-request').send({ requestId: created.body.id, approved: true, notes: 'Badge seen' }).expect(200);
    await adminAgent.post('/api/admin/moderate-verification-request').send({ requestId: created.body.id, approved: true }).expect(409);
    expect((await member.get('/api/auth/user').expect(200)).body.industryVerified).toBe(true);
    expect((await member.post('/api/email/verification-request').send(form).expect(409)).body.message).toBe('Your email is already verified');
  });

  it('signs the browser in as the demo reviewer through /api/dev-login-redirect in demo mode', async () => {
    const browser = request.agent(server());
    const res = await browser.get('/api/dev-login-redirect?returnTo=/companies?demo=true').expect(302);
    expect(res.headers.location).toBe('/companies?demo=true');
    expect((await browser.get('/api/auth/user').expect(200)).body.email).toBe('demo-reviewer@example.com');
    expect((await request(server()).get('/api/dev-login-redirect?returnTo=//evil.example').expect(302)).headers.location).toBe('/');
  });
});

describe('Accounts: brute force, first admin and password reset', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    // Before any sign-up: the directory's website domains are read once per 5 minutes.
    await insertCompanies(sut.em(), [aCompany({ name: 'Acme Contract Research', website: 'https://www.acme-cro.example.com' })]);
  });
  afterAll(() => sut.close());

  it('opens the first-admin set-up while no admin exists, with the spec messages', async () => {
    expect((await request(server()).post('/api/admin/create').send({ email: 'boss@example.com' }).expect(400)).body.message).toBe(
      'Please fill in both email and password',
    );
    expect((await request(server()).post('/api/admin/create').send({ email: 'boss@example.com', password: 'short' }).expect(400)).body.message).toBe(
      'Password must be at least 8 characters',
    );
    const created = await request(server()).post('/api/admin/create').send({ email: 'Boss@Example.com', password: 'admin password' }).expect(201);
    expect(created.body).toMatchObject({ email: 'boss@example.com', userType: 'admin' });
    await request(server()).post('/api/admin/auth').send({ email: 'boss@example.com', password: 'admin password' }).expect(200);
  });

  it('answers 429 after 5 failed sign-ins for one email, even with the right password, and says so with Retry-After', async () => {
    // A member of its own: the first admin's address stays free to sign in for the first-admin test, whichever runs first.
    const { email } = await insertMember(sut.em(), { email: 'locked.out@pfizer.com' });
    for (let i = 0; i < 5; i++) {
      await request(server())
        .post('/api/auth/login')
        .send({ email, password: `wrong ${i} password` })
        .expect(401);
    }
    const blocked = await request(server()).post('/api/auth/login').send({ email, password: MEMBER_PASSWORD }).expect(429);
    expect(blocked.body.message).toBe('Too many sign-in attempts. Try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown emails count too, so probing cannot tell them apart.
    for (let i = 0; i < 5; i++) await request(server()).post('/api/auth/login').send({ email: 'ghost@example.com', password: 'whatever1' }).expect(401);
    await request(server()).post('/api/auth/login').send({ email: 'ghost@example.com', password: 'whatever1' }).expect(429);
  });

  it('resets a password with a single-use link that expires after an hour and ends other sessions', async () => {
    await request(server())
      .post('/api/auth/signup')
      .send(applicant({ email: 'reset.me@gmail.com' }))
      .expect(201);
    const [{ id }] = await knexOf(sut.em())('users').where('email', 'reset.me@gmail.com').select('id');
    await knexOf(sut.em())('users').where('id', id).update({ verification_level: 'verified' });
    const otherDevice = request.agent(server());
    await otherDevice.post('/api/auth/login').send({ email: 'reset.me@gmail.com', password: 'correct horse battery' }).expect(200);

    const neutral = 'If an account exists for that email, we have sent a link to reset the password.';
    expect((await request(server()).post('/api/auth/forgot-password').send({ email: 'nobody@gmail.com' }).expect(200)).body).toEqual({ message: neutral });
    expect((await request(server()).post('/api/auth/forgot-password').send({ email: 'Reset.Me@gmail.com' }).expect(200)).body).toEqual({ message: neutral });
    const mail = await sut.smtp!.waitFor('reset.me@gmail.com', /Reset your BioVetted password/);
    const link = new URL(SmtpSink.linkIn(mail, '/reset-password?token='));
    expect(link.origin + link.pathname).toBe(`${sut.url}/reset-password`);
    const token = link.searchParams.get('token')!;
    await sut.mailSent();
    expect(sut.smtp!.mails.filter((m) => m.to === 'nobody@gmail.com')).toEqual([]);

    const short = await request(server()).post('/api/auth/reset-password').send({ token, newPassword: 'short' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    await request(server()).post('/api/auth/reset-password').send({ token, newPassword: 'a brand new password' }).expect(200);
    const reuse = await request(server()).post('/api/auth/reset-password').send({ token, newPassword: 'another new password' }).expect(400);
    expect(reuse.body.message).toBe('This reset link is invalid or has expired');

    await otherDevice.get('/api/auth/user').expect(401);
    await request(server()).post('/api/auth/login').send({ email: 'reset.me@gmail.com', password: 'correct horse battery' }).expect(401);
    await request(server()).post('/api/auth/login').send({ email: 'reset.me@gmail.com', password: 'a brand new password' }).expect(200);

    // A second link, used 61 minutes later, no longer works.
    await request(server()).post('/api/auth/forgot-password').send({ email: 'reset.me@gmail.com' }).expect(200);
    await sut.mailSent();
    const later = sut.smtp!.mails.filter((m) => m.to === 'reset.me@gmail.com' && /Reset/.test(m.subject)).pop()!;
    const lateToken = new URL(SmtpSink.linkIn(later, '/reset-password?token=')).searchParams.get('token')!;
    expect(lateToken).not.toBe(token);
    sut.setNow(new Date(Date.now() + 61 * 60 * 1000));
    try {
      await request(server()).post('/api/auth/reset-password').send({ token: lateToken, newPassword: 'too late password' }).expect(400);
    } finally {
      sut.setNow(null);
    }
  });

  it('approves a confirmed industry email at once and leaves a confirmed gmail address for an admin', async () => {
    const confirm = async (email: string) => {
      await request(server()).post('/api/auth/signup').send(applicant({ email })).expect(201);
      const link = new URL(SmtpSink.linkIn(await sut.smtp!.waitFor(email, /Confirm your email/), '/api/auth/confirm-email'));
      return request(server())
        .get(link.pathname + link.search)
        .expect(302);
    };

    expect((await confirm('lab.lead@us.acme-cro.example.com')).headers.location).toBe('/login?confirmation=approved');
    await request(server()).post('/api/auth/login').send({ email: 'lab.lead@us.acme-cro.example.com', password: 'correct horse battery' }).expect(200);

    const industry = await confirm('qa.manager@pfizer.com');
    expect(industry.headers.location).toBe('/login?confirmation=approved');
    const [pfizer] = await knexOf(sut.em())('users').where('email', 'qa.manager@pfizer.com');
    expect(pfizer).toMatchObject({ email_verified: true, industry_verified: true, verification_level: 'verified' });

    const gmail = await confirm('someone.else@gmail.com');
    expect(gmail.headers.location).toBe('/login?confirmation=pending');
    const [pending] = await knexOf(sut.em())('users').where('email', 'someone.else@gmail.com');
    expect(pending).toMatchObject({ email_verified: true, industry_verified: false, verification_level: 'manual_review' });
    const denied = await request(server()).post('/api/auth/login').send({ email: 'someone.else@gmail.com', password: 'correct horse battery' }).expect(403);
    expect(denied.body).toMatchObject({ message: 'Your application is pending review', reason: 'pending_review' });
  });

  it('returns the applicant to the page they applied from after confirming, and drops a returnTo of another site', async () => {
    const from = '/companies?therapeuticAreas=Oncology&offset=20';
    await request(server())
      .post('/api/auth/signup')
      .send(applicant({ email: 'came.back@pfizer.com', returnTo: from }))
      .expect(201);
    const link = new URL(SmtpSink.linkIn(await sut.smtp!.waitFor('came.back@pfizer.com', /Confirm your email/), '/api/auth/confirm-email'));
    expect(link.searchParams.get('returnTo')).toBe(from);
    const confirmed = await request(server())
      .get(link.pathname + link.search)
      .expect(302);
    expect(confirmed.headers.location).toBe(`/login?confirmation=approved&returnTo=${encodeURIComponent(from)}`);

    for (const [email, returnTo] of [
      ['evil.one@pfizer.com', '//evil.test'],
      ['evil.two@pfizer.com', 'https://evil.test/companies'],
    ]) {
      await request(server()).post('/api/auth/signup').send(applicant({ email, returnTo })).expect(201);
      const plain = new URL(SmtpSink.linkIn(await sut.smtp!.waitFor(email, /Confirm your email/), '/api/auth/confirm-email'));
      expect(plain.searchParams.has('returnTo')).toBe(false);
      expect(
        (
          await request(server())
            .get(`${plain.pathname}${plain.search}&returnTo=${encodeURIComponent(returnTo)}`)
            .expect(302)
        ).headers.location,
      ).toBe('/login?confirmation=approved');
    }
  });

  it('refuses a used, unknown or expired confirmation link', async () => {
    await request(server())
      .post('/api/auth/signup')
      .send(applicant({ email: 'twice@novartis.com' }))
      .expect(201);
    const link = new URL(SmtpSink.linkIn(await sut.smtp!.waitFor('twice@novartis.com', /Confirm your email/), '/api/auth/confirm-email'));
    await request(server())
      .get(link.pathname + link.search)
      .expect(302);
    expect(
      (
        await request(server())
          .get(link.pathname + link.search)
          .expect(302)
      ).headers.location,
    ).toBe('/login?confirmation=invalid');
    expect((await request(server()).get('/api/auth/confirm-email?token=made-up').expect(302)).headers.location).toBe('/login?confirmation=invalid');

    await request(server())
      .post('/api/auth/signup')
      .send(applicant({ email: 'late@novartis.com' }))
      .expect(201);
    const late = new URL(SmtpSink.linkIn(await sut.smtp!.waitFor('late@novartis.com', /Confirm your email/), '/api/auth/confirm-email'));
    sut.setNow(new Date(Date.now() + 25 * 60 * 60 * 1000));
    try {
      expect(
        (
          await request(server())
            .get(late.pathname + late.search)
            .expect(302)
        ).headers.location,
      ).toBe('/login?confirmation=invalid');
    } finally {
      sut.setNow(null);
    }
  });

  it.each([
    ['jane@roche.com', 'verified', false],
    ['student@ox.ac.uk', 'verified', false],
    ['jane@gmail.com', 'manual_review', true],
    ['x@mailinator.com', 'rejected', false],
  ])('classifies %s as %s for the Email Verification screen', async (email, level, requiresManualReview) => {
    const res = await request(server()).post('/api/email/verify').send({ email }).expect(200);
    expect(res.body).toMatchObject({ level, requiresManualReview });
    expect(res.body.message.length).toBeGreaterThan(10);
  });

  it('refuses the demo sign-in outside demo mode', async () => {
    await request(server()).get('/api/dev-login-redirect').expect(404);
  });
});
