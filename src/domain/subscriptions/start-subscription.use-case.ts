import type { BillingSettings } from './billing-settings';
import { BillingGateway } from './billing-gateway.port';
import { planForPriceId } from './plans';
import { AlreadySubscribedError, BillingDisabledError, SubscriberNotFoundError, UnknownPriceError, VerificationRequiredError } from './subscriptions.errors';
import { Subscribers } from './subscribers.port';
import { grantsPlan } from './subscription-state';

/**
 * POST /api/create-subscription (DECISIONS §8): one provider customer per member, then a subscription
 * waiting for its first payment; the browser confirms it with the returned client secret. The tier
 * changes later, from the provider's events, never from this call.
 * Checks in the contract's order: verification (403), billing on (503), known price (400), not
 * already subscribed (409).
 * @throws SubscriberNotFoundError, VerificationRequiredError, BillingDisabledError, UnknownPriceError, AlreadySubscribedError
 */
export class StartSubscription {
  constructor(
    private readonly subscribers: Subscribers,
    private readonly gateway: BillingGateway,
    private readonly settings: BillingSettings,
  ) {}

  async execute(input: { userId: string; priceId: string }): Promise<{ clientSecret: string | null; subscriptionId: string }> {
    const subscriber = await this.subscribers.findById(input.userId);
    if (!subscriber) throw new SubscriberNotFoundError();
    if (subscriber.userType !== 'admin' && !subscriber.industryVerified) {
      throw new VerificationRequiredError(subscriber.hasPendingVerificationRequest ? 'manual_review' : 'pending');
    }
    if (!this.settings.enabled) throw new BillingDisabledError();
    if (!planForPriceId(input.priceId, this.settings.prices)) throw new UnknownPriceError();
    if (grantsPlan(subscriber.stripeSubscriptionStatus) && subscriber.subscriptionTier !== 'free') throw new AlreadySubscribedError();
    let customerId = subscriber.stripeCustomerId;
    if (!customerId) {
      customerId = await this.gateway.createCustomer({ userId: subscriber.id, email: subscriber.email, name: subscriber.name });
      await this.subscribers.setCustomerId(subscriber.id, customerId);
    }
    return this.gateway.startSubscription({ customerId, priceId: input.priceId, userId: subscriber.id });
  }
}
