import { aSubscriber } from '../../../test/support/builders';
import { afterPendingWork } from '../../../test/support/fakes/pending-work';
import { InMemorySubscribers } from '../../../test/support/fakes/subscribers.fake';
import { LockingUnitOfWork } from '../../../test/support/fakes/unit-of-work.fake';
import { BillingGateway } from './billing-gateway.port';
import { StartSubscription } from './start-subscription.use-case';
import type { BillingSubscription } from './subscription-state';
import { AlreadySubscribedError, BillingDisabledError, UnknownPriceError, VerificationRequiredError } from './subscriptions.errors';
import type { Subscriber } from './subscribers.port';

const prices = { startup: 'price_startup', growth: 'price_growth' };

class RecordingGateway extends BillingGateway {
  calls: string[] = [];
  customers = 0;
  /** The subscriptions started, as the provider holds them. */
  started = new Map<string, BillingSubscription>();
  async createCustomer() {
    this.calls.push('createCustomer');
    this.customers += 1;
    await afterPendingWork(); // a slow call: a second subscribe of the member gets every chance to run meanwhile
    return this.customers === 1 ? 'cus_new' : `cus_new${this.customers}`;
  }
  async startSubscription(input: { customerId: string; priceId: string }) {
    this.calls.push(`start:${input.customerId}:${input.priceId}`);
    await afterPendingWork();
    const id = `sub_new${this.started.size || ''}`;
    this.started.set(id, {
      id,
      customerId: input.customerId,
      status: 'incomplete',
      priceId: input.priceId,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      userId: 'u1',
    });
    return { subscriptionId: id, clientSecret: `pi_secret_${id}` };
  }
  async retrieveWithFirstPayment(id: string) {
    this.calls.push(`retrieve:${id}`);
    const subscription = this.started.get(id)!;
    return { subscription, clientSecret: subscription.status === 'incomplete' ? `pi_secret_${id}` : null };
  }
  async cancelNow(id: string) {
    this.calls.push(`cancel:${id}`);
    return Object.assign(this.started.get(id)!, { status: 'canceled' as const });
  }
  async changePrice(input: { subscriptionId: string; priceId: string }): Promise<BillingSubscription> {
    this.calls.push(`change:${input.subscriptionId}:${input.priceId}`);
    return { id: input.subscriptionId, customerId: 'cus_1', status: 'active', priceId: input.priceId, currentPeriodEnd: null, cancelAtPeriodEnd: false, userId: 'u1' };
  }
  async retrieveSubscription(): Promise<BillingSubscription> {
    throw new Error('not used');
  }
  async cancelAtPeriodEnd(): Promise<BillingSubscription> {
    throw new Error('not used');
  }
  verifyWebhook(): never {
    throw new Error('not used');
  }
}

function setup(member: Subscriber, enabled = true) {
  const gateway = new RecordingGateway();
  const subscribers = new InMemorySubscribers(member);
  const sut = new StartSubscription(subscribers, gateway, { enabled, prices }, new LockingUnitOfWork());
  return { sut, gateway, subscribers };
}

