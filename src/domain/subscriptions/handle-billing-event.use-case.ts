import { UnitOfWork } from '../shared/unit-of-work.port';
import type { BillingSettings } from './billing-settings';
import { BillingGateway } from './billing-gateway.port';
import { membershipFrom, shouldApply, type BillingSubscription } from './subscription-state';
import { BillingDisabledError } from './subscriptions.errors';
import { ProcessedBillingEvents, Subscribers, type Subscriber } from './subscribers.port';

/** Event types that can change a member's plan (docs/billing-and-plans.md). */
export const MEMBERSHIP_EVENT_TYPES: ReadonlySet<string> = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

export type BillingEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * POST /api/stripe/webhook (docs/billing-and-plans.md): verifies the delivery, then applies the subscription's
 * **current** state read from the provider, so events arriving late or out of order cannot roll a
 * member back. Each event id is recorded in the same transaction as its effect: a redelivery changes
 * nothing, and a failure leaves the event unrecorded for the provider's retry. The provider's state
 * is read inside the transaction, under a lock on the event's customer (else its subscription), so
 * concurrent events of one subscription apply in turn, each with the state current at that moment.
 * @throws BillingDisabledError while billing is off; InvalidWebhookError from the gateway.
 */
export class HandleBillingEvent {
  constructor(
    private readonly gateway: BillingGateway,
    private readonly subscribers: Subscribers,
    private readonly processed: ProcessedBillingEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: BillingSettings,
  ) {}

  async execute(input: { rawBody: Uint8Array | string; signature: string | undefined }): Promise<BillingEventOutcome> {
    if (!this.settings.enabled) throw new BillingDisabledError();
    const event = this.gateway.verifyWebhook(input.rawBody, input.signature);
    if (!MEMBERSHIP_EVENT_TYPES.has(event.type) || !event.subscriptionId) {
      return (await this.processed.record(event.id, event.type)) ? 'ignored' : 'duplicate';
    }
    const subscriptionId = event.subscriptionId;
    // Lock first, then read the provider's state: two events of one subscription handled at once
    // must not commit an older state read before the other's newer one.
    const lock = event.customerId ? `billing-customer:${event.customerId}` : `billing-subscription:${subscriptionId}`;
    return this.unitOfWork.run(
      async () => {
        if (!(await this.processed.record(event.id, event.type))) return 'duplicate';
        const subscription = await this.gateway.retrieveSubscription(subscriptionId);
        const subscriber = await this.subscriberOf(subscription);
        if (!subscriber || !shouldApply(subscriber, subscription)) return 'ignored';
        await this.subscribers.setMembership(subscriber.id, membershipFrom(subscription, this.settings.prices));
        return 'applied';
      },
      { lock },
    );
  }

  /**
   * The member a subscription belongs to: the one holding its customer id, else the member named by
   * its `userId` metadata (a customer id lost to a concurrent subscribe), who then records that customer.
   */
  private async subscriberOf(subscription: BillingSubscription): Promise<Subscriber | null> {
    const byCustomer = await this.subscribers.findByCustomerId(subscription.customerId);
    if (byCustomer || !subscription.userId) return byCustomer;
    const byMetadata = await this.subscribers.findById(subscription.userId);
    if (byMetadata && !byMetadata.stripeCustomerId) await this.subscribers.setCustomerId(byMetadata.id, subscription.customerId);
    return byMetadata;
  }
}
