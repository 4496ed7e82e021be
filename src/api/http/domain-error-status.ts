import { HttpStatus } from '@nestjs/common';
import type {
  AccountNotFoundError,
  AdminExistsError,
  ApplicationPendingError,
  ApplicationRejectedError,
  DuplicateEmailError,
  InvalidCredentialsError,
  InvalidTokenError,
  NotAdminError,
  TooManyAttemptsError,
} from '../../domain/accounts/accounts.errors';
import type { CompanyNotFoundError } from '../../domain/directory/directory.errors';
import type {
  CompanySubmissionClosedError,
  CompanySubmissionNotFoundError,
  DuplicateReviewError,
  ReviewAlreadyModeratedError,
  ReviewerNotApprovedError,
  ReviewNotFoundError,
} from '../../domain/reviews/reviews.errors';
import type {
  DocumentMissingError,
  DocumentTooLargeError,
  DuplicateCompanyError,
  IncompleteSubmissionError,
  InvalidSubmissionError,
  NoFileUploadedError,
  NotSubmitterError,
  SubmissionAlreadyDecidedError,
  SubmissionNotFoundError,
  UnsupportedDocumentError,
} from '../../domain/company-submissions/company-submissions.errors';
import type {
  AlreadySubscribedError,
  BillingDisabledError,
  InvalidWebhookError,
  NoSubscriptionError,
  SubscriberNotFoundError,
  UnknownPriceError,
  VerificationRequiredError,
} from '../../domain/subscriptions/subscriptions.errors';
import type { ResponseLimitReachedError } from '../../domain/vendor-quotas/vendor-quota';
import type {
  AlreadyRegisteredError,
  AlreadyRespondedError,
  NotVendorOfCompanyError,
  ReviewToAnswerNotFoundError,
  VendorAccountNotFoundError,
  VendorAlreadyModeratedError,
} from '../../domain/vendors/vendors.errors';
import type {
  AlreadyVerifiedError,
  RequestAlreadyPendingError,
  VerificationRequestNotFoundError,
} from '../../domain/verification/verification.errors';

/** Every domain error the API can meet. Adding an error class without a status here fails to compile. */
export type KnownDomainError =
  | CompanyNotFoundError
  | DuplicateEmailError
  | InvalidCredentialsError
  | ApplicationPendingError
  | ApplicationRejectedError
  | TooManyAttemptsError
  | AdminExistsError
  | NotAdminError
  | InvalidTokenError
  | AccountNotFoundError
  | AlreadyVerifiedError
  | RequestAlreadyPendingError
  | VerificationRequestNotFoundError
  | DuplicateReviewError
  | ReviewerNotApprovedError
  | ReviewNotFoundError
  | ReviewAlreadyModeratedError
  | CompanySubmissionNotFoundError
  | CompanySubmissionClosedError
  | InvalidSubmissionError
  | SubmissionNotFoundError
  | NotSubmitterError
  | SubmissionAlreadyDecidedError
  | DuplicateCompanyError
  | IncompleteSubmissionError
  | UnsupportedDocumentError
  | DocumentTooLargeError
  | DocumentMissingError
  | NoFileUploadedError
  | BillingDisabledError
  | VerificationRequiredError
  | UnknownPriceError
  | NoSubscriptionError
  | InvalidWebhookError
  | SubscriberNotFoundError
  | AlreadySubscribedError
  | ResponseLimitReachedError
  | AlreadyRegisteredError
  | VendorAccountNotFoundError
  | VendorAlreadyModeratedError
  | NotVendorOfCompanyError
  | ReviewToAnswerNotFoundError
  | AlreadyRespondedError;

function assertUnreachable(code: never): never {
  throw new Error(`Unmapped domain error code ${String(code)}`);
}

/** The HTTP status of a domain error, chosen by its stable code. */
export function httpStatusOf(error: KnownDomainError): HttpStatus {
  const code = error.code;
  switch (code) {
    case 'DIRECTORY.COMPANY_NOT_FOUND':
    case 'ACCOUNTS.NOT_FOUND':
    case 'VERIFICATION.REQUEST_NOT_FOUND':
    case 'REVIEWS.NOT_FOUND':
    case 'REVIEWS.SUBMISSION_NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'ACCOUNTS.DUPLICATE_EMAIL':
    case 'ACCOUNTS.ADMIN_EXISTS':
    case 'VERIFICATION.ALREADY_VERIFIED':
    case 'VERIFICATION.REQUEST_PENDING':
    case 'REVIEWS.DUPLICATE':
    case 'REVIEWS.ALREADY_MODERATED':
    case 'REVIEWS.SUBMISSION_CLOSED':
      return HttpStatus.CONFLICT;
    case 'ACCOUNTS.INVALID_CREDENTIALS':
      return HttpStatus.UNAUTHORIZED;
    case 'ACCOUNTS.APPLICATION_PENDING':
    case 'ACCOUNTS.APPLICATION_REJECTED':
    case 'ACCOUNTS.NOT_ADMIN':
    case 'REVIEWS.REVIEWER_NOT_APPROVED':
      return HttpStatus.FORBIDDEN;
    case 'ACCOUNTS.TOO_MANY_ATTEMPTS':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'ACCOUNTS.INVALID_TOKEN':
      return HttpStatus.BAD_REQUEST;
    case 'COMPANY_SUBMISSIONS.INVALID':
    case 'COMPANY_SUBMISSIONS.NO_FILE':
      return HttpStatus.BAD_REQUEST;
    case 'COMPANY_SUBMISSIONS.NOT_FOUND':
    case 'COMPANY_SUBMISSIONS.DOCUMENT_MISSING':
      return HttpStatus.NOT_FOUND;
    case 'COMPANY_SUBMISSIONS.NOT_SUBMITTER':
      return HttpStatus.FORBIDDEN;
    case 'COMPANY_SUBMISSIONS.ALREADY_DECIDED':
    case 'COMPANY_SUBMISSIONS.DUPLICATE_COMPANY':
    case 'COMPANY_SUBMISSIONS.INCOMPLETE':
      return HttpStatus.CONFLICT;
    case 'COMPANY_SUBMISSIONS.UNSUPPORTED_DOCUMENT':
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case 'COMPANY_SUBMISSIONS.DOCUMENT_TOO_LARGE':
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case 'SUBSCRIPTIONS.BILLING_DISABLED':
      return HttpStatus.SERVICE_UNAVAILABLE;
    case 'SUBSCRIPTIONS.VERIFICATION_REQUIRED':
    case 'VENDORS.NOT_VENDOR_OF_COMPANY':
      return HttpStatus.FORBIDDEN;
    case 'SUBSCRIPTIONS.UNKNOWN_PRICE':
    case 'SUBSCRIPTIONS.INVALID_WEBHOOK':
      return HttpStatus.BAD_REQUEST;
    case 'SUBSCRIPTIONS.NO_SUBSCRIPTION':
    case 'SUBSCRIPTIONS.SUBSCRIBER_NOT_FOUND':
    case 'VENDORS.ACCOUNT_NOT_FOUND':
    case 'VENDORS.REVIEW_NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'SUBSCRIPTIONS.ALREADY_SUBSCRIBED':
    case 'VENDORS.ALREADY_REGISTERED':
    case 'VENDORS.ALREADY_MODERATED':
    case 'VENDORS.ALREADY_RESPONDED':
      return HttpStatus.CONFLICT;
    case 'VENDOR_QUOTAS.LIMIT_REACHED':
      return HttpStatus.TOO_MANY_REQUESTS;
    default:
      return assertUnreachable(code);
  }
}
