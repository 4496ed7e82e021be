import request from 'supertest';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

// docs/security.md#trust-and-safety-rules: bad input never gives a 5xx. A NUL character anywhere → 400 with the standard error body,
// an offset above 100,000 on any paged list → 400.

const badRequest = (field: string, message: string) => ({ statusCode: 400, message, error: 'Bad Request', errors: { [field]: message } });
const nul = (field: string) => badRequest(field, `${field} must not contain a NUL character`);

const applicant = {
  email: 'nul.tester@pfizer.com',
  password: 'a-long-enough-password',
  firstName: 'Nul',
  lastName: 'Tester',
  company: 'Pfizer',
  jobTitle: 'Buyer',
};

describe('bad input (docs/security.md#trust-and-safety-rules)', () => {
  let sut: TestApp;
  let member: Awaited<ReturnType<typeof signedInAgent>>;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  const server = () => sut.app.getHttpServer();

  beforeAll(async () => {
    sut = await startTestApp();
    member = await signedInAgent(server(), (await insertMember(sut.em())).email);
    admin = await signedInAgent(server(), (await insertMember(sut.em(), { userType: 'admin' })).email);
  });
  afterAll(() => sut.close());

  it.each([
    ['/api/companies?search=%00', 'search'],
    ['/api/companies?search=abc%00def&sort=name', 'search'],
    ['/api/companies?country=%00&type=CRO', 'country'],
    ['/api/companies?serviceCategories=clinical_research&serviceCategories=%00', 'serviceCategories[1]'],
    ['/api/auth/confirm-email?token=%00', 'token'],
    ['/api/companies/%00', 'path'],
    ['/api/companies/abc%00/reviews', 'path'],
  ])('answers a NUL character in GET %s with 400 naming %s', async (url, field) => {
    const res = await request(server()).get(url);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: nul(field) });
  });

  it('answers a NUL character in a path parameter of a member endpoint with 400', async () => {
    const res = await member.post('/api/reviews/abc%00/responses').send({ response: 'Thanks' });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: nul('path') });
  });

  it.each([
    ['firstName', { ...applicant, firstName: 'Nu\u0000l' }],
    ['email', { ...applicant, email: 'nul\u0000@pfizer.com' }],
    ['password', { ...applicant, password: 'a-long-enough-\u0000password' }],
  ])('answers a NUL character in the sign-up field %s with 400', async (field, body) => {
    const res = await request(server()).post('/api/auth/signup').send(body);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: nul(field) });
  });

  it('answers NUL characters in sign-in, forgot-password, nested fields, array items and field names with 400', async () => {
    const cases: [string, object, string][] = [
      ['/api/auth/login', { email: 'a\u0000@pfizer.com', password: 'x' }, 'email'],
      ['/api/auth/forgot-password', { email: 'a\u0000@pfizer.com' }, 'email'],
      ['/api/auth/reset-password', { token: '\u0000', newPassword: 'a-long-enough-password' }, 'token'],
      ['/api/auth/signup', { ...applicant, extra: { deeper: ['ok', 'n\u0000'] } }, 'extra.deeper[1]'],
      ['/api/auth/signup', { ...applicant, 'bad\u0000name': 1 }, 'body'],
    ];
    for (const [url, body, field] of cases) {
      const res = await request(server()).post(url).send(body);
      expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 400, body: nul(field) });
    }
    const review = await member.post('/api/project-matches').send({ projectType: 'Clinical\u0000Trial' });
    expect({ status: review.status, body: review.body }).toEqual({ status: 400, body: nul('projectType') });
    const form = await request(server()).post('/api/auth/forgot-password').type('form').send('email=a%00%40pfizer.com');
    expect({ status: form.status, body: form.body }).toEqual({ status: 400, body: nul('email') });
  });

  it('refuses an address with a lone UTF-16 surrogate as a project share or an RFP invitation with the email message, not a 5xx', async () => {
    const project = await member.post('/api/projects').send({ name: 'Surrogates' }).expect(201);
    const share = await member.post(`/api/projects/${project.body.id}/members`).send({ email: '\ud800', role: 'viewer' });
    expect({ status: share.status, body: share.body }).toEqual({ status: 400, body: badRequest('email', 'Please enter a valid email address') });
    const invitation = await member
      .post('/api/rfps/00000000-0000-4000-8000-000000000000/invitations')
      .send({ companyId: '00000000-0000-4000-8000-000000000000', email: 'a\ud800' });
    expect({ status: invitation.status, body: invitation.body }).toEqual({ status: 400, body: badRequest('email', 'Please enter a valid email address') });
  });

  const pagedLists = [
    '/api/companies',
    '/api/admin/pending-users',
    '/api/admin/verification-requests',
    '/api/admin/pending-reviews',
    '/api/admin/company-submissions',
    '/api/admin/pending-vendors',
  ];

  it.each(pagedLists)('answers %s with an offset above 100,000 with 400 and reads offset 100,000', async (path) => {
    const offsetTooLarge = badRequest('offset', 'offset must be at most 100000');
    for (const offset of ['100001', '99999999999999999999', '9007199254740993']) {
      const res = await admin.get(`${path}?offset=${offset}`);
      expect({ offset, status: res.status, body: res.body }).toEqual({ offset, status: 400, body: offsetTooLarge });
    }
    const last = await admin.get(`${path}?offset=100000`);
    expect({ status: last.status, body: last.body }).toEqual({ status: 200, body: [] });
  });
});
