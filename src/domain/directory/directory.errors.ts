import { DomainError } from '../shared/domain-error';

/** No company has the requested id. */
export class CompanyNotFoundError extends DomainError {
  readonly code = 'DIRECTORY.COMPANY_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor(readonly companyId: string) {
    super('Company not found');
  }
}

/** What the company management endpoints answer (docs/administration.md). */
export const COMPANY_MANAGEMENT_ANSWERS = {
  nameTaken: 'A company with this name is already in the directory',
  alreadyUnlisted: 'This company is already unlisted',
  alreadyListed: 'This company is already listed',
} as const;

/** An edit would give a company a name another company already has (by normalised name). */
export class CompanyNameTakenError extends DomainError {
  readonly code = 'DIRECTORY.COMPANY_NAME_TAKEN' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(COMPANY_MANAGEMENT_ANSWERS.nameTaken);
  }
}

/** An edit breaks a rule of the dataset (vocabulary, ranges, URL shapes: datasetCompanyProblems). */
export class InvalidCompanyFactsError extends DomainError {
  readonly code = 'DIRECTORY.INVALID_COMPANY_FACTS' as const;
  readonly kind = 'invalid' as const;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Unlisting a company that is not listed, or listing again one that is. */
export class ListingUnchangedError extends DomainError {
  readonly code = 'DIRECTORY.LISTING_UNCHANGED' as const;
  readonly kind = 'conflict' as const;
  constructor(readonly listed: boolean) {
    super(listed ? COMPANY_MANAGEMENT_ANSWERS.alreadyListed : COMPANY_MANAGEMENT_ANSWERS.alreadyUnlisted);
  }
}
