import { DomainError } from '../shared/domain-error';

/** The last admin asked to delete their account: the platform would be left without one and the set-up reopened. */
export class LastAdminError extends DomainError {
  readonly code = 'PRIVACY.LAST_ADMIN' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super('The last admin account cannot be deleted. Make another admin first.');
  }
}

/**
 * The billing provider failed to cancel a deleted account's subscription, so nothing was deleted (the transaction
 * rolled back). `cause` keeps the provider's error for the log.
 */
export class SubscriptionNotCancelledError extends DomainError {
  readonly code = 'PRIVACY.SUBSCRIPTION_NOT_CANCELLED' as const;
  readonly kind = 'unavailable' as const;
  constructor(override readonly cause: unknown) {
    super('We could not cancel your subscription just now, so nothing was deleted. Please try again later.');
  }
}
