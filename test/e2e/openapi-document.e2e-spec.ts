import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';

// docs/openapi.json is the committed contract; the web's types are generated from it
// (web/src/api/schema.d.ts). `npm run openapi` rewrites both.
const committed = join(__dirname, '../../docs/openapi.json');

describe('The committed OpenAPI document', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('matches what the API serves at /api/docs-json', async () => {
    const served = `${JSON.stringify((await request(sut.app.getHttpServer()).get('/api/docs-json').expect(200)).body, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(committed, served);
    expect(existsSync(committed)).toBe(true);
    // When this fails the API changed: run `npm run openapi` and commit docs/openapi.json and the web types.
    expect(readFileSync(committed, 'utf8')).toBe(served);
  });

  it('documents the error body of every 4xx answer', async () => {
    const document = JSON.parse(readFileSync(committed, 'utf8'));
    for (const [path, operations] of Object.entries<Record<string, { responses: Record<string, { content?: unknown }> }>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status.startsWith('4')) expect({ path, method, status, documented: response.content !== undefined }).toMatchObject({ documented: true });
        }
      }
    }
  });
});
