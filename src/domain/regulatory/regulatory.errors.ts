import { DomainError } from '../shared/domain-error';

/** No regulatory match has the requested id. */
export class RegulatoryMatchNotFoundError extends DomainError {
  readonly code = 'REGULATORY.MATCH_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super('Regulatory match not found');
  }
}
