import request from 'supertest';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Trying a paid tier for one session where nothing can be bought (demo mode). Outside demo mode: in
 * billing-disabled.e2e-spec (passport's serializers are process-wide, so one app a file).
 */
describe('The demo upgrade', () => {
  let demo: TestApp;

  beforeAll(async () => {
    demo = await startTestApp({ demoMode: true });
  });
  afterAll(() => demo?.close());

  it('lends a paid tier to the session, labelled as a demo, which unlocks alerts and ends without touching the account', async () => {
    const member = await insertMember(demo.em());
    const agent = await signedInAgent(demo.app.getHttpServer(), member.email);
    const alerting = { searchName: 'Alerts', filters: {}, alertsEnabled: true };
    await agent.post('/api/saved-searches').send(alerting).expect(403);

    const upgraded = await agent.post('/api/subscription/demo-upgrade').send({ tier: 'growth' }).expect(200);
    expect(upgraded.body).toMatchObject({ subscriptionTier: 'growth', demoUpgrade: true });
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ subscriptionTier: 'growth', demoUpgrade: true });
    await agent.post('/api/saved-searches').send(alerting).expect(201);

    // Another session of the same member, and the stored account, keep the free plan.
    const other = await signedInAgent(demo.app.getHttpServer(), member.email);
    expect((await other.get('/api/auth/user').expect(200)).body).toMatchObject({ subscriptionTier: 'free', demoUpgrade: false });
    expect((await agent.get('/api/subscription/status').expect(200)).body.subscriptionTier).toBe('free');

    await agent.delete('/api/subscription/demo-upgrade').expect(204);
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ subscriptionTier: 'free', demoUpgrade: false });
  });

  it('refuses a tier it does not lend, and a visitor', async () => {
    const agent = await signedInAgent(demo.app.getHttpServer(), (await insertMember(demo.em())).email);
    const bad = await agent.post('/api/subscription/demo-upgrade').send({ tier: 'enterprise' }).expect(400);
    expect(bad.body.errors).toEqual({ tier: 'tier must be one of: startup, growth, professional' });
    await request(demo.app.getHttpServer()).post('/api/subscription/demo-upgrade').send({ tier: 'growth' }).expect(401);
  });
});
