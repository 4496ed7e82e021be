import { DomainError } from '../shared/domain-error';
import { REVIEW_ANSWERS } from './review-rules';

/** A second review of the same company by the same member within 12 months (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
export class DuplicateReviewError extends DomainError {
  readonly code = 'REVIEWS.DUPLICATE' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(REVIEW_ANSWERS.duplicate);
  }
}

/** A signed-in member whose account is not approved tries to submit a review. */
export class ReviewerNotApprovedError extends DomainError {
  readonly code = 'REVIEWS.REVIEWER_NOT_APPROVED' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(REVIEW_ANSWERS.notApproved);
  }
}

/** No review has the id an admin acted on (malformed ids included). */
export class ReviewNotFoundError extends DomainError {
  readonly code = 'REVIEWS.NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(REVIEW_ANSWERS.reviewNotFound);
  }
}

/** A review held for its company submission: the submission's approval releases it into moderation. */
export class ReviewHeldError extends DomainError {
  readonly code = 'REVIEWS.HELD' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(REVIEW_ANSWERS.held);
  }
}

/** A review names a company submission that does not exist or that another member made. */
export class CompanySubmissionNotFoundError extends DomainError {
  readonly code = 'REVIEWS.SUBMISSION_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(REVIEW_ANSWERS.submissionNotFound);
  }
}

/** A review names a company submission an admin already decided. */
export class CompanySubmissionClosedError extends DomainError {
  readonly code = 'REVIEWS.SUBMISSION_CLOSED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(REVIEW_ANSWERS.submissionClosed);
  }
}

/** A member with a vendor account (pending or verified) for the company tries to review it (docs/security.md#trust-and-safety-rules: 403). */
export class ConflictOfInterestError extends DomainError {
  readonly code = 'REVIEWS.CONFLICT_OF_INTEREST' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(REVIEW_ANSWERS.conflictOfInterest);
  }
}
