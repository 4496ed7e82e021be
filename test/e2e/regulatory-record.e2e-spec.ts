import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { RegulatoryRefreshScheduler } from '../../src/api/regulatory/regulatory-refresh.scheduler';
import { startTestApp, type TestApp } from '../support/test-app';

// The shipped dataset and FDA listing loaded at start-up, the reviewed mapping applied, the admin's queue, and
// the monthly refresh reading a fixture listing from a local HTTP server.
const DEMO_PASSWORD = 'biovetted-demo';
const LETTERS = 'https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters';
const SHIPPED_COVERAGE = { source: 'fda_warning_letters', from: '2021-01-05', to: '2026-03-23' };

const FEED = [
  'url,posted_date,letter_date,company,issuing_office,subject',
  // Already loaded from the shipped listing: left as it is.
  '/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/cohance-lifesciences-limited-718812-01302026,02/03/2026,01/30/2026,Cohance Lifesciences Limited,Center for Drug Evaluation and Research (CDER),CGMP/Finished Pharmaceuticals/Adulterated',
  '/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/lonza-biologics-inc-900001-04022026,04/07/2026,04/02/2026,"Lonza Biologics, Inc.",Center for Drug Evaluation and Research (CDER),CGMP/Active Pharmaceutical Ingredient (API)/Adulterated',
  '/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/syngene-international-limited-900002-04092026,04/14/2026,04/09/2026,Syngene International Limited,Center for Drug Evaluation and Research (CDER),CGMP/Finished Pharmaceuticals/Adulterated',
  '/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/acme-cosmetics-900003-04092026,04/14/2026,04/09/2026,Acme Cosmetics LLC,Center for Drug Evaluation and Research (CDER),Unapproved New Drugs/Misbranded',
  'https://example.com/not-a-letter,04/14/2026,04/09/2026,Nobody,CDER,Nothing',
].join('\n');

