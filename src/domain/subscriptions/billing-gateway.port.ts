import type { BillingSubscription } from './subscription-state';

/** A billing event of interest, reduced to what the domain needs: which subscription it concerns. */
export interface BillingEvent {
  /** The provider's event id (idempotency key). */
  id: string;
  type: string;
  /** The subscription the event is about (directly, or through an invoice); null when none. */
  subscriptionId: string | null;
  /** The customer the event's object belongs to; null when it names none. Keys the event's lock. */
  customerId: string | null;
}

/**
 * The payment provider (Stripe in production, a Stripe-compatible fake in tests). Methods take
 * argument objects and return domain types only.
 */
export abstract class BillingGateway {
  /**
   * Creates the provider's customer for a member, idempotently per member: a repeated call for the
   * same userId (within the provider's idempotency window) returns the same customer.
   * @returns the customer id.
   */
  abstract createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /**
   * Starts a subscription that waits for its first payment (`default_incomplete`). `requestKey` is the
   * provider's idempotency key: a second call with the same key within the provider's window (Stripe: 24 hours)
   * answers with the subscription the first one created instead of creating another.
   * @returns its id and the client secret that confirms the first payment in the browser.
   */
  abstract startSubscription(input: {
    customerId: string;
    priceId: string;
    userId: string;
    requestKey: string;
  }): Promise<{ subscriptionId: string; clientSecret: string | null }>;
  /**
   * Moves a live subscription to another price (prorated on the next invoice) and lifts a scheduled
   * cancellation. @returns the updated subscription.
   */
  abstract changePrice(input: { subscriptionId: string; priceId: string }): Promise<BillingSubscription>;
  /** The subscription as the provider holds it now. */
  abstract retrieveSubscription(subscriptionId: string): Promise<BillingSubscription>;
  /**
   * The subscription as the provider holds it now, with the client secret that confirms its first payment
   * (null once nothing waits for one): to hand a member's still-incomplete subscription out again.
   */
  abstract retrieveWithFirstPayment(subscriptionId: string): Promise<{ subscription: BillingSubscription; clientSecret: string | null }>;
  /** Schedules cancellation at the end of the paid period. @returns the updated subscription. */
  abstract cancelAtPeriodEnd(subscriptionId: string): Promise<BillingSubscription>;
  /** Ends the subscription at once, with no further invoice (an abandoned incomplete one; a deleted account's). */
  abstract cancelNow(subscriptionId: string): Promise<BillingSubscription>;
  /**
   * Verifies a webhook delivery's signature on its raw body.
   * @throws InvalidWebhookError when the signature is missing, wrong or stale.
   */
  abstract verifyWebhook(rawBody: Uint8Array | string, signature: string | undefined): BillingEvent;
}
