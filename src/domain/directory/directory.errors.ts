import { DomainError } from '../shared/domain-error';

/** No company has the requested id. */
export class CompanyNotFoundError extends DomainError {
  readonly code = 'DIRECTORY.COMPANY_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor(readonly companyId: string) {
    super('Company not found');
  }
}
