import { DomainError } from '../shared/domain-error';
import { SAVED_SEARCH_MESSAGES } from './saved-search';

/** No saved search of this member has the id (another member's, unknown or malformed: docs/deciding.md → 404). */
export class SavedSearchNotFoundError extends DomainError {
  readonly code = 'SAVED_SEARCHES.NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(SAVED_SEARCH_MESSAGES.notFound);
  }
}

/** A member without the email-alerts entitlement (the free plan) turns alerts on (docs/deciding.md → 403). */
export class AlertsRequirePaidPlanError extends DomainError {
  readonly code = 'SAVED_SEARCHES.ALERTS_REQUIRE_PAID_PLAN' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(SAVED_SEARCH_MESSAGES.alertsPaid);
  }
}

/** The member's plan allows alerts on `allowed` saved searches, and that many already have them on (403). */
export class AlertLimitReachedError extends DomainError {
  readonly code = 'SAVED_SEARCHES.ALERT_LIMIT_REACHED' as const;
  readonly kind = 'forbidden' as const;
  constructor(allowed: number) {
    super(SAVED_SEARCH_MESSAGES.alertsLimit(allowed));
  }
}

/** The member already keeps SAVED_SEARCHES_MAX saved searches. */
export class TooManySavedSearchesError extends DomainError {
  readonly code = 'SAVED_SEARCHES.TOO_MANY' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(SAVED_SEARCH_MESSAGES.tooMany);
  }
}

/** An unsubscribe token that is malformed, forged, or names a search that no longer exists. */
export class InvalidUnsubscribeTokenError extends DomainError {
  readonly code = 'SAVED_SEARCHES.INVALID_UNSUBSCRIBE_TOKEN' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
  }
}
