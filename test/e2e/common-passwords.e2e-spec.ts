import request from 'supertest';
import { insertMember } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

// docs/security.md#trust-and-safety-rules: a password on the 10,000 most common list → 400 "This password is too common" at
// sign-up, reset and the first admin's set-up, checked before anything else happens.

const tooCommon = (field: string) => ({
  statusCode: 400,
  message: 'This password is too common',
  error: 'Bad Request',
  errors: { [field]: 'This password is too common' },
});

const applicant = (email: string, password: string) => ({ email, password, firstName: 'Common', lastName: 'Tester', company: 'Pfizer', jobTitle: 'Buyer' });

describe('common passwords (docs/security.md#trust-and-safety-rules)', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
  });
  afterAll(() => sut.close());

  it('refuses one at sign-up, whatever its case, before the duplicate-email check', async () => {
    for (const password of ['password1', 'QWERTYUIOP', 'Baseball']) {
      const res = await request(server()).post('/api/auth/signup').send(applicant('common.tester@pfizer.com', password));
      expect({ password, status: res.status, body: res.body }).toEqual({ password, status: 400, body: tooCommon('password') });
    }
    const existing = await insertMember(sut.em());
    const duplicate = await request(server()).post('/api/auth/signup').send(applicant(existing.email, 'iloveyou'));
    expect(duplicate.status).toBe(400);
    await request(server()).post('/api/auth/signup').send(applicant('common.tester@pfizer.com', 'an uncommon passphrase')).expect(201);
  });

  it('refuses one at reset, leaving the token usable for a better password', async () => {
    const member = await insertMember(sut.em());
    await request(server()).post('/api/auth/forgot-password').send({ email: member.email }).expect(200);
    const mail = await sut.smtp!.waitFor(member.email, /Reset your BioVetted password/);
    const token = new URL(SmtpSink.linkIn(mail, '/reset-password?token=')).searchParams.get('token');
    const refused = await request(server()).post('/api/auth/reset-password').send({ token, newPassword: 'trustno1' });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: tooCommon('newPassword') });
    await request(server()).post('/api/auth/reset-password').send({ token, newPassword: 'an uncommon passphrase' }).expect(200);
    await request(server()).post('/api/auth/login').send({ email: member.email, password: 'an uncommon passphrase' }).expect(200);
  });

  it('refuses one at the first admin set-up', async () => {
    const refused = await request(server()).post('/api/admin/create').send({ email: 'first.admin@example.com', password: 'password123' });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: tooCommon('password') });
    await request(server()).post('/api/admin/create').send({ email: 'first.admin@example.com', password: 'an uncommon passphrase' }).expect(201);
  });
});
