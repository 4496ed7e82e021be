import { FREE_TIER } from './entitlements';
import { planForPriceId, type PlanPrices } from './plans';

/** Stripe's subscription statuses, as the billing gateway reports them. */
export const BILLING_STATUSES = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** Statuses that keep the plan's entitlements: paying, trialing, or in Stripe's retry window after a failed renewal. */
const GRANTING_STATUSES: ReadonlySet<BillingStatus> = new Set(['active', 'trialing', 'past_due']);

/** Whether a status keeps the plan's entitlements. */
export function grantsPlan(status: BillingStatus | null): boolean {
  return status !== null && GRANTING_STATUSES.has(status);
}

/** A subscription as the billing provider holds it now (never the provider's own type: the domain does not depend on the billing provider's SDK). */
export interface BillingSubscription {
  id: string;
  customerId: string;
  status: BillingStatus;
  /** The price of its first item; decides the plan. */
  priceId: string | null;
  /** End of the paid period; access continues until then after a cancellation. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The member the subscription was started for (its `userId` metadata); null when it carries none. */
  userId: string | null;
}

/** What a member's row records about billing (docs/data-model.md users' Stripe fields). */
export interface Membership {
  subscriptionTier: string;
  stripeSubscriptionId: string | null;
  /** null for a member who never subscribed (docs/api-contract.md#contract-details). */
  stripeSubscriptionStatus: BillingStatus | null;
  stripeCurrentPeriodEnd: Date | null;
  stripeCancelAtPeriodEnd: boolean;
}

/**
 * The membership a subscription's current state grants: the plan's tier while it is active, trialing
 * or past due; the free tier otherwise (incomplete, canceled, unpaid…). An unknown price grants nothing.
 */
export function membershipFrom(subscription: BillingSubscription, prices: PlanPrices): Membership {
  const plan = subscription.priceId ? planForPriceId(subscription.priceId, prices) : null;
  const grants = plan !== null && GRANTING_STATUSES.has(subscription.status);
  return {
    subscriptionTier: grants ? plan.tier : FREE_TIER,
    stripeSubscriptionId: subscription.id,
    stripeSubscriptionStatus: subscription.status,
    stripeCurrentPeriodEnd: subscription.currentPeriodEnd,
    stripeCancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

/**
 * Whether a subscription's state should replace the member's recorded one. A member has one current
 * subscription: events about another subscription (an abandoned incomplete one, an older one ending)
 * change nothing unless that other subscription now grants a plan.
 */
export function shouldApply(current: Pick<Membership, 'stripeSubscriptionId' | 'stripeSubscriptionStatus'>, incoming: BillingSubscription): boolean {
  if (current.stripeSubscriptionId === null || current.stripeSubscriptionId === incoming.id) return true;
  const currentGrants = current.stripeSubscriptionStatus !== null && GRANTING_STATUSES.has(current.stripeSubscriptionStatus);
  return !currentGrants && GRANTING_STATUSES.has(incoming.status);
}

/** The answer of GET /api/subscription/status (docs/billing-and-plans.md#subscription-status-and-cancelling). */
export interface SubscriptionStatusView {
  hasActiveSubscription: boolean;
  subscriptionTier: string;
  stripeSubscriptionStatus: BillingStatus | null;
  subscription: { currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean } | null;
}

/** The status view of a recorded membership. */
export function statusView(membership: Membership): SubscriptionStatusView {
  return {
    hasActiveSubscription: membership.subscriptionTier !== FREE_TIER,
    subscriptionTier: membership.subscriptionTier,
    stripeSubscriptionStatus: membership.stripeSubscriptionStatus,
    subscription:
      membership.stripeSubscriptionId === null ? null : { currentPeriodEnd: membership.stripeCurrentPeriodEnd, cancelAtPeriodEnd: membership.stripeCancelAtPeriodEnd },
  };
}
