import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DiscoveryScheduler } from '../../src/api/discovery/discovery-scheduler';
import { SparqlFake } from '../support/sparql-fake';
import { startTestApp, type TestApp } from '../support/test-app';
import { lockWaiters, waitFor } from '../support/wait-for';

// Its own file: passport's serializers are process-wide, so apps of other suites must not linger in this one.
const DEMO_PASSWORD = 'biovetted-demo';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('Scheduled discovery with two app instances on one database', () => {
  const fake = new SparqlFake();
  let first: TestApp;
  let second: TestApp;
  let env: Record<string, string>;

  const signedInAdmin = async (instance: TestApp) => {
    const admin = request.agent(instance.app.getHttpServer());
    await admin.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: DEMO_PASSWORD }).expect(200);
    return admin;
  };
  // The registry the discovery job keeps its timer in: the app has more than one (each module importing the schedule
  // module gets its own), so the app's SchedulerRegistry is not necessarily the job's.
  const discoveryRegistryOf = (instance: TestApp) => (instance.app.get(DiscoveryScheduler) as unknown as { registry: SchedulerRegistry }).registry;
  const tickBoth = () => Promise.all([first.app.get(DiscoveryScheduler).tick(), second.app.get(DiscoveryScheduler).tick()]);
  /** Switches automation on (as an admin does) and makes its next run due now. */
  const startDue = async () => {
    await (await signedInAdmin(first)).post('/api/admin/automation/start').expect(200);
    await knexOf(first.em())('automation_state')
      .where('job', 'company-discovery')
      .update({ next_run_at: new Date(Date.now() - 1000) });
  };

  beforeAll(async () => {
    const endpoint = await fake.start();
    fake.items = [{ id: 'Q3001', label: 'Scheduled Find Ltd', category: 'cro', country: 'Japan' }];
    env = { DISCOVERY_WIKIDATA_URL: endpoint, DISCOVERY_CHECK_INTERVAL_SECONDS: '1' };
    first = await startTestApp({ demoMode: true, env });
    second = await startTestApp({ demoMode: true, env, databaseUrl: first.config.databaseUrl! });
  });
  // Every test starts with automation off and never run, nothing discovered and no query made.
  beforeEach(async () => {
    const knex = knexOf(first.em());
    await knex('automation_state').where('job', 'company-discovery').delete();
    await knex('company_submissions').where('source', 'like', 'discovery:%').delete();
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await fake.stop();
  });

  it('shares the automation state: started on one instance, seen as active by the other', async () => {
    await (await signedInAdmin(first)).post('/api/admin/automation/start').expect(200);
    const other = await signedInAdmin(second);
    expect((await other.get('/api/admin/automation/status').expect(200)).body).toMatchObject({ active: true, lastRunAt: null });
  });

  it('runs a due job once although both instances check every second', async () => {
    const knex = knexOf(first.em());
    await startDue();
    // Both instances also check at the same instant, on top of their timers.
    await tickBoth();
    // Later checks on both (besides their timers) find nothing due any more.
    for (let check = 0; check < 3; check += 1) await tickBoth();

    expect(fake.queries).toHaveLength(1);
    const submissions = await knex('company_submissions').select('name', 'source');
    expect(submissions).toEqual([{ name: 'Scheduled Find Ltd', source: 'discovery:wikidata' }]);
    const [state] = await knex('automation_state').where('job', 'company-discovery');
    expect(state.active).toBe(true);
    expect(state.last_result).toMatchObject({ trigger: 'schedule', companiesFound: 1 });
    expect(Math.abs(new Date(state.next_run_at).getTime() - (Date.now() + DAY_MS))).toBeLessThan(60_000);
  });

  it('keeps the switch, the next run and the last result across a restart', async () => {
    await startDue();
    await tickBoth();
    const [before] = await knexOf(first.em())('automation_state').where('job', 'company-discovery');
    await second.close();
    // Restarted as it was, so the other tests find both instances checking every second.
    second = await startTestApp({ demoMode: true, env, databaseUrl: first.config.databaseUrl! });
    const admin = await signedInAdmin(second);
    const status = await admin.get('/api/admin/automation/status').expect(200);
    expect(status.body).toMatchObject({
      active: true,
      nextRunAt: new Date(before.next_run_at).toISOString(),
      lastRunAt: new Date(before.last_run_at).toISOString(),
      lastResult: { trigger: 'schedule', companiesFound: 1, newSubmissions: [{ name: 'Scheduled Find Ltd', source: 'discovery:wikidata' }] },
    });
  });

  it('stays stopped when the admin stops automation while an instance is claiming a due run', async () => {
    // Only explicit ticks in this test, so the interleaving below is the only one; the timers come back at its end.
    for (const instance of [first, second]) {
      const registry = discoveryRegistryOf(instance);
      if (registry.doesExist('interval', 'company-discovery-check')) registry.deleteInterval('company-discovery-check');
    }
    try {
      await staysStoppedWhileClaimed();
    } finally {
      for (const instance of [first, second]) {
        if (!discoveryRegistryOf(instance).doesExist('interval', 'company-discovery-check')) instance.app.get(DiscoveryScheduler).onApplicationBootstrap();
      }
    }
  });

  const staysStoppedWhileClaimed = async () => {
    const knex = knexOf(first.em());
    await startDue();
    const queriesBefore = fake.queries.length;

    // The stop's write holds the row while the instance checks whether the run is due; then it commits.
    const stop = await knex.transaction();
    await stop('automation_state').where('job', 'company-discovery').update({ active: false, next_run_at: null });
    const tick = first.app.get(DiscoveryScheduler).tick();
    await waitFor(async () => (await lockWaiters(first.em())) > 0, 'the instance’s claim waits for the stop’s row lock');
    await stop.commit();
    await tick;

    const [state] = await knex('automation_state').where('job', 'company-discovery');
    expect(state).toMatchObject({ active: false, next_run_at: null });
    expect(fake.queries).toHaveLength(queriesBefore);
    const admin = await signedInAdmin(first);
    expect((await admin.get('/api/admin/automation/status').expect(200)).body).toMatchObject({ active: false, nextRunAt: null });
  };
});
