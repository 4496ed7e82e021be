import request from 'supertest';
import { aCompany, insertCompanies } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Broader values that take in narrower ones (Biologics takes in Monoclonal Antibodies) and the switch that also
 * keeps companies not stating a fact, over HTTP: the list, its total and the facet counts agree.
 */
describe('Directory filters with broader values and companies that state nothing', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
    await insertCompanies(sut.em(), [
      aCompany({ name: 'Broad Biologics CDMO', type: 'CDMO', therapeuticAreas: ['Oncology'], moleculeTypes: ['Biologics'] }),
      aCompany({ name: 'Antibody Oncology CRO', type: 'CRO', therapeuticAreas: ['Oncology'], moleculeTypes: ['Monoclonal Antibodies'] }),
      aCompany({ name: 'Conjugate Oncology CDMO', type: 'CDMO', therapeuticAreas: ['Oncology'], moleculeTypes: ['Antibody-Drug Conjugates'] }),
      aCompany({ name: 'Small Molecule Oncology CRO', type: 'CRO', therapeuticAreas: ['Oncology'], moleculeTypes: ['Small Molecules'] }),
      aCompany({ name: 'Unstated Oncology CRO', type: 'CRO', therapeuticAreas: ['Oncology'], moleculeTypes: null }),
      aCompany({ name: 'Unstated Everything CRO', type: 'CRO', therapeuticAreas: null, moleculeTypes: null }),
      aCompany({ name: 'Rheumatology Specialist CRO', type: 'CRO', therapeuticAreas: ['Rheumatology'], moleculeTypes: ['Monoclonal Antibodies'] }),
    ]);
  });
  afterAll(() => sut.close());

  const get = (path: string) => request(sut.app.getHttpServer()).get(path);
  const names = (body: { name: string }[]) => body.map((c) => c.name).sort();
  const total = async (query: string) => Number((await get(`/api/companies?${query}&limit=1`).expect(200)).headers['x-total-count']);

  it('finds companies listing Monoclonal Antibodies or ADCs for Oncology + Biologics', async () => {
    const res = await get('/api/companies?therapeuticAreas=Oncology&moleculeTypes=Biologics').expect(200);
    expect(names(res.body)).toEqual(['Antibody Oncology CRO', 'Broad Biologics CDMO', 'Conjugate Oncology CDMO']);
  });

  it('keeps a narrower value narrow: Monoclonal Antibodies does not take in Biologics', async () => {
    const res = await get('/api/companies?therapeuticAreas=Oncology&moleculeTypes=Monoclonal%20Antibodies').expect(200);
    expect(names(res.body)).toEqual(['Antibody Oncology CRO']);
  });

  it('takes in Rheumatology under Immunology', async () => {
    expect(names((await get('/api/companies?therapeuticAreas=Immunology').expect(200)).body)).toEqual(['Rheumatology Specialist CRO']);
  });

  it('counts a broader facet option as the list it gives, each company once', async () => {
    const facets = (await get('/api/companies/facets?therapeuticAreas=Oncology').expect(200)).body;
    expect(facets.moleculeTypes).toMatchObject({ Biologics: 3, 'Monoclonal Antibodies': 1, 'Small Molecules': 1 });
    expect(facets.moleculeTypes.Biologics).toBe(await total('therapeuticAreas=Oncology&moleculeTypes=Biologics'));
  });

  it('adds with the "include companies that don\'t state this" switch exactly the count the facets show for it', async () => {
    const query = 'therapeuticAreas=Oncology&moleculeTypes=Biologics';
    const facets = (await get(`/api/companies/facets?${query}`).expect(200)).body;
    expect(facets.unstated).toMatchObject({ moleculeTypes: 1, therapeuticAreas: 0 });
    const without = await total(query);
    const withUnstated = await get(`/api/companies?${query}&moleculeTypesUnstated=true`).expect(200);
    expect(Number(withUnstated.headers['x-total-count'])).toBe(without + facets.unstated.moleculeTypes);
    expect(names(withUnstated.body)).toContain('Unstated Oncology CRO');
    expect(names(withUnstated.body)).not.toContain('Small Molecule Oncology CRO');

    const byArea = (await get('/api/companies/facets?moleculeTypes=Monoclonal%20Antibodies').expect(200)).body;
    expect(byArea.unstated.therapeuticAreas).toBe(0);
    const allAreas = (await get('/api/companies/facets?therapeuticAreas=Oncology').expect(200)).body;
    expect(allAreas.unstated.therapeuticAreas).toBe(1);
    expect(await total('therapeuticAreas=Oncology&therapeuticAreasUnstated=true')).toBe((await total('therapeuticAreas=Oncology')) + 1);
  });

  it('leaves the list alone when the switch is on without values, and refuses a switch that is not true or false', async () => {
    expect(await total('moleculeTypesUnstated=true')).toBe(await total(''));
    const bad = await get('/api/companies?moleculeTypesUnstated=maybe').expect(400);
    expect(bad.body.errors).toEqual({ moleculeTypesUnstated: 'moleculeTypesUnstated must be true or false' });
  });

  it('keeps the switch in a saved search', async () => {
    const member = await signedInAgent(sut.app.getHttpServer(), (await insertMember(sut.em())).email);
    const filters = { therapeuticAreas: 'Oncology', moleculeTypes: 'Biologics', moleculeTypesUnstated: true };
    const saved = await member.post('/api/saved-searches').send({ searchName: 'Oncology biologics', filters }).expect(201);
    expect(saved.body.filters).toEqual(filters);
  });
});
