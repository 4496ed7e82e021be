import type { AccountVerificationLevel } from '../accounts/account';
import { DomainError } from '../shared/domain-error';

/** The answers of the billing endpoints (docs/billing-and-plans.md). */
export const SUBSCRIPTION_ANSWERS = {
  billingDisabled: 'Billing is not configured',
  verificationRequired: 'Industry verification is required before subscribing',
  unknownPrice: 'Unknown price',
  alreadySubscribed: 'You are already subscribed to this plan',
  noSubscription: 'You have no active subscription',
  invalidWebhook: 'Invalid webhook signature',
  priceIdRequired: 'A price id is required',
} as const;

/**
 * The payment toasts of the subscribe modal and Stripe's return page (docs/screens.md#messages).
 * The success text is the spec's, for every plan bought online.
 */
export const PAYMENT_TOASTS = {
  successTitle: 'Subscription Successful!',
  successMessage: 'Welcome to the Premium plan.',
  failedTitle: 'Payment Failed',
  /** After Stripe's redirect back with a redirect_status other than succeeded. */
  notCompletedMessage: 'Your payment was not completed. Please try again.',
  exceptionTitle: 'Subscription Failed',
  exceptionMessage: 'Something went wrong',
} as const;

/** STRIPE_SECRET_KEY is unset: billing is off (docs/billing-and-plans.md). */
export class BillingDisabledError extends DomainError {
  readonly code = 'SUBSCRIPTIONS.BILLING_DISABLED' as const;
  readonly kind = 'unavailable' as const;
  constructor() {
    super(SUBSCRIPTION_ANSWERS.billingDisabled);
  }
}

/** Subscribing needs industry verification; the subscribe modal shows the member's level. */
export class VerificationRequiredError extends DomainError {
  readonly code = 'SUBSCRIPTIONS.VERIFICATION_REQUIRED' as const;
  readonly kind = 'forbidden' as const;
  constructor(readonly verificationLevel: AccountVerificationLevel) {
    super(SUBSCRIPTION_ANSWERS.verificationRequired);
  }

  /** Extra fields of the 403 body the client reads (docs/api-contract.md#how-the-web-calls-the-api). */
  get details(): { requiresVerification: true; verificationLevel: AccountVerificationLevel } {
    return { requiresVerification: true, verificationLevel: this.verificationLevel };
  }
}

/** A price id that buys no plan. */
export class UnknownPriceError extends DomainError {
  readonly code = 'SUBSCRIPTIONS.UNKNOWN_PRICE' as const;
  readonly kind = 'invalid' as const;
  /** @param reason 'missing' when no price id was sent at all (its own message), else 'unknown'. */
  constructor(reason: 'unknown' | 'missing' = 'unknown') {
    super(reason === 'missing' ? SUBSCRIPTION_ANSWERS.priceIdRequired : SUBSCRIPTION_ANSWERS.unknownPrice);
  }
}

/** Cancelling without a subscription that could be cancelled. */
export class NoSubscriptionError extends DomainError {
  readonly code = 'SUBSCRIPTIONS.NO_SUBSCRIPTION' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(SUBSCRIPTION_ANSWERS.noSubscription);
  }
}

/** A webhook delivery whose signature does not verify. */
export class InvalidWebhookError extends DomainError {
  readonly code = 'SUBSCRIPTIONS.INVALID_WEBHOOK' as const;
  readonly kind = 'invalid' as const;
  constructor() {
    super(SUBSCRIPTION_ANSWERS.invalidWebhook);
  }
}

/** A member id that no longer exists. */
export class SubscriberNotFoundError extends DomainError {
  readonly code = 'SUBSCRIPTIONS.SUBSCRIBER_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super('User not found');
  }
}

/** Subscribing to the plan the member already has (a second subscription would bill twice). */
export class AlreadySubscribedError extends DomainError {
  readonly code = 'SUBSCRIPTIONS.ALREADY_SUBSCRIBED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(SUBSCRIPTION_ANSWERS.alreadySubscribed);
  }
}

/** A demo upgrade asked for outside demo mode, where plans are bought (404: the route does not exist there). */
export class DemoUpgradeUnavailableError extends DomainError {
  readonly code = 'SUBSCRIPTIONS.DEMO_UPGRADE_UNAVAILABLE' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super('Demo upgrades exist only in demo mode');
  }
}
