import { AuditLog } from '../audit/audit-log.port';
import { isRecordedSource, DuplicateIntelligenceSourceError } from '../reviews/intelligence-sources';
import { RefreshCompanyRatings } from '../reviews/refresh-company-ratings.use-case';
import { ReviewMailer } from '../reviews/review-mailer.port';
import { ReviewStore } from '../reviews/review-store.port';
import { ReviewNotFoundError } from '../reviews/reviews.errors';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { moderationNote } from './moderation';
import { PUBLICATION_MESSAGES, PublicationUnchangedError, TakedownReasonRequiredError } from './review-publication';

/** The answer of unpublish and republish. */
export interface ReviewPublicationState {
  id: string;
  status: 'approved' | 'unpublished';
}

/**
 * POST /api/admin/reviews/{id}/unpublish and /republish (docs/reviews-and-moderation.md): an admin takes a
 * published review (a member's, or an industry-intelligence entry) down with a reason, or puts it back. Under the
 * review's row lock: the status changes, the audit log records it, and the company's aggregates are recomputed
 * (RefreshCompanyRatings) in the same transaction, so no public read shows the review without its effect on the
 * averages or the reverse. After the commit the author is mailed. Republishing an intelligence entry whose
 * source has been recorded again since is refused, like recording it twice.
 * @throws ReviewNotFoundError; TakedownReasonRequiredError (400) for an unpublish without a reason;
 *   PublicationUnchangedError (409) when the review is not published (unpublish) or not unpublished (republish);
 *   DuplicateIntelligenceSourceError (409).
 */
export class ChangeReviewPublication {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly refreshRatings: RefreshCompanyRatings,
    private readonly audit: AuditLog,
    private readonly mailer: ReviewMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(adminId: string, input: { reviewId: string; published: boolean; reason?: string | null }): Promise<ReviewPublicationState> {
    const reason = moderationNote(input.reason);
    if (!input.published && reason === null) throw new TakedownReasonRequiredError();
    const now = this.clock.now();
    const { state, notice } = await this.unitOfWork.run(async () => {
      const review = await this.reviews.findForUpdate(input.reviewId);
      if (!review || !review.companyId) throw new ReviewNotFoundError();
      const companyId = review.companyId;
      if (input.published) {
        if (review.status !== 'unpublished') throw new PublicationUnchangedError(PUBLICATION_MESSAGES.reviewNotUnpublished);
        if (review.reviewType === 'industry_intelligence') {
          await this.unitOfWork.run(
            async () => {
              if (isRecordedSource(review.sourceUrl, await this.reviews.publishedSourcesOf(companyId, review.id))) throw new DuplicateIntelligenceSourceError();
            },
            { lock: `intelligence-sources:${companyId}` },
          );
        }
      } else if (review.status !== 'approved') {
        throw new PublicationUnchangedError(PUBLICATION_MESSAGES.reviewNotPublished);
      }
      await this.reviews.setTakedown(review.id, input.published ? null : { at: now, by: adminId, reason: reason! });
      await this.audit.record({
        actorId: adminId,
        subjectType: 'review',
        subjectId: review.id,
        verb: input.published ? 'republished' : 'unpublished',
        subjectLabel: review.companyName,
        notes: reason,
        details: { companyId, reviewType: review.reviewType },
        at: now,
      });
      await this.refreshRatings.execute(companyId);
      const state: ReviewPublicationState = { id: review.id, status: input.published ? 'approved' : 'unpublished' };
      return { state, notice: await this.reviews.decisionNoticeOf(review.id) };
    });
    if (notice) {
      const review = { companyName: notice.companyName, writtenAt: notice.reviewCreatedAt };
      const companyLink = `${this.appUrl}/companies/${encodeURIComponent(notice.companyId ?? '')}`;
      const myReviews = `${this.appUrl}/account#my-reviews`;
      if (input.published) await this.mailer.sendReviewRepublished(notice.authorEmail, notice.authorName, review, companyLink);
      else await this.mailer.sendReviewUnpublished(notice.authorEmail, notice.authorName, review, reason!, myReviews);
    }
    return state;
  }
}
