import request from 'supertest';
import { ImportWarningLetters } from '../../src/domain/regulatory/import-warning-letters.use-case';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { aCompany, insertCompanies } from '../support/factories';
import { insertMember, MEMBER_PASSWORD, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

// The directory's filters on the regulatory record (fdaWarningLetters) and on a stated fact (minBioreactorLiters),
// and matching's option that leaves out companies with a warning letter (docs/directory.md,
// docs/matching-and-projects.md). Letters become a company's only when an admin confirms them, as in production.
const LETTERS = '/inspections-compliance-enforcement-and-criminal-investigations/warning-letters';
const letter = (slug: string, day: string, company: string) => ({
  url: `${LETTERS}/${slug}`,
  posted_date: day,
  letter_date: day,
  company,
  issuing_office: 'Center for Drug Evaluation and Research (CDER)',
  subject: 'CGMP/Finished Pharmaceuticals/Adulterated',
});

describe('Warning letters and bioreactor volume in the directory and in matching', () => {
  let sut: TestApp;
  let ids: Record<string, string>;
  const server = () => sut.app.getHttpServer();
  const get = (path: string) => request(server()).get(path);
  const names = (body: { name: string }[]) => body.map((company) => company.name).sort();

  beforeAll(async () => {
    sut = await startTestApp();
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Heron Biologics', type: 'CDMO', maxBioreactorLiters: 20_000, developmentPhases: ['Commercial'] }),
      aCompany({ name: 'Kestrel Bio', type: 'CDMO', maxBioreactorLiters: 2_000 }),
      aCompany({ name: 'Osprey Manufacturing', type: 'CMO', maxBioreactorLiters: 500 }),
      aCompany({ name: 'Plover Pharma', type: 'CDMO', maxBioreactorLiters: null }),
      aCompany({ name: 'Wren Clinical', type: 'CRO' }),
    ]);
    // Four letters; an admin confirms Heron's two and Kestrel's, and rejects the one naming Plover.
    await sut.app
      .get(ImportWarningLetters)
      .execute([
        letter('heron-biologics-gmbh-910001-03022025', '03/02/2025', 'Heron Biologics GmbH'),
        letter('heron-biologics-inc-910002-06102025', '06/10/2025', 'Heron Biologics Inc.'),
        letter('kestrel-bio-910003-09152025', '09/15/2025', 'Kestrel Bio LLC'),
        letter('plover-pharma-910004-10012025', '10/01/2025', 'Plover Pharma Ltd'),
      ]);
    const { email } = await insertMember(sut.em(), { userType: 'admin' });
    const admin = request.agent(server());
    await admin.post('/api/admin/auth').send({ email, password: MEMBER_PASSWORD }).expect(200);
    const queue: { id: string; company: { name: string } }[] = (await admin.get('/api/admin/regulatory-matches').expect(200)).body;
    expect(queue.map((match) => match.company.name).sort()).toEqual(['Heron Biologics', 'Heron Biologics', 'Kestrel Bio', 'Plover Pharma']);
    for (const match of queue) {
      await admin
        .post('/api/admin/moderate-regulatory-match')
        .send({ matchId: match.id, approved: match.company.name !== 'Plover Pharma' })
        .expect(200);
    }
  }, 120_000);

  afterAll(() => sut.close());

  describe('fdaWarningLetters', () => {
    it.each([
      ['?fdaWarningLetters=any', ['Heron Biologics', 'Kestrel Bio']],
      ['?fdaWarningLetters=none', ['Osprey Manufacturing', 'Plover Pharma', 'Wren Clinical']],
      ['?fdaWarningLetters=none&type=CDMO', ['Plover Pharma']],
      ['', ['Heron Biologics', 'Kestrel Bio', 'Osprey Manufacturing', 'Plover Pharma', 'Wren Clinical']],
    ])('%s lists exactly the companies with (or without) a confirmed letter', async (query, expected) => {
      const res = await get(`/api/companies${query}`).expect(200);
      expect(names(res.body)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    });

    it('counts each choice as the list would, within the other filters', async () => {
      expect((await get('/api/companies/facets').expect(200)).body.fdaWarningLetters).toEqual({ none: 3, any: 2 });
      expect((await get('/api/companies/facets?type=CDMO').expect(200)).body.fdaWarningLetters).toEqual({ none: 1, any: 2 });
      // A facet ignores its own filter; the others count within it.
      const facets = (await get('/api/companies/facets?fdaWarningLetters=any').expect(200)).body;
      expect(facets.fdaWarningLetters).toEqual({ none: 3, any: 2 });
      expect(facets.type).toMatchObject({ CDMO: 2, CMO: 0, CRO: 0 });
    });

    it('follows a confirmed letter into the list at once, and a company whose letter was rejected stays clean', async () => {
      const profile = (await get(`/api/companies/${ids['Plover Pharma']}`).expect(200)).body;
      expect(profile.regulatoryRecord.events).toEqual([]);
      const heron = (await get(`/api/companies/${ids['Heron Biologics']}`).expect(200)).body;
      expect(heron.regulatoryRecord.events).toHaveLength(2);
    });

    it('publishes the window the filter counts within', async () => {
      expect((await get('/api/regulatory-coverage').expect(200)).body).toEqual({
        coverage: [{ source: 'fda_warning_letters', from: '2025-03-02', to: '2025-10-01' }],
      });
    });
  });

  describe('minBioreactorLiters', () => {
    it.each([
      ['?minBioreactorLiters=2000', ['Heron Biologics', 'Kestrel Bio']],
      ['?minBioreactorLiters=2001', ['Heron Biologics']],
      ['?minBioreactorLiters=1', ['Heron Biologics', 'Kestrel Bio', 'Osprey Manufacturing']],
      ['?minBioreactorLiters=2000&minBioreactorLitersUnstated=true', ['Heron Biologics', 'Kestrel Bio', 'Plover Pharma', 'Wren Clinical']],
      ['?minBioreactorLiters=1000&fdaWarningLetters=none', []],
      ['?minBioreactorLiters=100&fdaWarningLetters=none', ['Osprey Manufacturing']],
    ])('%s keeps the companies stating at least that volume', async (query, expected) => {
      const res = await get(`/api/companies${query}`).expect(200);
      expect(names(res.body)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    });

    it('counts the companies that do not state a volume, which the switch adds', async () => {
      expect((await get('/api/companies/facets?minBioreactorLiters=2000').expect(200)).body.unstated.minBioreactorLiters).toBe(2);
      expect((await get('/api/companies/facets?minBioreactorLiters=2000&type=CDMO').expect(200)).body.unstated.minBioreactorLiters).toBe(1);
      // The floor narrows the other facets.
      expect((await get('/api/companies/facets?minBioreactorLiters=2000').expect(200)).body.fdaWarningLetters).toEqual({ none: 0, any: 2 });
    });
  });

  it.each([
    ['?fdaWarningLetters=some', 'fdaWarningLetters', 'fdaWarningLetters must be one of: none, any'],
    ['?minBioreactorLiters=0', 'minBioreactorLiters', 'minBioreactorLiters must be a whole number of liters from 1 to 1000000'],
    ['?minBioreactorLiters=2.5', 'minBioreactorLiters', 'minBioreactorLiters must be a whole number of liters from 1 to 1000000'],
    ['?minBioreactorLiters=lots', 'minBioreactorLiters', 'minBioreactorLiters must be a whole number of liters from 1 to 1000000'],
    ['?minBioreactorLiters=1000001', 'minBioreactorLiters', 'minBioreactorLiters must be a whole number of liters from 1 to 1000000'],
    ['?minBioreactorLiters=2000&minBioreactorLitersUnstated=maybe', 'minBioreactorLitersUnstated', 'minBioreactorLitersUnstated must be true or false'],
  ])('refuses %s with 400 on the list and the facets', async (query, field, message) => {
    for (const path of ['/api/companies', '/api/companies/facets']) {
      const res = await get(`${path}${query}`).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
  });

  it('keeps both filters in a saved search, as the directory takes them', async () => {
    const { email } = await insertMember(sut.em());
    const member = await signedInAgent(server(), email);
    const saved = await member
      .post('/api/saved-searches')
      .send({ searchName: 'Large clean bioreactors', filters: { fdaWarningLetters: 'none', minBioreactorLiters: 100 } });
    expect([saved.status, saved.body.errors]).toEqual([201, undefined]);
    expect(saved.body.filters).toMatchObject({ fdaWarningLetters: 'none', minBioreactorLiters: 100 });
    const refused = await member
      .post('/api/saved-searches')
      .send({ searchName: 'Bad', filters: { fdaWarningLetters: 'maybe' } })
      .expect(400);
    expect(JSON.stringify(refused.body.errors)).toContain('fdaWarningLetters must be one of: none, any');
  });

  describe('matching without warning letters', () => {
    const requirement = (overrides: Record<string, unknown> = {}) => ({
      projectType: 'Drug Manufacturing',
      timeline: 'Standard (3-12 months)',
      ...Object.fromEntries(RATING_CATEGORIES.map((category) => [`${category}Weight`, 3])),
      ...overrides,
    });
    const matchNames = (body: { matches: { name: string }[] }) => body.matches.map((match) => match.name).sort();

    it('leaves out the companies with a confirmed letter only when asked, and echoes the choice', async () => {
      const { email } = await insertMember(sut.em(), { subscriptionTier: 'professional' });
      const member = await signedInAgent(server(), email);
      const everyone = (await member.post('/api/project-matches').send(requirement()).expect(200)).body;
      expect(matchNames(everyone)).toEqual(['Heron Biologics', 'Kestrel Bio', 'Osprey Manufacturing', 'Plover Pharma']);
      expect(everyone.requirement.excludeFdaWarningLetters).toBe(false);

      const clean = (
        await member
          .post('/api/project-matches')
          .send(requirement({ excludeFdaWarningLetters: true }))
          .expect(200)
      ).body;
      expect(matchNames(clean)).toEqual(['Osprey Manufacturing', 'Plover Pharma']);
      expect(clean.requirement.excludeFdaWarningLetters).toBe(true);
      // The stored run keeps the option.
      const stored = (await member.get(`/api/project-matches/${clean.requirement.id}`).expect(200)).body;
      expect(stored.requirement.excludeFdaWarningLetters).toBe(true);
      expect(matchNames(stored)).toEqual(['Osprey Manufacturing', 'Plover Pharma']);

      // Check Match Score reads the newest requirement: a company with a letter does not fit it.
      const check = (await member.get(`/api/companies/${ids['Heron Biologics']}/match-score`).expect(200)).body;
      expect(check.fits).toBe(false);
      expect(check.match).toBeNull();
    });

    it('lets a visitor use the option too, and refuses a value that is not a boolean', async () => {
      const visitor = (
        await request(server())
          .post('/api/project-matches')
          .send(requirement({ excludeFdaWarningLetters: true }))
          .expect(200)
      ).body;
      expect(visitor.matches.map((match: { name: string }) => match.name)).not.toContain('Heron Biologics');
      const res = await request(server())
        .post('/api/project-matches')
        .send(requirement({ excludeFdaWarningLetters: 'yes' }))
        .expect(400);
      expect(res.body.errors).toEqual({ excludeFdaWarningLetters: 'excludeFdaWarningLetters must be true or false' });
    });
  });
});
