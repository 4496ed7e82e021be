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

describe('request bodies the API cannot read (DECISIONS §2, §14)', () => {
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

  it('still reads a JSON body just under the limit', async () => {
    const res = await request(sut.app.getHttpServer())
      .post('/api/auth/forgot-password')
      .send({ email: `${'a'.repeat(50)}@example.com`, padding: 'x'.repeat(90 * 1024) });
    // Read and validated: the unknown field is refused, which proves the body was parsed.
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe('Malformed JSON body');
  });
});
