import { DomainError } from '../shared/domain-error';
import { VENDOR_ANSWERS } from './vendor-rules';

/** A second registration of the same member for the same company while one is pending or approved. */
export class AlreadyRegisteredError extends DomainError {
  readonly code = 'VENDORS.ALREADY_REGISTERED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(VENDOR_ANSWERS.alreadyRegistered);
  }
}

/** No vendor account has the id an admin acted on. */
export class VendorAccountNotFoundError extends DomainError {
  readonly code = 'VENDORS.ACCOUNT_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(VENDOR_ANSWERS.accountNotFound);
  }
}

/** A member who is not a verified vendor of the review's company (docs/billing-and-plans.md: 403). */
export class NotVendorOfCompanyError extends DomainError {
  readonly code = 'VENDORS.NOT_VENDOR_OF_COMPANY' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(VENDOR_ANSWERS.notVendorOfCompany);
  }
}

/** No approved review has the id. */
export class ReviewToAnswerNotFoundError extends DomainError {
  readonly code = 'VENDORS.REVIEW_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(VENDOR_ANSWERS.reviewNotFound);
  }
}

/** A review has one response at most (docs/api-contract.md#contract-details: 409). */
export class AlreadyRespondedError extends DomainError {
  readonly code = 'VENDORS.ALREADY_RESPONDED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(VENDOR_ANSWERS.alreadyResponded);
  }
}
