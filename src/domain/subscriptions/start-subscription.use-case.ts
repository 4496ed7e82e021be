import { UnitOfWork } from '../shared/unit-of-work.port';
import type { BillingSettings } from './billing-settings';
import { BillingGateway } from './billing-gateway.port';
import { planForPriceId } from './plans';
import { AlreadySubscribedError, BillingDisabledError, SubscriberNotFoundError, UnknownPriceError, VerificationRequiredError } from './subscriptions.errors';
import { Subscribers } from './subscribers.port';
import { grantsPlan, membershipFrom } from './subscription-state';

/**
 * POST /api/create-subscription (DECISIONS §8): one provider customer per member, then a subscription
 * waiting for its first payment; the browser confirms it with the returned client secret. The tier
 * changes later, from the provider's events, never from this call.
 * A member whose subscription already grants a plan changes plan instead: the live subscription moves
 * to the new price (prorated), the provider's answer is recorded, and no client secret is returned.
 * Checks in the contract's order: verification (403), billing on (503), known price (400), not
 * already on that plan (409).
 * @throws SubscriberNotFoundError, VerificationRequiredError, BillingDisabledError, UnknownPriceError, AlreadySubscribedError
 */
export class StartSubscription {
  constructor(
    private readonly subscribers: Subscribers,
    private readonly gateway: BillingGateway,
    private readonly settings: BillingSettings,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { userId: string; priceId: string }): Promise<{ clientSecret: string | null; subscriptionId: string; planChanged: boolean }> {
    const subscriber = await this.subscribers.findById(input.userId);
    if (!subscriber) throw new SubscriberNotFoundError();
    if (subscriber.userType !== 'admin' && !subscriber.industryVerified) {
      throw new VerificationRequiredError(subscriber.hasPendingVerificationRequest ? 'manual_review' : 'pending');
    }
    if (!this.settings.enabled) throw new BillingDisabledError();
    if (!input.priceId) throw new UnknownPriceError('missing');
    const plan = planForPriceId(input.priceId, this.settings.prices);
    if (!plan) throw new UnknownPriceError();
    if (subscriber.stripeSubscriptionId && grantsPlan(subscriber.stripeSubscriptionStatus) && subscriber.subscriptionTier !== 'free') {
      if (subscriber.subscriptionTier === plan.tier && !subscriber.stripeCancelAtPeriodEnd) throw new AlreadySubscribedError();
      const changed = await this.gateway.changePrice({ subscriptionId: subscriber.stripeSubscriptionId, priceId: input.priceId });
      await this.subscribers.setMembership(subscriber.id, membershipFrom(changed, this.settings.prices));
      return { clientSecret: null, subscriptionId: changed.id, planChanged: true };
    }
    const customerId = await this.customerOf(subscriber.id);
    return { ...(await this.gateway.startSubscription({ customerId, priceId: input.priceId, userId: subscriber.id })), planChanged: false };
  }

  /**
   * The member's provider customer, created on first use. Serialised per member (two simultaneous
   * subscribe calls would otherwise create two customers and the second id would overwrite the first),
   * and the creation is idempotent at the provider too, for a retry after a failed commit.
   */
  private customerOf(userId: string): Promise<string> {
    return this.unitOfWork.run(
      async () => {
        const subscriber = await this.subscribers.findById(userId);
        if (!subscriber) throw new SubscriberNotFoundError();
        if (subscriber.stripeCustomerId) return subscriber.stripeCustomerId;
        const customerId = await this.gateway.createCustomer({ userId: subscriber.id, email: subscriber.email, name: subscriber.name });
        await this.subscribers.setCustomerId(subscriber.id, customerId);
        return customerId;
      },
      { lock: `billing-user:${userId}` },
    );
  }
}
