import type { BillingSettings } from './billing-settings';
import { BillingGateway } from './billing-gateway.port';
import { grantsPlan, membershipFrom, statusView, type SubscriptionStatusView } from './subscription-state';
import { BillingDisabledError, NoSubscriptionError, SubscriberNotFoundError } from './subscriptions.errors';
import { Subscribers } from './subscribers.port';

/**
 * POST /api/subscription/cancel: schedules cancellation at the end of the paid period
 * (docs/billing-and-plans.md#subscription-status-and-cancelling); access continues until then. The member's record takes the provider's fresh answer.
 * @throws BillingDisabledError, NoSubscriptionError
 */
export class CancelSubscription {
  constructor(
    private readonly subscribers: Subscribers,
    private readonly gateway: BillingGateway,
    private readonly settings: BillingSettings,
  ) {}

  async execute(userId: string): Promise<SubscriptionStatusView> {
    const subscriber = await this.subscribers.findById(userId);
    if (!subscriber) throw new SubscriberNotFoundError();
    if (!this.settings.enabled) throw new BillingDisabledError();
    if (!subscriber.stripeSubscriptionId || !grantsPlan(subscriber.stripeSubscriptionStatus)) throw new NoSubscriptionError();
    const subscription = await this.gateway.cancelAtPeriodEnd(subscriber.stripeSubscriptionId);
    const membership = membershipFrom(subscription, this.settings.prices);
    await this.subscribers.setMembership(subscriber.id, membership);
    return statusView(membership);
  }
}
