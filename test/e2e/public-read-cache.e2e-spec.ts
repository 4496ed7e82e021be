import { Client } from 'pg';
import request from 'supertest';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';
import { PublicReadChanges } from '../../src/domain/directory/public-read-changes.port';

// Visitors' public reads come from each instance's cache, every instance drops what a committed change affects
// (PostgreSQL LISTEN/NOTIFY with surrogate keys), and a cached anonymous read needs neither sessions nor database.
/** An answer's headers without the two that differ on every answer. */
function headersOf(res: request.Response): Record<string, string> {
  const { date: _date, 'x-request-id': _id, ...rest } = res.headers as Record<string, string>;
  return rest;
}

describe('public answers cached across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let companyId: string;
  let pendingReviewId: string;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ databaseUrl: a.config.databaseUrl! });
    ({ Lonza: companyId } = await insertCompanies(a.em(), [aCompany({ name: 'Lonza', type: 'CDMO' })]));
    // Two approved, then a third: the approval also takes it to the anonymity threshold, so its category scores appear.
    await insertReviews(a.em(), companyId, [{ technicalExpertise: 4 }, { technicalExpertise: 4 }]);
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
    expect(before.reviewCount).toBe(2);
    expect(before.averageRatings.technicalExpertise).toBeNull();
    const etag = (await request(b.app.getHttpServer()).get(`/api/companies/${companyId}`).expect(200)).headers.etag;
    expect(await reviewsOnB()).toHaveLength(2);
    // Served from B's cache now; the approval happens on A.
    const admin = await insertMember(a.em(), { email: 'admin@example.com', userType: 'admin' });
    const agent = await signedInAgent(a.app.getHttpServer(), admin.email);
    await agent.post('/api/admin/moderate-review').send({ reviewId: pendingReviewId, approved: true }).expect(200);

    const after = await onB();
    expect(after.reviewCount).toBe(3);
    expect(after.averageRatings.technicalExpertise).toBe(6);
    expect(await reviewsOnB()).toHaveLength(3);
    // The old ETag no longer matches: a revalidating client gets the new body.
    await request(b.app.getHttpServer()).get(`/api/companies/${companyId}`).set('If-None-Match', etag).expect(200);
    // And the profile page's head on B follows.
    expect((await request(b.app.getHttpServer()).get(`/companies/${companyId}`).expect(200)).text).toContain('Rated 6.0/10 from 3 verified reviews');
  });

  it('answers a cached read through the whole pipeline, with its own request id and the headers of the answer it stored', async () => {
    const server = b.app.getHttpServer();
    const path = `/api/companies/${companyId}/reviews?limit=7`;
    const stored = await request(server).get(path).expect(200);
    const cached = await request(server).get(path).set('X-Request-Id', 'cached-read').expect(200);
    expect(stored.headers['x-request-id']).toBeDefined();
    expect(cached.headers['x-request-id']).toBe('cached-read'); // the pipeline's request log saw it
    expect(headersOf(cached)).toEqual(headersOf(stored));
    expect(cached.headers['content-security-policy']).toContain("default-src 'self'");
    expect(cached.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(cached.headers['surrogate-key']).toBe(`company:${companyId}`);
    expect(cached.headers['x-total-count']).toBe(stored.headers['x-total-count']);
    expect(cached.body).toEqual(stored.body);
    // A HEAD is answered uncompressed, with the identity length.
    const withoutCoding = ({ 'content-encoding': _coding, 'content-length': _length, ...rest }: Record<string, string>) => rest;
    const head = await request(server).head(path).expect(200);
    expect(withoutCoding(headersOf(head))).toEqual(withoutCoding(headersOf(stored)));
    await request(server).get(path).set('If-None-Match', stored.headers.etag).expect(304);
  });

  it("gives a visitor the member's directory page, marked public with its surrogate key, and the member's marked private", async () => {
    const server = b.app.getHttpServer();
    const member = await insertMember(b.em(), { email: 'reader@example.com' });
    const agent = await signedInAgent(server, member.email);
    const path = '/api/companies?type=CDMO&limit=9&sort=name';
    const asMember = await agent.get(path).expect(200);
    const asVisitor = await request(server).get(path).expect(200);
    expect(asVisitor.text).toBe(asMember.text);
    expect(JSON.parse(asVisitor.text).map((card: { name: string }) => card.name)).toEqual(['Lonza']);
    expect(asMember.headers['cache-control']).toBe('private, no-cache');
    expect(asMember.headers['surrogate-key']).toBeUndefined();
    expect(asVisitor.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(asVisitor.headers['surrogate-key']).toBe('directory');
    // Every other header the pipeline gives (security headers, type, total), with the same value.
    const {
      'set-cookie': _cookie,
      'content-length': _length,
      'transfer-encoding': _chunked,
      etag: _etag,
      'cache-control': _policy,
      ...pipelineHeaders
    } = headersOf(asMember);
    expect(headersOf(asVisitor)).toEqual(expect.objectContaining(pipelineHeaders));
    const cached = await request(server).get(path).expect(200);
    expect(headersOf(cached)).toEqual(headersOf(asVisitor));
    await request(server).get(path).set('If-None-Match', asVisitor.headers.etag).expect(304);
    await request(server).head('/api/companies?type=CDMO&limit=8').expect(200).expect('x-total-count', '1');
  });

  it("answers a visitor's invalid directory query with the pipeline's 400, never marked public", async () => {
    const server = b.app.getHttpServer();
    const unknown = await request(server).get('/api/companies?type=CRO&sort=cheapest').expect(400);
    expect(unknown.headers['x-request-id']).toBeDefined();
    expect(unknown.headers['cache-control']).toBe('private, no-cache');
    expect(unknown.body.errors).toEqual({ sort: expect.stringContaining('sort must be one of') });
    const nul = await request(server).get('/api/companies?search=a%00b').expect(400);
    expect(nul.body.errors).toEqual({ search: 'search must not contain a NUL character' });
    const extra = await request(server).get('/api/companies?colour=blue').expect(400);
    expect(extra.body.errors).toHaveProperty('colour');
  });

  it("keeps other companies' answers when one company changes, and drops that company's and the directory's", async () => {
    const server = b.app.getHttpServer();
    const { Catalent: otherId } = await insertCompanies(a.em(), [aCompany({ name: 'Catalent', type: 'CDMO' })]);
    await b.app.get(PublicReadChanges).caughtUp();
    const paths = { changed: `/api/companies/${companyId}`, other: `/api/companies/${otherId}`, directory: '/api/companies?limit=20' };
    for (const path of Object.values(paths)) await request(server).get(path).expect(200); // fill
    // A writer outside the app (an import, a script) changes one company; both instances hear it.
    const writer = new Client({ connectionString: a.config.databaseUrl! });
    await writer.connect();
    const blocker = new Client({ connectionString: a.config.databaseUrl! });
    await blocker.connect();
    try {
      await writer.query(`update companies set description = 'Now with a new description' where id = $1`, [companyId]);
      await b.app.get(PublicReadChanges).caughtUp();
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE companies, company_rating_aggregates, reviews, review_responses, sessions IN ACCESS EXCLUSIVE MODE');
      // The other company's profile is still answered from B's cache; the changed one and the directory need the database.
      await request(server).get(paths.other).timeout(2000).expect(200);
      await expect(request(server).get(paths.changed).timeout(500)).rejects.toThrow(/Timeout/);
      await expect(request(server).get(paths.directory).timeout(500)).rejects.toThrow(/Timeout/);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
      await writer.end();
    }
    expect((await request(server).get(paths.changed).expect(200)).body.description).toBe('Now with a new description');
  });

  it('lets writes answered at the same moment each wait until its own changes are heard', async () => {
    const changes = b.app.get(PublicReadChanges);
    const started = Date.now();
    await Promise.all(Array.from({ length: 10 }, () => changes.caughtUp()));
    // Each write's marker came back: none waited for the 2 s after which a write is answered anyway.
    expect(Date.now() - started).toBeLessThan(2000);
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
      // The page kept its policy: the nonce its inline scripts carry is the one the policy allows.
      const page = await request(server).get(`/companies/${companyId}`).timeout(2000).expect(200);
      const allowed = /'nonce-([^']+)'/.exec(page.headers['content-security-policy'])?.[1];
      const carried = [...page.text.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(carried.length).toBeGreaterThan(0);
      expect(new Set(carried)).toEqual(new Set([allowed]));
      // A request with a session cookie is not served from the cache: it waits for the database.
      await expect(request(server).get('/api/companies?limit=50').set('Cookie', 'bv.sid=s%3Asomething.sig').timeout(500)).rejects.toThrow(/Timeout/);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
  });
});
