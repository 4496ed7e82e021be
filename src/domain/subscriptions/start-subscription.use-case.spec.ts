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
  async createCustomer() {
    this.calls.push('createCustomer');
    this.customers += 1;
    await afterPendingWork(); // a slow call: a second subscribe of the member gets every chance to run meanwhile
    return this.customers === 1 ? 'cus_new' : `cus_new${this.customers}`;
  }
  async startSubscription(input: { customerId: string; priceId: string }) {
    this.calls.push(`start:${input.customerId}:${input.priceId}`);
    return { subscriptionId: 'sub_new', clientSecret: 'pi_secret' };
  }
  async changePrice(input: { subscriptionId: string; priceId: string }): Promise<BillingSubscription> {
    this.calls.push(`change:${input.subscriptionId}:${input.priceId}`);
    return { id: input.subscriptionId, customerId: 'cus_1', status: 'active', priceId: input.priceId, currentPeriodEnd: null, cancelAtPeriodEnd: false, userId: 'u1' };
  }
  async retrieveSubscription(): Promise<BillingSubscription> { throw new Error('not used'); }
  async cancelAtPeriodEnd(): Promise<BillingSubscription> { throw new Error('not used'); }
  verifyWebhook(): never { throw new Error('not used'); }
}


function setup(member: Subscriber, enabled = true) {
  const gateway = new RecordingGateway();
  const subscribers = new InMemorySubscribers(member);
  const sut = new StartSubscription(subscribers, gateway, { enabled, prices }, new LockingUnitOfWork());
  return { sut, gateway, subscribers };
}

describe(StartSubscription.name, () => {
  it('creates the customer once, then a subscription waiting for payment, without changing the tier', async () => {
    const { sut, gateway, subscribers } = setup(aSubscriber());
    await expect(sut.execute({ userId: 'u1', priceId: 'price_startup' })).resolves.toEqual({ clientSecret: 'pi_secret', subscriptionId: 'sub_new', planChanged: false });
    await sut.execute({ userId: 'u1', priceId: 'price_growth' });
    expect(gateway.calls).toEqual(['createCustomer', 'start:cus_new:price_startup', 'start:cus_new:price_growth']);
    expect(subscribers.member.subscriptionTier).toBe('free');
  });

  it('creates one customer for two simultaneous subscribe calls of one member', async () => {
    const { sut, gateway, subscribers } = setup(aSubscriber());
    await Promise.all([sut.execute({ userId: 'u1', priceId: 'price_startup' }), sut.execute({ userId: 'u1', priceId: 'price_startup' })]);
    expect(gateway.calls.filter((call) => call === 'createCustomer')).toHaveLength(1);
    expect(subscribers.member.stripeCustomerId).toBe('cus_new');
    expect(gateway.calls.filter((call) => call.startsWith('start:'))).toEqual(['start:cus_new:price_startup', 'start:cus_new:price_startup']);
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
