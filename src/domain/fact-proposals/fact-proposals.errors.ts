import { DomainError } from '../shared/domain-error';

/** No fact proposal has the id an admin acted on. */
export class FactProposalNotFoundError extends DomainError {
  readonly code = 'FACT_PROPOSALS.NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super('Fact proposal not found');
  }
}
