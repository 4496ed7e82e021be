import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';

/** Every POST path of the API's own OpenAPI document, with path parameters filled in. */
async function postPaths(sut: TestApp): Promise<string[]> {
  const document = (await request(sut.app.getHttpServer()).get('/api/docs-json').expect(200)).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([, operations]) => 'post' in operations)
    .map(([path]) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'));
}

describe('request bodies the API cannot read (docs/api-contract.md#errors-and-validation, docs/security.md#trust-and-safety-rules)', () => {
  let sut: TestApp;
  let paths: string[];
  beforeAll(async () => {
    sut = await startTestApp();
    paths = await postPaths(sut);
  });
  afterAll(() => sut.close());

  it('finds the POST endpoints in the OpenAPI document', () => {
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/reviews', '/api/admin/moderate-review', '/api/stripe/webhook']));
  });

  it('answers malformed JSON with 400 "Malformed JSON body" on every POST endpoint', async () => {
    for (const path of paths) {
      const res = await request(sut.app.getHttpServer()).post(path).set('Content-Type', 'application/json').send('{"email": "a@b.co",');
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { statusCode: 400, message: 'Malformed JSON body', error: 'Bad Request' },
      });
    }
  });

  it('answers a JSON body over 100 kB with 413 on every POST endpoint', async () => {
    const body = JSON.stringify({ comments: 'x'.repeat(101 * 1024) });
    for (const path of paths) {
      const res = await request(sut.app.getHttpServer()).post(path).set('Content-Type', 'application/json').send(body);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 413,
        body: { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' },
      });
    }
  });

  it('answers a JSON body nested 5,000 levels deep with 400 "Request body is nested too deeply" on every POST endpoint, before any route or validation', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of paths) {
      const res = await request(sut.app.getHttpServer()).post(path).set('Content-Type', 'application/json').send(deep);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { statusCode: 400, message: 'Request body is nested too deeply', error: 'Bad Request' },
      });
    }
  });

  it('refuses a deep body before parsing it: 5,000 open brackets and then broken JSON get "nested too deeply", not a parse error', async () => {
    const deepAndBroken = `{"email":"a@b.co","password":"x","nested":${'['.repeat(5000)}not json`;
    const res = await request(sut.app.getHttpServer()).post('/api/auth/login').set('Content-Type', 'application/json').send(deepAndBroken);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: 'Request body is nested too deeply' });
  });

  it('still reads a body nested to the limit (32 levels)', async () => {
    const res = await request(sut.app.getHttpServer())
      .post('/api/auth/forgot-password')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'someone@example.com', extra: JSON.parse(`${'['.repeat(31)}${']'.repeat(31)}`) }));
    // Parsed and validated: the unknown field is what is refused.
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe('Request body is nested too deeply');
  });

  it('still reads a JSON body just under the limit', async () => {
    const res = await request(sut.app.getHttpServer())
      .post('/api/auth/forgot-password')
      .send({ email: `${'a'.repeat(50)}@example.com`, padding: 'x'.repeat(90 * 1024) });
    // Read and validated: the unknown field is refused, which proves the body was parsed.
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe('Malformed JSON body');
  });
});
