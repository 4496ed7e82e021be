import { representsCompany } from '../vendors/vendor-account';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { isWithinReviewCooldown } from './review-rules';
import { ReviewStore } from './review-store.port';
import { ConflictOfInterestError, DuplicateReviewError } from './reviews.errors';

/** Where a review would go: a listed company, a company submission, or both once the submission is listed. */
export interface ReviewTarget {
  companyId: string | null;
  companySubmissionId: string | null;
}

/**
 * What stops a member from reviewing the target, in the order the API answers (DECISIONS §11: 403 before 409):
 * representing the company (a pending or verified vendor account for it; DECISIONS §14), then a review of it in
 * the last 12 months (§6). Null when nothing does. Submitting a review and the eligibility check both ask this,
 * so the form hears the same answer before the ratings are filled in as on submit.
 */
export async function reviewBlocker(
  ports: { reviews: ReviewStore; vendors: VendorAccounts },
  authorId: string,
  target: ReviewTarget,
  now: Date,
): Promise<ConflictOfInterestError | DuplicateReviewError | null> {
  if (target.companyId && representsCompany(await ports.vendors.listForUser(authorId), target.companyId)) return new ConflictOfInterestError();
  if (isWithinReviewCooldown(await ports.reviews.lastReviewAt(authorId, target), now)) return new DuplicateReviewError();
  return null;
}
