import { DomainError } from '../shared/domain-error';

/** Insights of a company the member is not a verified vendor of: answered as if it had none (404). */
export class InsightsNotFoundError extends DomainError {
  readonly code = 'INSIGHTS.NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super('No insights for this company');
  }
}
