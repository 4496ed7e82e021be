import { UnitOfWork } from '../shared/unit-of-work.port';
import { BillingGateway, type BillingEvent } from './billing-gateway.port';
import { HandleBillingEvent } from './handle-billing-event.use-case';
import type { BillingSubscription, Membership } from './subscription-state';
import { BillingDisabledError, InvalidWebhookError } from './subscriptions.errors';
import { ProcessedBillingEvents, Subscribers, type Subscriber } from './subscribers.port';

const settings = { enabled: true, prices: { startup: 'price_startup', growth: 'price_growth' } };

class FakeGateway extends BillingGateway {
  subscriptions = new Map<string, BillingSubscription>();
  async createCustomer(): Promise<string> { return 'cus_1'; }
  async startSubscription() { return { subscriptionId: 'sub_1', clientSecret: 'secret' }; }
  async changePrice({ subscriptionId }: { subscriptionId: string }) { return this.subscriptions.get(subscriptionId)!; }
  async retrieveSubscription(id: string) { return this.subscriptions.get(id)!; }
  async cancelAtPeriodEnd(id: string) { return this.subscriptions.get(id)!; }
  verifyWebhook(rawBody: Uint8Array | string, signature: string | undefined): BillingEvent {
    if (signature !== 'good') throw new InvalidWebhookError();
    return JSON.parse(String(rawBody)) as BillingEvent;
  }
}

class InMemorySubscribers extends Subscribers {
  constructor(public member: Subscriber) { super(); }
  writes = 0;
  async findById() { return this.member; }
  async findByCustomerId(customerId: string) { return this.member.stripeCustomerId === customerId ? this.member : null; }
  async setCustomerId() {}
  async setMembership(_: string, membership: Membership) { this.writes++; this.member = { ...this.member, ...membership }; }
}

class InMemoryProcessed extends ProcessedBillingEvents {
  ids = new Set<string>();
  async record(id: string) { if (this.ids.has(id)) return false; this.ids.add(id); return true; }
}

class DirectUnitOfWork extends UnitOfWork {
  run<T>(work: () => Promise<T>) { return work(); }
}

function setup() {
  const gateway = new FakeGateway();
  const subscribers = new InMemorySubscribers({
    id: 'u1', email: 'jane@pfizer.com', name: 'Jane', userType: 'reviewer', industryVerified: true, verificationLevel: 'verified',
    stripeCustomerId: 'cus_1', hasPendingVerificationRequest: false, subscriptionTier: 'free', stripeSubscriptionId: null,
    stripeSubscriptionStatus: null, stripeCurrentPeriodEnd: null, stripeCancelAtPeriodEnd: false,
  });
  const sut = new HandleBillingEvent(gateway, subscribers, new InMemoryProcessed(), new DirectUnitOfWork(), settings);
  const deliver = (event: BillingEvent, signature = 'good') => sut.execute({ rawBody: JSON.stringify(event), signature });
  const sub = (overrides: Partial<BillingSubscription>) =>
    gateway.subscriptions.set('sub_1', { id: 'sub_1', customerId: 'cus_1', status: 'active', priceId: 'price_startup', currentPeriodEnd: null, cancelAtPeriodEnd: false, ...overrides });
  return { sut, gateway, subscribers, deliver, sub };
}

describe(HandleBillingEvent.name, () => {
  it('upgrades the member when the subscription becomes active, once per event id', async () => {
    const { deliver, subscribers, sub } = setup();
    sub({ status: 'active' });
    await expect(deliver({ id: 'evt_1', type: 'customer.subscription.updated', subscriptionId: 'sub_1' })).resolves.toBe('applied');
    await expect(deliver({ id: 'evt_1', type: 'customer.subscription.updated', subscriptionId: 'sub_1' })).resolves.toBe('duplicate');
    expect(subscribers.member.subscriptionTier).toBe('startup');
    expect(subscribers.writes).toBe(1);
  });

  it('applies the current state, so an old event delivered after the deletion cannot restore the plan', async () => {
    const { deliver, subscribers, sub } = setup();
    sub({ status: 'canceled' });
    await deliver({ id: 'evt_deleted', type: 'customer.subscription.deleted', subscriptionId: 'sub_1' });
    await deliver({ id: 'evt_old_update', type: 'customer.subscription.updated', subscriptionId: 'sub_1' });
    expect(subscribers.member).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionStatus: 'canceled' });
  });

  it('refuses a bad signature and answers billing-off while billing is not configured', async () => {
    const { deliver, gateway, subscribers } = setup();
    await expect(deliver({ id: 'evt', type: 'invoice.paid', subscriptionId: 'sub_1' }, 'forged')).rejects.toThrow(InvalidWebhookError);
    const off = new HandleBillingEvent(gateway, subscribers, new InMemoryProcessed(), new DirectUnitOfWork(), { ...settings, enabled: false });
    await expect(off.execute({ rawBody: '{}', signature: 'good' })).rejects.toThrow(BillingDisabledError);
  });
});