describe(StartSubscription.name, () => {
  it('creates the customer once, then a subscription waiting for payment, recorded on the member without changing the tier', async () => {
    const { sut, gateway, subscribers } = setup(aSubscriber());
    await expect(sut.execute({ userId: 'u1', priceId: 'price_startup' })).resolves.toEqual({
      clientSecret: 'pi_secret_sub_new',
      subscriptionId: 'sub_new',
      planChanged: false,
    });
    expect(gateway.calls).toEqual(['createCustomer', 'start:cus_new:price_startup']);
    expect(subscribers.member).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionId: 'sub_new', stripeSubscriptionStatus: 'incomplete' });
  });

  it('hands the member their incomplete subscription again for the same price, and replaces it for another', async () => {
    const { sut, gateway, subscribers } = setup(aSubscriber());
    await sut.execute({ userId: 'u1', priceId: 'price_startup' });
    await expect(sut.execute({ userId: 'u1', priceId: 'price_startup' })).resolves.toEqual({
      clientSecret: 'pi_secret_sub_new',
      subscriptionId: 'sub_new',
      planChanged: false,
    });
    await expect(sut.execute({ userId: 'u1', priceId: 'price_growth' })).resolves.toMatchObject({ subscriptionId: 'sub_new1' });
    expect(gateway.calls).toEqual([
      'createCustomer',
      'start:cus_new:price_startup',
      'retrieve:sub_new',
      'retrieve:sub_new',
      'cancel:sub_new',
      'start:cus_new:price_growth',
    ]);
    expect(subscribers.member.stripeSubscriptionId).toBe('sub_new1');
  });

  it('creates one customer and one subscription for two simultaneous subscribe calls of one member', async () => {
    const { sut, gateway, subscribers } = setup(aSubscriber());
    const [first, second] = await Promise.all([sut.execute({ userId: 'u1', priceId: 'price_startup' }), sut.execute({ userId: 'u1', priceId: 'price_startup' })]);
    expect(gateway.calls.filter((call) => call === 'createCustomer')).toHaveLength(1);
    expect(subscribers.member.stripeCustomerId).toBe('cus_new');
    expect(gateway.calls.filter((call) => call.startsWith('start:'))).toEqual(['start:cus_new:price_startup']);
    expect(second).toEqual(first);
  });

  it('never starts a second subscription when the incomplete one was paid meanwhile', async () => {
    const { sut, gateway } = setup(aSubscriber());
    await sut.execute({ userId: 'u1', priceId: 'price_startup' });
    gateway.started.get('sub_new')!.status = 'active';
    await expect(sut.execute({ userId: 'u1', priceId: 'price_startup' })).rejects.toThrow(AlreadySubscribedError);
    expect(gateway.calls.filter((call) => call.startsWith('start:'))).toHaveLength(1);
  });

  it('asks for industry verification before anything else, naming the level the modal shows', async () => {
    const pending = setup(aSubscriber({ industryVerified: false }), false);
    await expect(pending.sut.execute({ userId: 'u1', priceId: '' })).rejects.toMatchObject({ details: { requiresVerification: true, verificationLevel: 'pending' } });
    const review = setup(aSubscriber({ industryVerified: false, hasPendingVerificationRequest: true }));
    await expect(review.sut.execute({ userId: 'u1', priceId: 'price_startup' })).rejects.toThrow(VerificationRequiredError);
    await expect(review.sut.execute({ userId: 'u1', priceId: 'price_startup' })).rejects.toMatchObject({ verificationLevel: 'manual_review' });
  });

  it('answers billing-off before judging the price, and refuses an unknown price', async () => {
    await expect(setup(aSubscriber(), false).sut.execute({ userId: 'u1', priceId: 'price_nope' })).rejects.toThrow(BillingDisabledError);
    await expect(setup(aSubscriber()).sut.execute({ userId: 'u1', priceId: 'price_nope' })).rejects.toThrow(UnknownPriceError);
    await expect(setup(aSubscriber()).sut.execute({ userId: 'u1', priceId: '' })).rejects.toThrow('A price id is required');
  });

  it('moves a paying member to another plan instead of billing twice, and refuses the plan they have', async () => {
    const paying = aSubscriber({ stripeCustomerId: 'cus_1', subscriptionTier: 'startup', stripeSubscriptionId: 'sub_1', stripeSubscriptionStatus: 'active' });
    const { sut, gateway, subscribers } = setup(paying);
    await expect(sut.execute({ userId: 'u1', priceId: 'price_startup' })).rejects.toThrow(AlreadySubscribedError);
    await expect(sut.execute({ userId: 'u1', priceId: 'price_growth' })).resolves.toEqual({ clientSecret: null, subscriptionId: 'sub_1', planChanged: true });
    expect(gateway.calls).toEqual(['change:sub_1:price_growth']);
    expect(subscribers.member.subscriptionTier).toBe('growth');
  });
});
