import type { Account } from '../accounts/account';
import { CompanySubmissions } from '../company-submissions/company-submissions.port';
import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { InvitationRedemption } from '../review-invitations/invitation-redemption';
import { AwardedEngagements } from '../rfps/awarded-engagements.port';
import type { ReviewSubmission } from './review';
import { ReviewEligibilityRules } from './review-eligibility';
import { canSubmitReviews } from './review-rules';
import { ReviewStore, type ReviewOrigin } from './review-store.port';
import { CompanySubmissionClosedError, CompanySubmissionNotFoundError, ReviewerNotApprovedError } from './reviews.errors';

/**
 * A member submits an anonymous review (docs/screens.md#submit-review, docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). A review of a
 * listed company waits for moderation (`pending`); a review of a company the member proposed is
 * `held` until an admin approves that submission, then enters moderation. One review per member and
 * company (or company submission) per 12 months, checked under a lock so two quick submissions cannot both pass.
 * With an invitation token (from a vendor's invitation mail) the review is marked `invitedByVendor` and the
 * invitation used, in the same transaction; it is moderated like any other. A review of a company the member awarded
 * an RFP to (as its sender or the owner of its project), written after the award, is marked `verifiedEngagement`
 * (docs/rfps.md#verified-engagement).
 * @throws ReviewerNotApprovedError when the account is not approved.
 * @throws CompanyNotFoundError for an unknown company.
 * @throws CompanySubmissionNotFoundError for an unknown submission or one another member made.
 * @throws CompanySubmissionClosedError for a submission an admin already rejected.
 * @throws ConflictOfInterestError when the member represents the company (ReviewEligibilityRules).
 * @throws DuplicateReviewError within 12 months of the member's last review of the company, by this account or a
 *   deleted one with the same email.
 * @throws InvitationNotUsableError when the invitation cannot be used for this review.
 */
export class SubmitReview {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly directory: CompanyDirectory,
    private readonly submissions: CompanySubmissions,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly eligibility: ReviewEligibilityRules,
    private readonly invitations: InvitationRedemption,
    private readonly engagements: AwardedEngagements,
  ) {}

  async execute(
    author: Account,
    submission: ReviewSubmission,
    options: { invitationToken?: string | null } = {},
  ): Promise<{ id: string; moderationStatus: 'pending' | 'held' } & ReviewOrigin> {
    if (!canSubmitReviews(author)) throw new ReviewerNotApprovedError();
    if (submission.companyId && !(await this.directory.exists(submission.companyId))) throw new CompanyNotFoundError(submission.companyId);
    return this.unitOfWork.run(
      async () => {
        const target = await this.target(author, submission);
        const now = this.clock.now();
        const blocker = await this.eligibility.blocker(author, target, now);
        if (blocker) throw blocker;
        const invitationId = options.invitationToken ? await this.invitations.check(options.invitationToken, author, target.companyId, now) : null;
        const origin: ReviewOrigin = {
          invitedByVendor: invitationId !== null,
          verifiedEngagement: target.companyId !== null && (await this.engagements.exists(author.id, target.companyId, now)),
        };
        const id = await this.reviews.create(author.id, { ...submission, ...target }, target.status, now, origin);
        if (invitationId) await this.invitations.redeem(invitationId, id, now);
        return { id, moderationStatus: target.status, ...origin };
      },
      { lock: `review:${author.id}:${submission.companyId ?? submission.companySubmissionId}` },
    );
  }

  /**
   * Where the review goes: a listed company, or a submission (its company once approved). The submission
   * row is locked, so an admin's decision cannot slip in between this read and the insert (a review
   * held after its submission's release would wait forever).
   */
  private async target(
    author: Account,
    submission: ReviewSubmission,
  ): Promise<{ companyId: string | null; companySubmissionId: string | null; status: 'pending' | 'held' }> {
    if (submission.companyId) return { companyId: submission.companyId, companySubmissionId: null, status: 'pending' };
    const proposal = submission.companySubmissionId ? await this.submissions.findForUpdate(submission.companySubmissionId) : null;
    // Someone else's submission answers like an unknown one: ids of other members' proposals stay private.
    if (!proposal || proposal.submittedBy !== author.id) throw new CompanySubmissionNotFoundError();
    if (proposal.status === 'rejected') throw new CompanySubmissionClosedError();
    // Listed, or merged into a listed company: the review goes to that company.
    if ((proposal.status === 'approved' || proposal.status === 'duplicate') && proposal.companyId) {
      return { companyId: proposal.companyId, companySubmissionId: proposal.id, status: 'pending' };
    }
    return { companyId: null, companySubmissionId: proposal.id, status: 'held' };
  }
}
