import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { AlertDigestScheduler } from '../../src/api/saved-searches/alert-digest-scheduler';
import { aCompany, insertCompanies } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

// Its own file: two app instances on one database, and passport's serializers are process-wide.
const HOUR = 60 * 60 * 1000;
const T0 = new Date('2030-01-07T08:00:00Z');
/** The start of the current digest test's own stretch of time: each one starts 1000 hours after the last. */
let start = T0;
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
const UNKNOWN = '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e';

describe('Saved searches and their daily alert digest (docs/deciding.md)', () => {
  let first: TestApp;
  let second: TestApp;
  const server = () => first.app.getHttpServer();
  let ids: Record<string, string>;
  let paid: ReturnType<typeof request.agent>;
  let free: ReturnType<typeof request.agent>;
  let admin: ReturnType<typeof request.agent>;
  /** A member of its own for the test that signs it in, on a paid plan or not. */
  const aMember = async (input: { subscriptionTier?: string; firstName?: string } = {}) => {
    const { email } = await insertMember(first.em(), input);
    return { email, agent: await signedInAgent(server(), email) };
  };

  beforeAll(async () => {
    // Explicit ticks only: the timers would otherwise run the digest on their own.
    const env = { ALERT_DIGEST_CHECK_INTERVAL_SECONDS: '3600' };
    first = await startTestApp({ smtp: true, env });
    second = await startTestApp({ smtp: true, env, databaseUrl: first.config.databaseUrl! });
    ids = await insertCompanies(first.em(), [
      aCompany({ name: 'Berlin Clinical', type: 'CRO', country: 'Germany', location: 'Berlin' }),
      aCompany({ name: 'Munich Biologics', type: 'CDMO', country: 'Germany', location: 'Munich' }),
      aCompany({ name: 'Boston Trials', type: 'CRO', country: 'United States' }),
    ]);
    paid = (await aMember({ subscriptionTier: 'startup' })).agent;
    free = (await aMember()).agent;
    admin = await signedInAgent(server(), (await insertMember(first.em(), { userType: 'admin' })).email);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const setNow = (now: Date) => {
    first.setNow(now);
    second.setNow(now);
  };
  /** The alert digests sent to `email` (the review decision mails of approvedReviewOf go to their authors, not counted here). */
  const mailsTo = (email: string) => [...first.smtp!.mails, ...second.smtp!.mails].filter((mail) => mail.to === email && mail.subject.startsWith('BioVetted alert'));
  const tick = async (app: TestApp = first) => {
    await app.app.get(AlertDigestScheduler).tick();
    await app.mailSent();
  };
  /** A fresh member reviews the company and an admin approves it, at the apps' current time. */
  const approvedReviewOf = async (companyId: string, approve = true) => {
    const agent = await signedInAgent(server(), (await insertMember(first.em())).email);
    const { body } = await agent.post('/api/reviews').send({ companyId, serviceType: 'CRO', technicalExpertise: 9, pricing: 6 }).expect(201);
    if (approve) await admin.post('/api/admin/moderate-review').send({ reviewId: body.id, approved: true }).expect(200);
    return body.id as string;
  };

  describe('the endpoints', () => {
    it('answers 401 signed out', async () => {
      await request(server()).get('/api/saved-searches').expect(401);
      await request(server()).post('/api/saved-searches').send({ searchName: 'x', filters: {} }).expect(401);
      await request(server()).patch(`/api/saved-searches/${UNKNOWN}`).send({ searchName: 'x' }).expect(401);
      await request(server()).delete(`/api/saved-searches/${UNKNOWN}`).expect(401);
    });

    it('saves the filters of GET /api/companies and answers 201 with the search', async () => {
      const { agent: free } = await aMember();
      const res = await free
        .post('/api/saved-searches')
        .send({
          searchName: '  Global CROs  ',
          filters: { type: 'CRO', global: true, serviceCategories: 'clinical_research,biologics', sort: 'reviews' },
          alertsEnabled: false,
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        searchName: 'Global CROs',
        filters: { type: 'CRO', global: true, serviceCategories: 'clinical_research,biologics', sort: 'reviews' },
        alertsEnabled: false,
        createdAt: expect.any(String),
      });
      expect((await free.get('/api/saved-searches').expect(200)).body).toEqual([res.body]);
      // The stored filters open the directory as they were.
      const query = new URLSearchParams(Object.entries(res.body.filters).map(([k, v]) => [k, String(v)])).toString();
      await request(server()).get(`/api/companies?${query}`).expect(200);
    });

    it.each([
      [{ searchName: '', filters: {} }, 'searchName', 'Please enter a name for this search'],
      [{ searchName: 'x'.repeat(101), filters: {} }, 'searchName', 'The name must be at most 100 characters'],
      [{ searchName: 'x' }, 'filters', 'filters must be an object of directory filters'],
      [{ searchName: 'x', filters: 'type=CRO' }, 'filters', 'filters must be an object of directory filters'],
      [{ searchName: 'x', filters: { type: 'Pharma' } }, 'filters.type', 'type must be one of: CRO, CMO, CDMO, CRDMO'],
      [{ searchName: 'x', filters: { serviceCategories: 'astrology' } }, 'filters.serviceCategories', expect.stringMatching(/^serviceCategories must be one of: /)],
      [{ searchName: 'x', filters: { colour: 'red' } }, 'filters.colour', 'property colour should not exist'],
      [{ searchName: 'x', filters: { limit: 5 } }, 'filters.limit', 'property limit should not exist'],
      [{ searchName: 'x', filters: {}, alertsEnabled: 'yes' }, 'alertsEnabled', 'alertsEnabled must be true or false'],
      [{ searchName: 'x', filters: {}, owner: UNKNOWN }, 'owner', 'property owner should not exist'],
    ])('refuses %p with 400', async (body, field, message) => {
      const res = await free.post('/api/saved-searches').send(body).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    });

    it('keeps email alerts to paid plans: 403 on the free plan, on create and on update', async () => {
      const { agent: free } = await aMember();
      const res = await free.post('/api/saved-searches').send({ searchName: 'Alerts please', filters: {}, alertsEnabled: true }).expect(403);
      expect(res.body.message).toBe('Email alerts are available on paid plans');
      expect((await free.get('/api/saved-searches').expect(200)).body).toEqual([]);
      await free.post('/api/saved-searches').send({ searchName: 'No alerts', filters: {} }).expect(201);
      const [search] = (await free.get('/api/saved-searches').expect(200)).body;
      expect((await free.patch(`/api/saved-searches/${search.id}`).send({ alertsEnabled: true }).expect(403)).body.message).toBe(
        'Email alerts are available on paid plans',
      );
      await free.patch(`/api/saved-searches/${search.id}`).send({ alertsEnabled: false }).expect(200);
    });

    it('sends alerts on as many searches as the plan allows: a Startup member’s fourth alerting search is refused, and one turned off frees a place', async () => {
      const startup = await signedInAgent(server(), (await insertMember(first.em(), { subscriptionTier: 'startup' })).email);
      const created: string[] = [];
      for (const name of ['One', 'Two', 'Three']) {
        created.push((await startup.post('/api/saved-searches').send({ searchName: name, filters: {}, alertsEnabled: true }).expect(201)).body.id);
      }
      const limit = 'Your plan sends email alerts for up to 3 saved searches. Turn off the alerts of another search, or choose a larger plan.';
      expect((await startup.post('/api/saved-searches').send({ searchName: 'Four', filters: {}, alertsEnabled: true }).expect(403)).body.message).toBe(limit);
      const quiet = (await startup.post('/api/saved-searches').send({ searchName: 'Four', filters: {}, alertsEnabled: false }).expect(201)).body.id;
      expect((await startup.patch(`/api/saved-searches/${quiet}`).send({ alertsEnabled: true }).expect(403)).body.message).toBe(limit);
      await startup.patch(`/api/saved-searches/${created[0]}`).send({ alertsEnabled: false }).expect(200);
      await startup.patch(`/api/saved-searches/${quiet}`).send({ alertsEnabled: true }).expect(200);
      // Out of the digest's way: its tests count every alerting search's mails.
      for (const id of [...created, quiet]) await startup.delete(`/api/saved-searches/${id}`).expect(204);
    });

    it("renames and deletes a member's own search, and answers 404 for another member's", async () => {
      const created = (
        await paid
          .post('/api/saved-searches')
          .send({ searchName: 'Mine', filters: { country: 'Germany' } })
          .expect(201)
      ).body;
      expect((await paid.patch(`/api/saved-searches/${created.id}`).send({ searchName: 'German providers' }).expect(200)).body).toMatchObject({
        id: created.id,
        searchName: 'German providers',
        filters: { country: 'Germany' },
      });
      expect((await free.patch(`/api/saved-searches/${created.id}`).send({ searchName: 'Stolen' }).expect(404)).body.message).toBe('Saved search not found');
      await free.delete(`/api/saved-searches/${created.id}`).expect(404);
      await paid.patch('/api/saved-searches/not-an-id').send({ searchName: 'x' }).expect(404);
      await paid.delete(`/api/saved-searches/${created.id}`).expect(204);
      await paid.delete(`/api/saved-searches/${created.id}`).expect(404);
      expect((await paid.get('/api/saved-searches').expect(200)).body).toEqual([]);
    });
  });

  describe('the daily digest', () => {
    // Each test has a paid member of its own with one saved search, "German CROs" with alerts on, made at the start
    // of the test's own stretch of time, later than anything another test did: only what the test does is news.
    let searchId: string;
    let paid: ReturnType<typeof request.agent>;
    let paidEmail: string;
    const mails = () => mailsTo(paidEmail);

    beforeEach(async () => {
      start = new Date(start.getTime() + 1000 * HOUR);
      setNow(at(0));
      ({ agent: paid, email: paidEmail } = await aMember({ subscriptionTier: 'startup', firstName: 'Priya' }));
      searchId = (
        await paid
          .post('/api/saved-searches')
          .send({ searchName: 'German CROs', filters: { type: 'CRO', country: 'Germany' }, alertsEnabled: true })
          .expect(201)
      ).body.id;
    });
    /** One digest: a review of Berlin Clinical approved at 26 hours, the digest at 50 hours from `instance`. */
    const firstDigest = async (instance: TestApp = first) => {
      setNow(at(26));
      await approvedReviewOf(ids['Berlin Clinical']);
      setNow(at(50));
      await tick(instance);
      expect(mails()).toHaveLength(1);
    };

    it('sends nothing before a day has passed, nor when nothing is new', async () => {
      setNow(at(1));
      await tick();
      setNow(at(25));
      await tick();
      expect(mails()).toEqual([]);
    });

    it('mails one digest listing a newly approved review of a matching company, and nothing about others', async () => {
      setNow(at(26));
      await approvedReviewOf(ids['Berlin Clinical']);
      await approvedReviewOf(ids['Boston Trials']);
      await approvedReviewOf(ids['Munich Biologics']);
      await approvedReviewOf(ids['Berlin Clinical'], false); // still pending: not news
      setNow(at(50));
      await tick();
      expect(mails()).toHaveLength(1);
      const [mail] = mails();
      expect(mail.to).toBe(paidEmail);
      expect(mail.subject).toBe('BioVetted alert: 1 new review for German CROs');
      expect(mail.body).toContain('New review of Berlin Clinical');
      expect(mail.body).toContain(`${first.url}/companies/${ids['Berlin Clinical']}`);
      expect(mail.body).not.toContain('Boston Trials');
      expect(mail.body).not.toContain('Munich Biologics');
      expect(mail.body).toContain(`${first.url}/companies?type=CRO&country=Germany`);
    });

    it('does not repeat it on the next run', async () => {
      await firstDigest();
      setNow(at(75));
      await tick();
      expect(mails()).toHaveLength(1);
    });

    it('sends one mail when two instances run the digest at the same moment', async () => {
      await firstDigest();
      setNow(at(76));
      await approvedReviewOf(ids['Berlin Clinical']);
      setNow(at(100));
      await Promise.all([tick(first), tick(second)]);
      await Promise.all([tick(second), tick(first)]);
      expect(mails()).toHaveLength(2);
    });

    it('lists a newly listed matching company', async () => {
      await firstDigest();
      const listed = await insertCompanies(first.em(), [aCompany({ name: 'Hamburg Research', type: 'CRO', country: 'Germany', location: 'Hamburg' })]);
      await knexOf(first.em())('companies')
        .where('id', listed['Hamburg Research'])
        .update({ created_at: at(51) });
      setNow(at(75));
      await tick();
      expect(mails()).toHaveLength(2);
      const mail = mails().find((sent) => sent.subject !== 'BioVetted alert: 1 new review for German CROs')!;
      expect(mail.subject).toBe('BioVetted alert: 1 new company for German CROs');
      expect(mail.body).toContain('Hamburg Research');
    });

    it('turns alerts off from the unsubscribe link, signed out; a forged token changes nothing', async () => {
      await firstDigest(first);
      // The digest the first instance sent: its links name the first instance's address.
      const digest = first.smtp!.mails.filter((mail) => mail.to === paidEmail && mail.subject === 'BioVetted alert: 1 new review for German CROs').pop()!;
      const link = SmtpSink.linkIn(digest, '/unsubscribe#token=');
      expect(link.startsWith(`${first.url}/unsubscribe#token=`)).toBe(true);
      const token = decodeURIComponent(link.split('#token=')[1]);
      const [id, mac] = token.split('.');
      await request(server())
        .post('/api/saved-searches/unsubscribe')
        .send({ token: `${id}.${mac.slice(0, -2)}AA` })
        .expect(404);
      expect((await paid.get('/api/saved-searches').expect(200)).body.find((s: { id: string }) => s.id === searchId).alertsEnabled).toBe(true);

      const res = await request(server()).post('/api/saved-searches/unsubscribe').send({ token }).expect(200);
      expect(res.body).toEqual({ searchName: 'German CROs', alertsEnabled: false });
      expect((await paid.get('/api/saved-searches').expect(200)).body.find((s: { id: string }) => s.id === searchId).alertsEnabled).toBe(false);
      await request(server()).post('/api/saved-searches/unsubscribe').send({ token }).expect(200);

      setNow(at(76));
      await approvedReviewOf(ids['Berlin Clinical']);
      setNow(at(110));
      await tick();
      expect(mails()).toHaveLength(1);
    });

    it('starts a fresh window when alerts are turned back on', async () => {
      await firstDigest();
      setNow(at(51));
      await paid.patch(`/api/saved-searches/${searchId}`).send({ alertsEnabled: false }).expect(200);
      // Approved while alerts are off: not news once they are back on.
      setNow(at(76));
      await approvedReviewOf(ids['Berlin Clinical']);
      setNow(at(120));
      await paid.patch(`/api/saved-searches/${searchId}`).send({ alertsEnabled: true }).expect(200);
      setNow(at(150));
      await tick();
      expect(mails()).toHaveLength(1);
    });
  });
});
