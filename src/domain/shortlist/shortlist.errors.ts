import { DomainError } from '../shared/domain-error';
import { SHORTLIST_MESSAGES } from './shortlist-rules';

/** A member's shortlist already holds SHORTLIST_MAX companies (DECISIONS §13: the 51st → 409). */
export class ShortlistFullError extends DomainError {
  readonly code = 'SHORTLIST.FULL' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(SHORTLIST_MESSAGES.full);
  }
}
