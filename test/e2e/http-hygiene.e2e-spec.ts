import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';

describe('HTTP hygiene', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());
  const server = () => sut.app.getHttpServer();

  it('answers health with a database check', async () => {
    const res = await request(server()).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('tells the web whether demo mode and billing are on', async () => {
    expect((await request(server()).get('/api/app-info').expect(200)).body).toEqual({ demoMode: false, billingEnabled: false });
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await request(server()).get('/api/companies?limit=1').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined(); // HSTS only in production
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    expect((await request(server()).get('/api/health').set('X-Request-Id', 'abc-123')).headers['x-request-id']).toBe('abc-123');
    expect((await request(server()).get('/api/health').set('X-Request-Id', 'bad id with spaces!')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    const res = await request(server()).get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 404, message: 'No API endpoint GET /api/no-such-thing', error: 'Not Found' });
  });

  it('publishes the OpenAPI document, with the service-category mapping, and Swagger UI', async () => {
    const doc = await request(server()).get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/companies', '/api/companies/{id}', '/api/companies/{id}/reviews', '/api/health']));
    const categories = doc.body.paths['/api/companies'].get.parameters.find((p: { name: string }) => p.name === 'serviceCategories');
    expect(categories.description).toContain('`clinical_research`: Clinical Research, Site Management, Patient Recruitment, Monitoring, Biostatistics');
    const ui = await request(server()).get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('serves the web app for any other path', async () => {
    // scripts/test.mjs builds the web app before the tests run.
    expect(existsSync(join(__dirname, '../../web/dist/server/index.js'))).toBe(true);
    const res = await request(server()).get('/companies?x=1').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
  });
});
