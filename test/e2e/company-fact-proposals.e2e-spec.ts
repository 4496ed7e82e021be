import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { reapplyStatedFacts } from '../../src/adapters/persistence/repositories/managed-companies.repository';
import { loadCompanies } from '../../src/adapters/persistence/seed/company-dataset.loader';
import { aCompany, insertCompanies, insertVendorAccount } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

// A verified vendor proposes its company's facts; an admin approves (the facts show "stated by the company") or
// rejects (nothing changes), once. Each test has a manufacturer of its own (named MAKER and a number), with its
// own verified vendor, so what one test states no other sees.
const MAKER = 'Kestrel Biologics';
const OTHER = 'Plover Clinical';
const SOURCE = 'https://kestrel-bio.example/about/sites';
const GHENT = { city: 'Ghent', country: 'Belgium', capabilities: ['Manufacturing', 'Monoclonal Antibodies'] };

describe('Company facts stated by the company', () => {
  let sut: TestApp;
  let admin: ReturnType<typeof request.agent>;
  let vendor: ReturnType<typeof request.agent>;
  let vendorEmail: string;
  let ids: Record<string, string>;
  let maker: string;
  let made = 0;
  const server = () => sut.app.getHttpServer();
  const profile = async (name: string) => (await request(server()).get(`/api/companies/${ids[name]}`).expect(200)).body;
  const propose = (body: object, company = maker, agent = vendor) => agent.post(`/api/vendor/companies/${ids[company]}/fact-proposals`).send(body);
  /** The vendor states the Ghent site, a 2000 L bioreactor and 2004 as founded year, and an admin approves. */
  const statedByTheCompany = async () => {
    const created = await propose({ changes: { sites: [GHENT], maxBioreactorLiters: 2000, foundedYear: 2004 }, sourceUrl: SOURCE }).expect(201);
    await admin.post('/api/admin/moderate-fact-proposal').send({ proposalId: created.body.id, approved: true }).expect(200);
  };

  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true });
    admin = request.agent(server());
    await admin.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: 'biovetted-demo' }).expect(200);
    ids = await insertCompanies(sut.em(), [aCompany({ name: OTHER, type: 'CRO' })]);
  });
  beforeEach(async () => {
    made += 1;
    maker = `${MAKER} ${made}`;
    Object.assign(ids, await insertCompanies(sut.em(), [aCompany({ name: maker, type: 'CDMO', foundedYear: null, sites: null, maxBioreactorLiters: null })]));
    const member = await insertMember(sut.em(), { email: `vera-${made}@kestrel-bio.example` });
    await insertVendorAccount(sut.em(), { userId: member.id, companyId: ids[maker], status: 'approved' });
    vendorEmail = member.email;
    vendor = await signedInAgent(server(), member.email);
  });
  afterAll(() => sut?.close());

  it('shows unknown facts of a manufacturer as not stated, with no company statement', async () => {
    expect(await profile(maker)).toMatchObject({ sites: null, maxBioreactorLiters: null, foundedYear: null, statedFacts: [], formerNames: [] });
  });

  it('takes a proposal as pending and changes nothing until an admin approves; approved facts show as stated by the company', async () => {
    const created = await propose({ changes: { sites: [GHENT], maxBioreactorLiters: 2000, foundedYear: 2004 }, sourceUrl: SOURCE }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      companyId: ids[maker],
      changes: { sites: [GHENT], maxBioreactorLiters: 2000, foundedYear: 2004 },
      sourceUrl: SOURCE,
      status: 'pending',
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(await profile(maker)).toMatchObject({ sites: null, maxBioreactorLiters: null, foundedYear: null, statedFacts: [] });
    expect((await vendor.get(`/api/vendor/companies/${ids[maker]}/fact-proposals`).expect(200)).body).toEqual([
      expect.objectContaining({ id: created.body.id, status: 'pending' }),
    ]);

    const queue = (await admin.get('/api/admin/fact-proposals').expect(200)).body;
    expect(queue).toEqual([
      expect.objectContaining({
        id: created.body.id,
        companyName: maker,
        proposerEmail: vendorEmail,
        sourceUrl: SOURCE,
        changes: expect.arrayContaining([
          { field: 'sites', from: null, to: [GHENT] },
          { field: 'maxBioreactorLiters', from: null, to: 2000 },
          { field: 'foundedYear', from: null, to: 2004 },
        ]),
      }),
    ]);

    expect((await admin.post('/api/admin/moderate-fact-proposal').send({ proposalId: created.body.id, approved: true }).expect(200)).body).toEqual({
      id: created.body.id,
      status: 'approved',
    });
    const again = await admin.post('/api/admin/moderate-fact-proposal').send({ proposalId: created.body.id, approved: false }).expect(409);
    expect(again.body.message).toBe('Already decided');

    const today = new Date().toISOString().slice(0, 10);
    const after = await profile(maker);
    expect(after).toMatchObject({ sites: [GHENT], maxBioreactorLiters: 2000, foundedYear: 2004 });
    expect(after.statedFacts).toEqual(
      expect.arrayContaining(['sites', 'maxBioreactorLiters', 'foundedYear'].map((field) => ({ field, statedAt: today, sourceUrl: SOURCE }))),
    );
    expect(after.statedFacts).toHaveLength(3);
    const [row] = await knexOf(sut.em())('companies').where('id', ids[maker]).select('max_bioreactor_liters');
    expect(row.max_bioreactor_liters).toBe(2000);
    expect((await admin.get('/api/admin/fact-proposals').expect(200)).body).toEqual([]);
  });

  it('changes nothing when an admin rejects a proposal', async () => {
    await statedByTheCompany();
    const before = await profile(maker);
    const created = await propose({ changes: { foundedYear: 1990, maxBioreactorLiters: 50_000 } }).expect(201);
    expect((await admin.post('/api/admin/moderate-fact-proposal').send({ proposalId: created.body.id, approved: false, notes: 'No source' }).expect(200)).body).toEqual({
      id: created.body.id,
      status: 'rejected',
    });
    await admin.post('/api/admin/moderate-fact-proposal').send({ proposalId: created.body.id, approved: true }).expect(409);
    const after = await profile(maker);
    expect(after).toMatchObject({ foundedYear: 2004, maxBioreactorLiters: 2000, sites: [GHENT] });
    expect(after.statedFacts).toEqual(before.statedFacts);
  });

  it('drops the "stated by the company" mark of a fact an admin later edits, and keeps the others', async () => {
    await statedByTheCompany();
    await admin.patch(`/api/admin/companies/${ids[maker]}`).send({ foundedYear: 2003 }).expect(200);
    const after = await profile(maker);
    expect(after.foundedYear).toBe(2003);
    expect(after.statedFacts.map((fact: { field: string }) => fact.field).sort()).toEqual(['maxBioreactorLiters', 'sites']);
    await admin.patch(`/api/admin/companies/${ids[maker]}`).send({ foundedYear: 2004 }).expect(200);
  });

  it('keeps what the company stated when a newer check of the dataset reloads the company, as start-up does', async () => {
    await statedByTheCompany();
    // An admin's edit of the founded year, which is then no longer the company's statement.
    await admin.patch(`/api/admin/companies/${ids[maker]}`).send({ foundedYear: 2003 }).expect(200);
    const reloaded = aCompany({ name: maker, type: 'CDMO', sites: null, maxBioreactorLiters: 500, foundedYear: 1999, verifiedAt: '2099-01-01' });
    const em = sut.em();
    await em.transactional(async (tx) => {
      const result = await loadCompanies(tx, [reloaded], 'dataset', { refresh: true });
      expect(result.refreshedIds).toEqual([ids[maker]]);
      await reapplyStatedFacts(tx, result.refreshedIds);
    });
    // The stated sites and bioreactor stay; the founded year, no longer stated since the admin's edit, follows the dataset.
    expect(await profile(maker)).toMatchObject({ sites: [GHENT], maxBioreactorLiters: 2000, foundedYear: 1999 });
    await admin.patch(`/api/admin/companies/${ids[maker]}`).send({ foundedYear: 2004 }).expect(200);
  });

  it('answers 404 to a member who is no verified vendor of the company, as for an unknown company', async () => {
    await propose({ changes: { foundedYear: 2001 } }, OTHER).expect(404);
    const pendingMember = await insertMember(sut.em(), { email: 'pat@plover.example' });
    await insertVendorAccount(sut.em(), { userId: pendingMember.id, companyId: ids[OTHER], status: 'pending' });
    const pending = await signedInAgent(server(), pendingMember.email);
    await propose({ changes: { foundedYear: 2001 } }, OTHER, pending).expect(404);
    await vendor
      .post('/api/vendor/companies/00000000-0000-4000-8000-000000000000/fact-proposals')
      .send({ changes: { foundedYear: 2001 } })
      .expect(404);
    await request(server())
      .post(`/api/vendor/companies/${ids[maker]}/fact-proposals`)
      .send({ changes: { foundedYear: 2001 } })
      .expect(401);
    await vendor.get(`/api/vendor/companies/${ids[OTHER]}/fact-proposals`).expect(404);
    await vendor.get('/api/vendor/companies/not-a-uuid/fact-proposals').expect(404);
    await vendor
      .post('/api/vendor/companies/not-a-uuid/fact-proposals')
      .send({ changes: { foundedYear: 2001 } })
      .expect(404);
    expect((await profile(OTHER)).statedFacts).toEqual([]);
  });

  it("validates like the admin's edit: 400 with the same message, naming changes.<fact>, nothing stored", async () => {
    await statedByTheCompany();
    const cases: [string, object][] = [
      ['foundedYear', { foundedYear: 1750 }],
      ['services', { services: ['Astrology'] }],
      ['website', { website: 'not a website' }],
      ['maxBioreactorLiters', { maxBioreactorLiters: -5 }],
      ['maxBioreactorLiters', { maxBioreactorLiters: 2_000_000 }],
      ['sites', { sites: [{ city: 'Atlantis', country: 'Oceania', capabilities: [] }] }],
      ['sites', { sites: [{ city: '', country: 'Belgium' }] }],
      ['formerNames', { formerNames: 'Covance' }],
    ];
    for (const [field, changes] of cases) {
      const proposed = (await propose({ changes }).expect(400)).body;
      const edited = (await admin.patch(`/api/admin/companies/${ids[maker]}`).send(changes).expect(400)).body;
      expect({ field, message: proposed.message }).toEqual({ field, message: edited.message });
      if (edited.errors?.[field]) expect(proposed.errors[`changes.${field}`]).toBe(edited.errors[field]);
    }
    const yearRange = `Founded year must be between 1800 and ${new Date().getUTCFullYear()}`;
    expect((await propose({ changes: { foundedYear: 1750 } }).expect(400)).body).toMatchObject({
      message: yearRange,
      errors: { 'changes.foundedYear': yearRange },
    });
    expect((await propose({ changes: {} }).expect(400)).body.message).toBe('Please change at least one fact');
    // The profile says 2004 already: nothing to propose.
    expect((await propose({ changes: { foundedYear: 2004 } }).expect(400)).body.message).toBe('The profile already states these facts');
    expect((await propose({ changes: { foundedYear: 2002 }, sourceUrl: 'ftp://files.example/x' }).expect(400)).body.errors.sourceUrl).toBe(
      'Please enter the address of a web page, starting with https://',
    );
    await propose({ changes: { tagline: 'Best CDMO' } }).expect(400);
    expect((await admin.get('/api/admin/fact-proposals').expect(200)).body).toEqual([]);
    expect(await profile(maker)).toMatchObject({ foundedYear: 2004, maxBioreactorLiters: 2000, sites: [GHENT] });
  });

  it("rejects a manufacturer fact for a research provider with the admin edit's message", async () => {
    const member = await insertMember(sut.em(), { email: 'otto@plover.example' });
    await insertVendorAccount(sut.em(), { userId: member.id, companyId: ids[OTHER], status: 'approved' });
    const other = await signedInAgent(server(), member.email);
    const res = await propose({ changes: { maxBioreactorLiters: 1000 } }, OTHER, other).expect(400);
    expect(res.body.message).toBe('maxBioreactorLiters applies to manufacturers (CDMO, CMO, CRDMO)');
    const adminEdit = await admin.patch(`/api/admin/companies/${ids[OTHER]}`).send({ maxBioreactorLiters: 1000 }).expect(400);
    expect(adminEdit.body.message).toBe(res.body.message);
  });
});
