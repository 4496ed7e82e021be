import request from 'supertest';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

// Its own file: passport's (de)serializers are process-wide, so a second app signed into in the same
// file would meet the first app's closed database.
describe('Billing without STRIPE_SECRET_KEY', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut?.close());

  it('answers 503 "Billing is not configured" to subscribe, cancel and the webhook, and says so on the pricing plans', async () => {
    await insertMember(sut.em(), { email: 'buyer@pfizer.com' });
    const agent = await signedInAgent(server(), 'buyer@pfizer.com');
    expect((await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(503)).body).toMatchObject({
      statusCode: 503,
      message: 'Billing is not configured',
    });
    await agent.post('/api/subscription/cancel').expect(503);
    await request(server()).post('/api/stripe/webhook').set('Content-Type', 'application/json').send('{}').expect(503);
    expect((await agent.get('/api/subscription/status').expect(200)).body).toEqual({
      hasActiveSubscription: false,
      subscriptionTier: 'free',
      stripeSubscriptionStatus: null,
      subscription: null,
    });
    const pricing = (await request(server()).get('/api/pricing').expect(200)).body;
    expect(pricing).toMatchObject({ billingEnabled: false, publishableKey: null });
    expect(pricing.plans.every((p: { priceId: string | null }) => p.priceId === null)).toBe(true);
  });

  it('has no demo upgrade outside demo mode: 404, and the member keeps the free plan', async () => {
    await insertMember(sut.em(), { email: 'no.demo@pfizer.com' });
    const agent = await signedInAgent(server(), 'no.demo@pfizer.com');
    const res = await agent.post('/api/subscription/demo-upgrade').send({ tier: 'growth' }).expect(404);
    expect(res.body.message).toBe('Demo upgrades exist only in demo mode');
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ subscriptionTier: 'free', demoUpgrade: false });
  });
});
