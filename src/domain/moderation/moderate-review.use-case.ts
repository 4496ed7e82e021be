import { RefreshCompanyRatings } from '../reviews/refresh-company-ratings.use-case';
import { ReviewNotFoundError } from '../reviews/reviews.errors';
import { ReviewStore } from '../reviews/review-store.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { moderationNotes, reviewVerdict, type ReviewVerdict } from './review-moderation';

/**
 * An admin approves or rejects a pending review (DECISIONS §6). Approval publishes it and updates the
 * company's rating aggregate in the same transaction, so the directory never shows a count that
 * disagrees with the reviews.
 * @throws ReviewNotFoundError for an unknown or malformed id.
 * @throws ReviewAlreadyModeratedError when the review is not pending (decided already, or held).
 */
export class ModerateReview {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly refreshRatings: RefreshCompanyRatings,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(moderatorId: string, input: { reviewId: string; approved: boolean; notes?: string | null }): Promise<{ id: string; status: ReviewVerdict }> {
    return this.unitOfWork.run(async () => {
      const review = await this.reviews.findForModeration(input.reviewId);
      if (!review) throw new ReviewNotFoundError();
      const status = reviewVerdict(review.status, input.approved);
      await this.reviews.recordModeration(review.id, { status, moderatorId, notes: moderationNotes(input.notes), at: this.clock.now() });
      if (status === 'approved' && review.companyId) await this.refreshRatings.execute(review.companyId);
      return { id: review.id, status };
    });
  }
}
