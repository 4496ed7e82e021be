import { UnitOfWork } from '../shared/unit-of-work.port';
import type { BillingSettings } from './billing-settings';
import { BillingGateway } from './billing-gateway.port';
import { planForPriceId } from './plans';
import { AlreadySubscribedError, BillingDisabledError, SubscriberNotFoundError, UnknownPriceError, VerificationRequiredError } from './subscriptions.errors';
import { Subscribers } from './subscribers.port';
import { grantsPlan, membershipFrom } from './subscription-state';

/**
 * The provider's idempotency key of the request that starts a member's subscription to `priceId`: derived from
 * the member, the price and the subscription the member has on record (`replacing`, null for none), never random.
 * A retry after a create that failed or timed out (the provider may have created it, the answer was lost) sends the
 * same key, so the provider answers with that subscription instead of billing a second one; once the first is on
 * record, or has been replaced, the key changes, so a later start for the same price is a new request.
 */
export function subscriptionRequestKey(input: { userId: string; priceId: string; replacing: string | null }): string {
  return `subscription-${input.userId}-${input.priceId}-after-${input.replacing ?? 'none'}`;
}

/**
 * POST /api/create-subscription (docs/billing-and-plans.md): one provider customer per member, then a subscription
 * waiting for its first payment; the browser confirms it with the returned client secret. The tier
 * changes later, from the provider's events, never from this call.
 * A member whose subscription already grants a plan changes plan instead: the live subscription moves
 * to the new price (prorated), the provider's answer is recorded, and no client secret is returned.
 * One subscription per member: the subscription started is recorded on the member at once, and
 * a member whose recorded subscription still waits for its first payment gets that one back (same price)
 * instead of a second; for another price the abandoned one is cancelled first. The whole step runs under
 * the member's lock, so simultaneous subscribe calls answer with one subscription, and the provider's create
 * carries a key derived from the member and the price (subscriptionRequestKey), so a retry after a lost answer
 * does too.
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
    return this.startOrResume(subscriber.id, input.priceId);
  }

  /**
   * The member's provider customer (created on first use, idempotently at the provider too, for a retry
   * after a failed commit) and their one subscription waiting for payment, serialised per member: two
   * simultaneous calls would otherwise create two customers, or two subscriptions billed side by side.
   */
  private startOrResume(userId: string, priceId: string): Promise<{ clientSecret: string | null; subscriptionId: string; planChanged: boolean }> {
    return this.unitOfWork.run(
      async () => {
        const subscriber = await this.subscribers.findById(userId);
        if (!subscriber) throw new SubscriberNotFoundError();
        let customerId = subscriber.stripeCustomerId;
        if (!customerId) {
          customerId = await this.gateway.createCustomer({ userId: subscriber.id, email: subscriber.email, name: subscriber.name });
          await this.subscribers.setCustomerId(subscriber.id, customerId);
        }
        if (subscriber.stripeSubscriptionId && subscriber.stripeSubscriptionStatus === 'incomplete') {
          const open = await this.gateway.retrieveWithFirstPayment(subscriber.stripeSubscriptionId);
          if (grantsPlan(open.subscription.status)) {
            // Paid meanwhile, its event still on the way: the member has that plan now, never a second subscription.
            if (open.subscription.priceId === priceId) throw new AlreadySubscribedError();
            const changed = await this.gateway.changePrice({ subscriptionId: open.subscription.id, priceId });
            await this.subscribers.setMembership(subscriber.id, membershipFrom(changed, this.settings.prices));
            return { clientSecret: null, subscriptionId: changed.id, planChanged: true };
          }
          if (open.subscription.status === 'incomplete') {
            if (open.subscription.priceId === priceId && open.clientSecret) {
              return { clientSecret: open.clientSecret, subscriptionId: open.subscription.id, planChanged: false };
            }
            await this.gateway.cancelNow(open.subscription.id);
          }
        }
        const requestKey = subscriptionRequestKey({ userId: subscriber.id, priceId, replacing: subscriber.stripeSubscriptionId });
        const started = await this.gateway.startSubscription({ customerId, priceId, userId: subscriber.id, requestKey });
        // Recorded now, not only when the provider's first event arrives: a second call must find it.
        if (!grantsPlan(subscriber.stripeSubscriptionStatus)) {
          await this.subscribers.setMembership(subscriber.id, {
            subscriptionTier: subscriber.subscriptionTier,
            stripeSubscriptionId: started.subscriptionId,
            stripeSubscriptionStatus: 'incomplete',
            stripeCurrentPeriodEnd: null,
            stripeCancelAtPeriodEnd: false,
          });
        }
        return { ...started, planChanged: false };
      },
      { lock: `billing-user:${userId}` },
    );
  }
}
