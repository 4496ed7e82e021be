import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

const DEMO_PASSWORD = 'biovetted-demo';

describe("The admin queue's possible duplicates by website domain", () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true });
  });
  afterAll(() => sut?.close());

  it('matches a subdomain of a listed company, but never a page on a shared host such as LinkedIn', async () => {
    await insertCompanies(sut.em(), [
      aCompany({ name: 'Acme Biologics', website: 'https://www.acme-bio.com' }),
      aCompany({ name: 'Social Research Co', website: 'https://www.linkedin.com/company/social-research' }),
    ]);
    const pending = (name: string, website: string) => ({ source: 'import', name, name_key: name.toLowerCase(), website, website_domain: null });
    await knexOf(sut.em())('company_submissions').insert([
      pending('Acme US Operations', 'https://us.acme-bio.com/contact'),
      pending('Unrelated Labs', 'https://www.linkedin.com/company/unrelated-labs'),
    ]);

    const admin = request.agent(sut.app.getHttpServer());
    await admin.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: DEMO_PASSWORD }).expect(200);
    const list = (await admin.get('/api/admin/company-submissions').expect(200)).body as { name: string; possibleDuplicates: { name: string }[] }[];
    const duplicatesOf = (name: string) => list.find((s) => s.name === name)!.possibleDuplicates.map((d) => d.name);
    expect(duplicatesOf('Acme US Operations')).toEqual(['Acme Biologics']);
    expect(duplicatesOf('Unrelated Labs')).toEqual([]);
  });
});
