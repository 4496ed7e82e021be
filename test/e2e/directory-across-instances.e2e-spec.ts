import request from 'supertest';
import { aCompany, insertCompanies } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

// Two app instances on one database: the directory's read model is written in the transaction of the company
// write, so whichever instance reads next reads it. Every read below asks something not asked before, so no
// cache of either instance answers it.
describe('The directory across app instances', () => {
  let a: TestApp;
  let b: TestApp;
  let id: string;
  let unlistedId: string;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ databaseUrl: a.config.databaseUrl! });
    // One company for each test, in its own country, so that neither test sees what the other changes.
    ({ 'Fjord Assay Labs': id, 'Saimaa Fill Finish': unlistedId } = await insertCompanies(a.em(), [
      aCompany({ name: 'Fjord Assay Labs', type: 'CRO', country: 'Norway', location: 'Oslo', services: ['Bioanalysis'], serviceLocations: ['Europe'] }),
      aCompany({ name: 'Saimaa Fill Finish', type: 'CMO', country: 'Finland', location: 'Lappeenranta', services: ['Manufacturing'], serviceLocations: ['Europe'] }),
    ]));
    await insertMember(a.em(), { email: 'fjord-admin@biovetted.test', userType: 'admin' });
    admin = await signedInAgent(a.app.getHttpServer(), 'fjord-admin@biovetted.test');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const onB = (path: string) => request(b.app.getHttpServer()).get(path).expect(200);
  const namesOf = (body: { name: string }[]) => body.map((company) => company.name);

  it('lists, finds and counts a company an admin edits on one instance in the next read of the other', async () => {
    expect(namesOf((await onB('/api/companies?country=Norway&type=CRO')).body)).toEqual(['Fjord Assay Labs']);

    await admin
      .patch(`/api/admin/companies/${id}`)
      .send({ name: 'Fjordline Manufacturing', type: 'CMO', services: ['Manufacturing'] })
      .expect(200);

    expect(namesOf((await onB('/api/companies?country=Norway&type=CMO')).body)).toEqual(['Fjordline Manufacturing']);
    expect(namesOf((await onB('/api/companies?search=Fjordline')).body)).toEqual(['Fjordline Manufacturing']);
    expect((await onB('/api/companies?search=Fjord%20Assay')).body).toEqual([]);
    expect((await onB('/api/companies/facets?country=Norway')).body.type).toMatchObject({ CRO: 0, CMO: 1 });
    expect((await onB('/api/companies?country=Norway&serviceCategories=manufacturing')).headers['x-total-count']).toBe('1');
  });

  it('leaves a company unlisted on one instance out of the next read of the other, and lists it again on relist', async () => {
    await admin.post(`/api/admin/companies/${unlistedId}/unlist`).send({ reason: 'Closed its Lappeenranta site' }).expect(200);
    expect((await onB('/api/companies?country=Finland&limit=10')).body).toEqual([]);
    expect((await onB('/api/companies/facets?country=Finland&location=Europe')).body.type).toMatchObject({ CMO: 0 });
    await admin.post(`/api/admin/companies/${unlistedId}/relist`).send({ reason: 'Reopened' }).expect(200);
    expect(namesOf((await onB('/api/companies?country=Finland&limit=11')).body)).toEqual(['Saimaa Fill Finish']);
  });
});
