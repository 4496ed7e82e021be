import { aSubscriber } from '../../../test/support/builders';
import { afterPendingWork } from '../../../test/support/fakes/pending-work';
import { InMemoryProcessedBillingEvents, InMemorySubscribers } from '../../../test/support/fakes/subscribers.fake';
import { DirectUnitOfWork, LockingUnitOfWork } from '../../../test/support/fakes/unit-of-work.fake';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import { BillingGateway, type BillingEvent } from './billing-gateway.port';
import { HandleBillingEvent } from './handle-billing-event.use-case';
import type { BillingSubscription } from './subscription-state';
import { BillingDisabledError, InvalidWebhookError } from './subscriptions.errors';

const settings = { enabled: true, prices: { startup: 'price_startup', growth: 'price_growth' } };

class FakeGateway extends BillingGateway {
  subscriptions = new Map<string, BillingSubscription>();
  async createCustomer(): Promise<string> {
    return 'cus_1';
  }
  async startSubscription() {
    return { subscriptionId: 'sub_1', clientSecret: 'secret' };
  }
  async changePrice({ subscriptionId }: { subscriptionId: string }) {
    return this.subscriptions.get(subscriptionId)!;
  }
  async retrieveSubscription(id: string) {
    return this.subscriptions.get(id)!;
  }
  async retrieveWithFirstPayment(id: string) {
    return { subscription: this.subscriptions.get(id)!, clientSecret: null };
  }
  async cancelAtPeriodEnd(id: string) {
    return this.subscriptions.get(id)!;
  }
  async cancelNow(id: string) {
    return this.subscriptions.get(id)!;
  }
  verifyWebhook(rawBody: Uint8Array | string, signature: string | undefined): BillingEvent {
    if (signature !== 'good') throw new InvalidWebhookError();
    return JSON.parse(String(rawBody)) as BillingEvent;
  }
}

function setup(unitOfWork: UnitOfWork = new DirectUnitOfWork()) {
  const gateway = new FakeGateway();
  const subscribers = new InMemorySubscribers(aSubscriber({ name: 'Jane', stripeCustomerId: 'cus_1' }));
  const sut = new HandleBillingEvent(gateway, subscribers, new InMemoryProcessedBillingEvents(), unitOfWork, settings);
  const deliver = (event: BillingEvent, signature = 'good') => sut.execute({ rawBody: JSON.stringify(event), signature });
  const sub = (overrides: Partial<BillingSubscription>) =>
    gateway.subscriptions.set('sub_1', {
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      priceId: 'price_startup',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      userId: 'u1',
      ...overrides,
    });
  return { sut, gateway, subscribers, deliver, sub };
}

describe(HandleBillingEvent.name, () => {
  it('upgrades the member when the subscription becomes active, once per event id', async () => {
    const { deliver, subscribers, sub } = setup();
    sub({ status: 'active' });
    await expect(deliver({ id: 'evt_1', type: 'customer.subscription.updated', subscriptionId: 'sub_1', customerId: 'cus_1' })).resolves.toBe('applied');
    await expect(deliver({ id: 'evt_1', type: 'customer.subscription.updated', subscriptionId: 'sub_1', customerId: 'cus_1' })).resolves.toBe('duplicate');
    expect(subscribers.member.subscriptionTier).toBe('startup');
    expect(subscribers.writes).toBe(1);
  });

  it('applies concurrent events of one subscription in turn, so a state read earlier cannot overwrite a newer one', async () => {
    const { deliver, gateway, subscribers, sub } = setup(new LockingUnitOfWork());
    sub({ status: 'past_due' });
    // Stripe answers the first read with past_due, but the subscription is cancelled while that answer travels.
    const retrieve = gateway.retrieveSubscription.bind(gateway);
    let reads = 0;
    gateway.retrieveSubscription = async (id: string) => {
      reads += 1;
      const answer = { ...(await retrieve(id)) };
      if (reads === 1) {
        sub({ status: 'canceled' });
        await afterPendingWork(); // the other event gets every chance to be applied meanwhile
      }
      return answer;
    };
    await Promise.all([
      deliver({ id: 'evt_failed', type: 'invoice.payment_failed', subscriptionId: 'sub_1', customerId: 'cus_1' }),
      deliver({ id: 'evt_deleted', type: 'customer.subscription.deleted', subscriptionId: 'sub_1', customerId: 'cus_1' }),
    ]);
    expect(subscribers.member).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionStatus: 'canceled' });
  });

  it("finds the member by the subscription's userId metadata when no member holds its customer id, and records that customer", async () => {
    const { deliver, subscribers, sub } = setup();
    subscribers.member = { ...subscribers.member, stripeCustomerId: null };
    sub({ customerId: 'cus_lost', status: 'active' });
    await expect(deliver({ id: 'evt_paid', type: 'invoice.paid', subscriptionId: 'sub_1', customerId: 'cus_lost' })).resolves.toBe('applied');
    expect(subscribers.member).toMatchObject({ subscriptionTier: 'startup', stripeCustomerId: 'cus_lost' });
  });

  it('refuses a bad signature and answers billing-off while billing is not configured', async () => {
    const { deliver, gateway, subscribers } = setup();
    await expect(deliver({ id: 'evt', type: 'invoice.paid', subscriptionId: 'sub_1', customerId: 'cus_1' }, 'forged')).rejects.toThrow(InvalidWebhookError);
    const off = new HandleBillingEvent(gateway, subscribers, new InMemoryProcessedBillingEvents(), new DirectUnitOfWork(), { ...settings, enabled: false });
    await expect(off.execute({ rawBody: '{}', signature: 'good' })).rejects.toThrow(BillingDisabledError);
  });
});