describe('Regulatory record', () => {
  let sut: TestApp;
  let feed: Server;
  let feedReads = 0;
  let admin: ReturnType<typeof request.agent>;
  const server = () => sut.app.getHttpServer();
  let ids: Record<string, string>;

  /** An instance with a database of its own, loaded at start-up, and the demo admin signed in on it. */
  const startLoaded = async () => {
    const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/warning-letters.csv`;
    const app = await startTestApp({ loadDataset: true, demoMode: true, env: { REGULATORY_FEED_URL: feedUrl } });
    const agent = request.agent(app.app.getHttpServer());
    await agent.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: DEMO_PASSWORD }).expect(200);
    const rows: { id: string; name: string }[] = await knexOf(app.em())('companies').select('id', 'name');
    return { sut: app, admin: agent, ids: Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string> };
  };
  const profile = async (name: string) => (await request(server()).get(`/api/companies/${ids[name]}`).expect(200)).body;

  beforeAll(async () => {
    feed = createServer((req, res) => {
      feedReads += 1;
      res.writeHead(200, { 'content-type': 'text/csv' }).end(FEED);
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    ({ sut, admin, ids } = await startLoaded());
  }, 300_000);
  afterAll(async () => {
    await sut?.close();
    feed?.closeAllConnections();
    await new Promise((resolve) => feed?.close(resolve));
  });

  it("gives every company a regulatory record with the listing's coverage window", async () => {
    const names = Object.keys(ids);
    expect(names.length).toBeGreaterThan(600);
    for (let i = 0; i < names.length; i += 25) {
      const bodies = await Promise.all(names.slice(i, i + 25).map(profile));
      for (const body of bodies) {
        expect(body.regulatoryRecord).toEqual({ coverage: [SHIPPED_COVERAGE], events: expect.any(Array) });
      }
    }
  }, 120_000);

  it("shows the reviewed mapping's confirmed letters on the right profiles, newest first, and nothing rejected", async () => {
    expect((await profile('Cohance Lifesciences')).regulatoryRecord.events).toEqual([
      {
        kind: 'fda_warning_letter',
        date: '2026-01-30',
        subject: 'CGMP/Finished Pharmaceuticals/Adulterated',
        issuingOffice: 'Center for Drug Evaluation and Research (CDER)',
        recipient: 'Cohance Lifesciences Limited',
        url: `${LETTERS}/cohance-lifesciences-limited-718812-01302026`,
      },
    ]);
    expect((await profile('Fareva')).regulatoryRecord.events.map((e: { recipient: string; date: string }) => [e.recipient, e.date])).toEqual([
      ['Fareva Morton Grove', '2026-03-03'],
      ['Excelvision Fareva', '2025-05-07'],
    ]);
    expect((await profile('Labcorp')).regulatoryRecord.events).toContainEqual(
      expect.objectContaining({ recipient: 'Toxikon Corporation/Labcorp Bedford LLC', issuingOffice: 'Center for Biologics Evaluation and Research' }),
    );
    // Rejected: the Bloomington site was Novo Nordisk's when FDA wrote.
    expect((await profile('Catalent')).regulatoryRecord).toEqual({ coverage: [SHIPPED_COVERAGE], events: [] });
    // Fortrea shares Labcorp's former names but not its letter.
    expect((await profile('Fortrea')).regulatoryRecord.events).toEqual([]);

    const counts = await knexOf(sut.em())('companies').whereIn('name', ['Fareva', 'Catalent', 'Cohance Lifesciences']).select('name', 'fda_warning_letter_count');
    expect(Object.fromEntries(counts.map((row: { name: string; fda_warning_letter_count: number }) => [row.name, row.fda_warning_letter_count]))).toEqual({
      Fareva: 2,
      Catalent: 0,
      'Cohance Lifesciences': 1,
    });
  });

  it('finds companies by their former names as by aliases (Covance: Labcorp and Fortrea)', async () => {
    const names = async (search: string) => ((await request(server()).get('/api/companies').query({ search }).expect(200)).body as { name: string }[]).map((c) => c.name);
    expect(await names('Covance')).toEqual(expect.arrayContaining(['Labcorp', 'Fortrea']));
    expect(await names('SCRI')).toEqual(expect.arrayContaining(['Sarah Cannon Research Institute', 'Singapore Clinical Research Institute']));
    expect((await profile('Fortrea')).formerNames).toEqual(expect.arrayContaining(['Covance', 'Labcorp Drug Development', 'Chiltern']));
  });

  it("leaves nothing of the shipped listing in the admin's queue: every candidate there was decided", async () => {
    expect((await admin.get('/api/admin/regulatory-matches').expect(200)).body).toEqual([]);
    await request(server()).get('/api/admin/regulatory-matches').expect(401);
  });

  // The refresh widens the window every profile shows and queues candidates, so each of these tests runs on an
  // instance with a database of its own, loaded as at start-up; the tests above see the shipped listing only.
  describe('the monthly refresh', () => {
    let sut: TestApp;
    let admin: ReturnType<typeof request.agent>;
    let ids: Record<string, string>;
    const server = () => sut.app.getHttpServer();
    const profile = async (name: string) => (await request(server()).get(`/api/companies/${ids[name]}`).expect(200)).body;
    /** The first monthly refresh, on 20 April 2026. */
    const refreshInApril = async () => {
      sut.setNow(new Date('2026-04-20T09:00:00Z'));
      await sut.app.get(RegulatoryRefreshScheduler).tick();
    };

    beforeEach(async () => {
      feedReads = 0;
      ({ sut, admin, ids } = await startLoaded());
    }, 300_000);
    afterEach(async () => {
      await sut?.close();
    });

    it('refreshes from the feed once a month: new letters stored, the window widened, candidates queued', async () => {
      const refresh = sut.app.get(RegulatoryRefreshScheduler);
      await refreshInApril();
      await refresh.tick();
      expect(feedReads).toBe(1);

      const [state] = await knexOf(sut.em())('automation_state').where('job', 'regulatory-refresh');
      expect(state.last_result).toMatchObject({ read: 5, added: 3, candidates: 2, invalid: 1, error: null });
      expect(new Date(state.next_run_at).toISOString()).toBe('2026-05-20T09:00:00.000Z');

      const queue = (await admin.get('/api/admin/regulatory-matches').expect(200)).body;
      expect(queue.map((match: { company: { name: string }; letter: { recipient: string } }) => [match.company.name, match.letter.recipient])).toEqual(
        expect.arrayContaining([
          ['Lonza', 'Lonza Biologics, Inc.'],
          ['Syngene International', 'Syngene International Limited'],
        ]),
      );
      expect(queue).toHaveLength(2);
      expect(queue[0]).toMatchObject({ id: expect.any(String), matchedName: expect.any(String), letter: { url: expect.stringMatching(/^https:\/\/www\.fda\.gov\//) } });

      // Candidates are not on profiles until an admin confirms them; the window reaches the day of the refresh.
      expect((await profile('Lonza')).regulatoryRecord).toEqual({ coverage: [{ ...SHIPPED_COVERAGE, to: '2026-04-20' }], events: [] });

      sut.setNow(new Date('2026-05-21T09:00:00Z'));
      await refresh.tick();
      expect(feedReads).toBe(2);
      sut.setNow(null);
    });

    it('lets an admin confirm or reject a candidate once; a confirmed letter shows on the profile', async () => {
      await refreshInApril();
      const queue: { id: string; company: { name: string } }[] = (await admin.get('/api/admin/regulatory-matches').expect(200)).body;
      const lonza = queue.find((match) => match.company.name === 'Lonza')!;
      const syngene = queue.find((match) => match.company.name === 'Syngene International')!;

      expect(
        (await admin.post('/api/admin/moderate-regulatory-match').send({ matchId: lonza.id, approved: true, notes: 'Recipient and address checked' }).expect(200)).body,
      ).toEqual({
        id: lonza.id,
        status: 'confirmed',
      });
      expect((await admin.post('/api/admin/moderate-regulatory-match').send({ matchId: syngene.id, approved: false }).expect(200)).body).toEqual({
        id: syngene.id,
        status: 'rejected',
      });
      const again = await admin.post('/api/admin/moderate-regulatory-match').send({ matchId: lonza.id, approved: false }).expect(409);
      expect(again.body.message).toBe('Already decided');
      await admin.post('/api/admin/moderate-regulatory-match').send({ matchId: '00000000-0000-4000-8000-000000000000', approved: true }).expect(404);
      await admin.post('/api/admin/moderate-regulatory-match').send({ matchId: 'nope', approved: true }).expect(400);

      expect((await profile('Lonza')).regulatoryRecord.events).toEqual([
        {
          kind: 'fda_warning_letter',
          date: '2026-04-02',
          subject: 'CGMP/Active Pharmaceutical Ingredient (API)/Adulterated',
          issuingOffice: 'Center for Drug Evaluation and Research (CDER)',
          recipient: 'Lonza Biologics, Inc.',
          url: `${LETTERS}/lonza-biologics-inc-900001-04022026`,
        },
      ]);
      expect((await profile('Syngene International')).regulatoryRecord.events).toEqual([]);
      expect((await admin.get('/api/admin/regulatory-matches').expect(200)).body).toEqual([]);
      const [lonzaRow] = await knexOf(sut.em())('companies').where('id', ids.Lonza).select('fda_warning_letter_count');
      expect(lonzaRow.fda_warning_letter_count).toBe(1);
    });
  });
});
