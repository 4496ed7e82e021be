import type { Account } from '../accounts/account';
import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { Clock } from '../shared/clock.port';
import { ReviewEligibilityRules } from './review-eligibility';

/** Whether a member may review a company now, and if not the answer POST /api/reviews would give. */
export interface ReviewEligibility {
  eligible: boolean;
  /** The error code submitting would answer (REVIEWS.CONFLICT_OF_INTEREST, REVIEWS.DUPLICATE), or null. */
  code: string | null;
  /** Its message, word for word, or null. */
  message: string | null;
}

/**
 * GET /api/reviews/eligibility: asked as soon as the member picks a company on Submit Review, so the
 * 12-month rule and the conflict-of-interest rule are told before eight ratings are filled in.
 * @throws CompanyNotFoundError for an unknown (or unlisted) company.
 */
export class CheckReviewEligibility {
  constructor(
    private readonly eligibility: ReviewEligibilityRules,
    private readonly directory: CompanyDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(author: Account, companyId: string): Promise<ReviewEligibility> {
    if (!(await this.directory.exists(companyId))) throw new CompanyNotFoundError(companyId);
    const blocker = await this.eligibility.blocker(author, { companyId, companySubmissionId: null }, this.clock.now());
    return blocker ? { eligible: false, code: blocker.code, message: blocker.message } : { eligible: true, code: null, message: null };
  }
}
