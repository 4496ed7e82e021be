import { Client } from 'pg';
import request from 'supertest';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

// DECISIONS §15: public reads come from each instance's cache, every instance drops it on a committed
// change (PostgreSQL LISTEN/NOTIFY), and a cached anonymous read needs neither sessions nor database.
/** An answer's headers without the two that differ on every answer. */
function headersOf(res: request.Response): Record<string, string> {
  const { date: _date, 'x-request-id': _id, ...rest } = res.headers as Record<string, string>;
  return rest;
}

describe('Public read cache across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let companyId: string;
  let pendingReviewId: string;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ databaseUrl: a.config.databaseUrl! });
    ({ Lonza: companyId } = await insertCompanies(a.em(), [aCompany({ name: 'Lonza', type: 'CDMO' })]));
    await insertReviews(a.em(), companyId, [{ technicalExpertise: 4 }]);
    [pendingReviewId] = await insertReviews(a.em(), companyId, [{ technicalExpertise: 10, moderationStatus: 'pending' }]);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('shows an approval made on one instance on the other at once', async () => {
    const onB = async () => (await request(b.app.getHttpServer()).get(`/api/companies/${companyId}`).expect(200)).body;
    const reviewsOnB = async () => (await request(b.app.getHttpServer()).get(`/api/companies/${companyId}/reviews`).expect(200)).body;
    const before = await onB();
    expect(before.reviewCount).toBe(1);
    const etag = (await request(b.app.getHttpServer()).get(`/api/companies/${companyId}`).expect(200)).headers.etag;
    expect(await reviewsOnB()).toHaveLength(1);
    // Served from B's cache now; the approval happens on A.
    const admin = await insertMember(a.em(), { email: 'admin@example.com', userType: 'admin' });
    const agent = await signedInAgent(a.app.getHttpServer(), admin.email);
    await agent.post('/api/admin/moderate-review').send({ reviewId: pendingReviewId, approved: true }).expect(200);

    const after = await onB();
    expect(after.reviewCount).toBe(2);
    expect(after.averageRatings.technicalExpertise).toBe(7);
    expect(await reviewsOnB()).toHaveLength(2);
    // The old ETag no longer matches: a revalidating client gets the new body.
    await request(b.app.getHttpServer()).get(`/api/companies/${companyId}`).set('If-None-Match', etag).expect(200);
    // And the profile page's head on B follows.
    expect((await request(b.app.getHttpServer()).get(`/companies/${companyId}`).expect(200)).text).toContain('Rated 7.0/10 from 2 verified reviews');
  });

  it('answers a cached read with the headers of the answer it stored, security headers included', async () => {
    const server = b.app.getHttpServer();
    // Reviews are filled through the whole pipeline (only directory pages are computed in front of it).
    const path = `/api/companies/${companyId}/reviews?limit=7`;
    const stored = await request(server).get(path).expect(200);
    expect(stored.headers['x-request-id']).toBeDefined(); // the miss went through the whole pipeline
    const cached = await request(server).get(path).expect(200);
    expect(cached.headers['x-request-id']).toBeUndefined(); // the hit did not
    expect(headersOf(cached)).toEqual(headersOf(stored));
    expect(cached.headers['content-security-policy']).toContain("default-src 'self'");
    expect(cached.headers['x-total-count']).toBe(stored.headers['x-total-count']);
    expect(cached.body).toEqual(stored.body);
    // A HEAD is answered uncompressed, with the identity length.
    const withoutCoding = ({ 'content-encoding': _coding, 'content-length': _length, ...rest }: Record<string, string>) => rest;
    const head = await request(server).head(path).expect(200);
    expect(withoutCoding(headersOf(head))).toEqual(withoutCoding(headersOf(stored)));
    await request(server).get(path).set('If-None-Match', stored.headers.etag).expect(304);
  });

  it("computes a visitor's uncached directory page in front of the pipeline, as the pipeline answers a member", async () => {
    const server = b.app.getHttpServer();
    const member = await insertMember(b.em(), { email: 'reader@example.com' });
    const agent = await signedInAgent(server, member.email);
    const path = '/api/companies?type=CDMO&limit=9&sort=name';
    const throughPipeline = await agent.get(path).expect(200);
    expect(throughPipeline.headers['x-request-id']).toBeDefined();
    const inFront = await request(server).get(path).expect(200);
    expect(inFront.headers['x-request-id']).toBeUndefined(); // not through Express's pipeline
    expect(inFront.text).toBe(throughPipeline.text);
    expect(JSON.parse(inFront.text).map((card: { name: string }) => card.name)).toEqual(['Lonza']);
    // Every header the pipeline gives (security headers, type, total), with the same value; a member's ETag is
    // Express's own, and a member's answer is sent as it is made (no length ahead).
    const { 'set-cookie': _cookie, 'content-length': _length, 'transfer-encoding': _chunked, etag: _etag, ...pipelineHeaders } = headersOf(throughPipeline);
    expect(headersOf(inFront)).toEqual(expect.objectContaining(pipelineHeaders));
    expect(inFront.headers['content-security-policy']).toContain("default-src 'self'");
    // It was stored: the next visitor gets the same answer from the cache, and a revalidation gets 304.
    const cached = await request(server).get(path).expect(200);
    expect(headersOf(cached)).toEqual(headersOf(inFront));
    await request(server).get(path).set('If-None-Match', inFront.headers.etag).expect(304);
    await request(server).head('/api/companies?type=CDMO&limit=8').expect(200).expect('x-total-count', '1');
  });

  it("leaves a visitor's invalid directory query to the pipeline's 400", async () => {
    const server = b.app.getHttpServer();
    const unknown = await request(server).get('/api/companies?type=CRO&sort=cheapest').expect(400);
    expect(unknown.headers['x-request-id']).toBeDefined();
    expect(unknown.body.errors).toEqual({ sort: expect.stringContaining('sort must be one of') });
    const nul = await request(server).get('/api/companies?search=a%00b').expect(400);
    expect(nul.body.errors).toEqual({ search: 'search must not contain a NUL character' });
    const extra = await request(server).get('/api/companies?colour=blue').expect(400);
    expect(extra.body.errors).toHaveProperty('colour');
  });

  it('answers cached anonymous reads without the session store or the database', async () => {
    const server = b.app.getHttpServer();
    const paths = ['/api/companies?limit=50', `/api/companies/${companyId}`, `/api/companies/${companyId}/reviews`, `/companies/${companyId}`];
    for (const path of paths) await request(server).get(path).expect(200); // fill
    // Another session holds every table behind those answers, and the sessions, in exclusive mode:
    // any query would wait for it.
    const blocker = new Client({ connectionString: a.config.databaseUrl! });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE companies, company_rating_aggregates, directory_listings, reviews, review_responses, sessions IN ACCESS EXCLUSIVE MODE');
      for (const path of paths) {
        const res = await request(server).get(path).timeout(2000).expect(200);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      // A request with a session cookie is not served from the cache: it waits for the database.
      await expect(request(server).get('/api/companies?limit=50').set('Cookie', 'bv.sid=s%3Asomething.sig').timeout(500)).rejects.toThrow(/Timeout/);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
  });
});
