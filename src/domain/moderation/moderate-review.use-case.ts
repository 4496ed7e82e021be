import { decisionEntry } from '../audit/audit-entry';
import { AuditLog } from '../audit/audit-log.port';
import { RefreshCompanyRatings } from '../reviews/refresh-company-ratings.use-case';
import { ReviewHeldError, ReviewNotFoundError } from '../reviews/reviews.errors';
import { ReviewMailer } from '../reviews/review-mailer.port';
import { ReviewStore } from '../reviews/review-store.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { VendorAccounts, VendorMailer } from '../vendors/vendor-accounts.port';
import { decide, type ModerationRequest, type Verdict } from './moderation';

/**
 * An admin approves or rejects a pending review (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews, docs/security.md#trust-and-safety-rules), once, under the review's row lock.
 * Approval publishes it and updates the company's rating aggregate in the same transaction, so the
 * directory never shows a count that disagrees with the reviews. A `held` review waits for its company
 * submission and is released to `pending` by the submission's approval, never decided directly. Every decision
 * is recorded in the audit log. After the commit the author is mailed the decision (docs/administration.md), with the
 * reason of a rejection, and on approval the company's verified vendors are told a review was published (never
 * by whom), so they can read and answer it.
 * @throws ReviewNotFoundError for an unknown or malformed id; ReviewHeldError for a held review;
 *   AlreadyDecidedError when it was decided before.
 */
export class ModerateReview {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly refreshRatings: RefreshCompanyRatings,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly mailer: ReviewMailer,
    private readonly appUrl: string,
    private readonly audit: AuditLog,
    private readonly vendors: VendorAccounts,
    private readonly vendorMailer: VendorMailer,
  ) {}

  async execute(moderatorId: string, request: ModerationRequest): Promise<{ id: string; status: Verdict }> {
    const { id, decision, notice, vendorsToTell, companyName } = await this.unitOfWork.run(async () => {
      const review = await this.reviews.findForUpdate(request.id);
      if (!review) throw new ReviewNotFoundError();
      if (review.status === 'held') throw new ReviewHeldError();
      const decision = decide(review.status === 'pending', moderatorId, request, this.clock.now());
      await this.reviews.recordDecision(review.id, decision);
      await this.audit.record(decisionEntry('review', { id: review.id, label: review.companyName }, decision, { companyId: review.companyId }));
      if (decision.verdict === 'approved' && review.companyId) await this.refreshRatings.execute(review.companyId);
      const vendorsToTell = decision.verdict === 'approved' && review.companyId ? await this.vendors.verifiedContactsOf(review.companyId) : [];
      return { id: review.id, decision, notice: await this.reviews.decisionNoticeOf(review.id), vendorsToTell, companyName: review.companyName };
    });
    for (const vendor of vendorsToTell) {
      await this.vendorMailer.sendReviewPublished(vendor.email, vendor.name, companyName ?? '', decision.decidedAt, `${this.appUrl}/vendor`);
    }
    if (notice) {
      const review = { companyName: notice.companyName, writtenAt: notice.reviewCreatedAt };
      const myReviews = `${this.appUrl}/account#my-reviews`;
      if (decision.verdict === 'approved') {
        const companyLink = notice.companyId ? `${this.appUrl}/companies/${encodeURIComponent(notice.companyId)}` : myReviews;
        await this.mailer.sendReviewApproved(notice.authorEmail, notice.authorName, review, companyLink, myReviews);
      } else {
        await this.mailer.sendReviewRejected(notice.authorEmail, notice.authorName, review, decision.notes, myReviews);
      }
    }
    return { id, status: decision.verdict };
  }
}
