import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { StripeFake } from '../support/stripe-fake';
import { startTestApp, type TestApp } from '../support/test-app';
import { lockWaiters, waitFor } from '../support/wait-for';

describe('Billing with Stripe (a Stripe-compatible local server)', () => {
  const stripe = new StripeFake();
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();

  beforeAll(async () => {
    const apiBase = await stripe.start();
    sut = await startTestApp({ env: stripe.env(apiBase) });
  });
  afterAll(async () => {
    await sut?.close();
    await stripe.stop();
  });

  const deliver = (event: { payload: string; signature: string }) =>
    request(server()).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload);

  /** A verified member who started a Startup subscription; returns the agent and the subscription id. */
  async function subscriber(email: string) {
    await insertMember(sut.em(), { email });
    const agent = await signedInAgent(server(), email);
    const res = await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(201);
    return { agent, subscriptionId: res.body.subscriptionId as string, clientSecret: res.body.clientSecret as string };
  }

  it('lists four buyer and four vendor plans, Free first, with the configured price ids and the publishable key', async () => {
    const res = await request(server()).get('/api/pricing').expect(200);
    expect(res.body).toMatchObject({ billingEnabled: true, publishableKey: 'pk_test_biovetted' });
    expect(res.body.plans.map((p: { name: string; audience: string; priceId: string | null }) => [p.audience, p.name, p.priceId])).toEqual([
      ['buyer', 'Free', null],
      ['buyer', 'Startup', 'price_startup_test'],
      ['buyer', 'Growth', 'price_growth_test'],
      ['buyer', 'Enterprise', null],
      ['vendor', 'Free', null],
      ['vendor', 'Basic', null],
      ['vendor', 'Professional', null],
      ['vendor', 'Enterprise', null],
    ]);
  });

  it('subscribes: a default_incomplete subscription, then the paid webhook makes the member a Startup member', async () => {
    const { agent, subscriptionId, clientSecret } = await subscriber('buyer@pfizer.com');
    expect(clientSecret).toMatch(/^pi_fake_.+_secret_/);
    const created = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions' && r.form.customer === stripe.subscriptions.get(subscriptionId)!.customer,
    )!;
    expect(created.form).toMatchObject({ payment_behavior: 'default_incomplete', items: { 0: { price: 'price_startup_test' } } });

    // Nothing changes until Stripe says the payment went through.
    await deliver(stripe.event('customer.subscription.created', subscriptionId)).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('free');
    expect((await agent.get('/api/subscription/status').expect(200)).body).toMatchObject({ hasActiveSubscription: false, stripeSubscriptionStatus: 'incomplete' });

    stripe.pay(subscriptionId);
    await deliver(stripe.event('invoice.paid', subscriptionId)).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('startup');
    const status = (await agent.get('/api/subscription/status').expect(200)).body;
    expect(status).toEqual({
      hasActiveSubscription: true,
      subscriptionTier: 'startup',
      stripeSubscriptionStatus: 'active',
      subscription: { current_period_end: stripe.subscriptions.get(subscriptionId)!.items.data[0].current_period_end, cancel_at_period_end: false },
    });
    // The paid plan's entitlements follow at once: every review's text, and up to 25 matches.
    const companyIds = await insertCompanies(
      sut.em(),
      Array.from({ length: 30 }, (_, i) => aCompany({ name: `Paid Plan CRO ${i}` })),
    );
    for (const id of Object.values(companyIds)) await insertReviews(sut.em(), id, [{ pricing: 7, comments: 'Older text' }, { pricing: 8 }, { pricing: 9 }]);
    const reviews = (await agent.get(`/api/companies/${Object.values(companyIds)[0]}/reviews`).expect(200)).body;
    expect(reviews.map((r: { locked: boolean }) => r.locked)).toEqual([false, false, false]);
    const weights = Object.fromEntries(RATING_CATEGORIES.map((c) => [`${c}Weight`, 3]));
    const matches = await agent
      .post('/api/project-matches')
      .send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights })
      .expect(200);
    expect(matches.body).toMatchObject({ limit: 25 });
    expect(matches.body.matches).toHaveLength(25);
  });

  it('changes a live subscription to another plan without a second subscription, and refuses the same plan', async () => {
    const { agent, subscriptionId } = await subscriber('twice@pfizer.com');
    stripe.pay(subscriptionId);
    await deliver(stripe.event('customer.subscription.updated', subscriptionId)).expect(200);
    expect((await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(409)).body.message).toBe(
      'You are already subscribed to this plan',
    );

    const changed = await agent.post('/api/create-subscription').send({ priceId: 'price_growth_test' }).expect(201);
    expect(changed.body).toEqual({ clientSecret: null, subscriptionId, planChanged: true });
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    expect(update.form).toMatchObject({ proration_behavior: 'create_prorations', items: { 0: { price: 'price_growth_test' } } });
    expect((await agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('growth');
    const customer = stripe.subscriptions.get(subscriptionId)!.customer;
    expect([...stripe.subscriptions.values()].filter((s) => s.customer === customer)).toHaveLength(1);
    expect([...stripe.customers.values()].filter((c) => c.email === 'twice@pfizer.com')).toHaveLength(1);
  });

  it('changes nothing twice for a duplicate delivery, and ignores an out-of-date event after the deletion', async () => {
    const { agent, subscriptionId } = await subscriber('order@pfizer.com');
    stripe.pay(subscriptionId);
    const activated = stripe.event('customer.subscription.updated', subscriptionId, { id: 'evt_activated_once' });
    await deliver(activated).expect(200);
    const [{ updated_at: firstUpdate }] = await knexOf(sut.em())('users').where('email', 'order@pfizer.com').select('updated_at');
    await deliver(activated).expect(200);
    const [{ updated_at: afterDuplicate }] = await knexOf(sut.em())('users').where('email', 'order@pfizer.com').select('updated_at');
    expect(afterDuplicate).toEqual(firstUpdate);
    expect(await knexOf(sut.em())('processed_webhook_events').where('event_id', 'evt_activated_once')).toHaveLength(1);

    // An "updated: active" event captured earlier arrives after the subscription was deleted.
    const stale = stripe.event('customer.subscription.updated', subscriptionId);
    stripe.endPeriod(subscriptionId);
    await deliver(stripe.event('customer.subscription.deleted', subscriptionId)).expect(200);
    await deliver(stale).expect(200);
    expect((await agent.get('/api/subscription/status').expect(200)).body).toMatchObject({
      subscriptionTier: 'free',
      stripeSubscriptionStatus: 'canceled',
      hasActiveSubscription: false,
    });
  });

  it("applies two events of one subscription delivered at once in turn, ending in the subscription's current state", async () => {
    const { agent, subscriptionId } = await subscriber('race@pfizer.com');
    stripe.pay(subscriptionId);
    await deliver(stripe.event('customer.subscription.updated', subscriptionId)).expect(200);
    stripe.update(subscriptionId, { status: 'past_due' });
    // The first read answers past_due, but the subscription is cancelled while that answer travels.
    stripe.onNextRetrieve = async (subscription) => {
      subscription.status = 'canceled';
      // Meanwhile the other event reaches the subscription's lock and waits there.
      await waitFor(async () => (await lockWaiters(sut.em())) > 0, 'the other event waits for the subscription lock');
    };
    await Promise.all([
      deliver(stripe.event('invoice.payment_failed', subscriptionId)).expect(200),
      deliver(stripe.event('customer.subscription.deleted', subscriptionId)).expect(200),
    ]);
    expect((await agent.get('/api/subscription/status').expect(200)).body).toMatchObject({
      subscriptionTier: 'free',
      stripeSubscriptionStatus: 'canceled',
      hasActiveSubscription: false,
    });
  });

  it('creates one Stripe customer and one subscription for two simultaneous subscribe calls, and the paid webhook finds the member', async () => {
    await insertMember(sut.em(), { email: 'double@pfizer.com' });
    const agent = await signedInAgent(server(), 'double@pfizer.com');
    const [first, second] = await Promise.all([
      agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(201),
      agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(201),
    ]);
    const customers = [...stripe.customers.values()].filter((c) => c.email === 'double@pfizer.com');
    expect(customers).toHaveLength(1);
    const [member] = await knexOf(sut.em())('users').where('email', 'double@pfizer.com');
    expect(member.stripe_customer_id).toBe(customers[0].id);
    const creations = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers' && r.form.email === 'double@pfizer.com');
    expect(creations.map((r) => r.idempotencyKey)).toEqual(creations.map(() => `customer-${member.id}`));
    // One subscription, handed to both calls with the same client secret.
    expect([...stripe.subscriptions.values()].filter((s) => s.customer === customers[0].id)).toHaveLength(1);
    expect(second.body).toEqual(first.body);
    expect(member).toMatchObject({ stripe_subscription_id: first.body.subscriptionId, stripe_subscription_status: 'incomplete', subscription_tier: 'free' });

    stripe.pay(second.body.subscriptionId);
    await deliver(stripe.event('invoice.paid', second.body.subscriptionId)).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('startup');
  });

  it("answers a member's retry after a lost Stripe answer with the subscription Stripe already created, not a second one", async () => {
    const member = await insertMember(sut.em(), { email: 'retry@pfizer.com' });
    const agent = await signedInAgent(server(), 'retry@pfizer.com');
    // Twice: the SDK itself retries a closed connection once, with its own key for that one call.
    stripe.loseAnswers('/v1/subscriptions', 2);
    const failed = await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const retry = await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(201);

    const customer = [...stripe.customers.values()].find((c) => c.email === 'retry@pfizer.com')!;
    const subscriptions = [...stripe.subscriptions.values()].filter((s) => s.customer === customer.id);
    expect(subscriptions.map((s) => s.id)).toEqual([retry.body.subscriptionId]);
    const creations = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions' && r.form.customer === customer.id);
    expect(creations).toHaveLength(3);
    expect(new Set(creations.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(creations[0].idempotencyKey).toContain(member.id);
    expect(creations[0].idempotencyKey).toContain('price_startup_test');

    // A start for another price (replacing the one on record) is a new request with its own key.
    const other = await agent.post('/api/create-subscription').send({ priceId: 'price_growth_test' }).expect(201);
    expect(other.body.subscriptionId).not.toBe(retry.body.subscriptionId);
    const keys = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions' && r.form.customer === customer.id).map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(2);
  });

  it('cancels an abandoned incomplete subscription when the member picks another plan', async () => {
    const { agent, subscriptionId } = await subscriber('undecided@pfizer.com');
    const again = await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(201);
    expect(again.body.subscriptionId).toBe(subscriptionId);
    const other = await agent.post('/api/create-subscription').send({ priceId: 'price_growth_test' }).expect(201);
    expect(other.body.subscriptionId).not.toBe(subscriptionId);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    const customer = stripe.subscriptions.get(subscriptionId)!.customer;
    expect([...stripe.subscriptions.values()].filter((s) => s.customer === customer && s.status !== 'canceled').map((s) => s.id)).toEqual([other.body.subscriptionId]);
  });

  it("finds the member by the subscription's userId metadata when no member holds its customer id", async () => {
    const { agent, subscriptionId } = await subscriber('lost@pfizer.com');
    await knexOf(sut.em())('users').where('email', 'lost@pfizer.com').update({ stripe_customer_id: null });
    stripe.pay(subscriptionId);
    await deliver(stripe.event('invoice.paid', subscriptionId)).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('startup');
    const [member] = await knexOf(sut.em())('users').where('email', 'lost@pfizer.com');
    expect(member.stripe_customer_id).toBe(stripe.subscriptions.get(subscriptionId)!.customer);
  });

  it('keeps one member per Stripe customer in storage', async () => {
    await insertMember(sut.em(), { email: 'one@pfizer.com' });
    await insertMember(sut.em(), { email: 'two@pfizer.com' });
    await knexOf(sut.em())('users').where('email', 'one@pfizer.com').update({ stripe_customer_id: 'cus_shared' });
    await expect(knexOf(sut.em())('users').where('email', 'two@pfizer.com').update({ stripe_customer_id: 'cus_shared' })).rejects.toThrow(
      /users_stripe_customer_id_unique/,
    );
  });

  it('refuses a webhook with a wrong, missing or stale signature with 400', async () => {
    const { subscriptionId } = await subscriber('forged@pfizer.com');
    stripe.pay(subscriptionId);
    const forged = stripe.event('customer.subscription.updated', subscriptionId, { secret: 'whsec_someone_else' });
    expect((await deliver(forged).expect(400)).body.message).toBe('Invalid webhook signature');
    await request(server()).post('/api/stripe/webhook').set('Content-Type', 'application/json').send(forged.payload).expect(400);
    const old = stripe.event('customer.subscription.updated', subscriptionId, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    await deliver(old).expect(400);
    // A body re-serialised by a proxy no longer matches its signature.
    const valid = stripe.event('customer.subscription.updated', subscriptionId);
    await deliver({ payload: JSON.stringify(JSON.parse(valid.payload), null, 2), signature: valid.signature }).expect(400);
    const [member] = await knexOf(sut.em())('users').where('email', 'forged@pfizer.com');
    expect(member.subscription_tier).toBe('free');
  });

  it('cancels at period end: still active until then, free once Stripe deletes the subscription', async () => {
    const { agent, subscriptionId } = await subscriber('leaver@pfizer.com');
    stripe.pay(subscriptionId);
    await deliver(stripe.event('customer.subscription.updated', subscriptionId)).expect(200);

    const cancelled = (await agent.post('/api/subscription/cancel').expect(200)).body;
    expect(cancelled).toMatchObject({ hasActiveSubscription: true, subscriptionTier: 'startup', subscription: { cancel_at_period_end: true } });
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await deliver(stripe.event('customer.subscription.updated', subscriptionId)).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('startup');

    stripe.endPeriod(subscriptionId);
    await deliver(stripe.event('customer.subscription.deleted', subscriptionId)).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.subscriptionTier).toBe('free');
    expect((await agent.get('/api/subscription/status').expect(200)).body).toMatchObject({ hasActiveSubscription: false, stripeSubscriptionStatus: 'canceled' });
    expect((await agent.post('/api/subscription/cancel').expect(404)).body.message).toBe('You have no active subscription');
  });

  it('answers 401 signed out, 403 with requiresVerification before industry verification, 400 for an unknown price', async () => {
    expect((await request(server()).post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(401)).body.message).toBe('Authentication required');
    await request(server()).get('/api/subscription/status').expect(401);
    await request(server()).post('/api/subscription/cancel').expect(401);

    const { id: memberId } = await insertMember(sut.em(), { email: 'someone@gmail.com', industryVerified: false });
    const agent = await signedInAgent(server(), 'someone@gmail.com');
    const pending = await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(403);
    expect(pending.body).toMatchObject({ statusCode: 403, requiresVerification: true, verificationLevel: 'pending' });
    await knexOf(sut.em())('email_verification_requests').insert({
      user_id: memberId,
      email: 'someone@gmail.com',
      first_name: 'S',
      last_name: 'O',
      company: 'Acme',
      job_title: 'QA',
    });
    const underReview = await agent.post('/api/create-subscription').send({}).expect(403);
    expect(underReview.body).toMatchObject({ requiresVerification: true, verificationLevel: 'manual_review' });

    const verified = await signedInAgent(server(), (await insertMember(sut.em(), { email: 'price@pfizer.com' }), 'price@pfizer.com'));
    expect((await verified.post('/api/create-subscription').send({ priceId: 'price_unknown' }).expect(400)).body.message).toBe('Unknown price');
    expect((await verified.post('/api/create-subscription').send({}).expect(400)).body.message).toBe('A price id is required');
    expect((await verified.post('/api/create-subscription').send({ priceId: 'price_startup_test', plan: 'x' }).expect(400)).body.message).toBe(
      'property plan should not exist',
    );
  });
});
