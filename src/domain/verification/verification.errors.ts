import { DomainError } from '../shared/domain-error';

/** The member's email is already industry-verified. */
export class AlreadyVerifiedError extends DomainError {
  readonly code = 'VERIFICATION.ALREADY_VERIFIED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super('Your email is already verified');
  }
}

/** The member already has a request waiting for an admin. */
export class RequestAlreadyPendingError extends DomainError {
  readonly code = 'VERIFICATION.REQUEST_PENDING' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super('A verification request is already waiting for review');
  }
}

/** No verification request has that id. */
export class VerificationRequestNotFoundError extends DomainError {
  readonly code = 'VERIFICATION.REQUEST_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super('Verification request not found');
  }
}
