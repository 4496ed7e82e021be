import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { DuplicateIntelligenceSourceError, isRecordedSource } from './intelligence-sources';
import { RefreshCompanyRatings } from './refresh-company-ratings.use-case';
import type { IntelligenceReview } from './review';
import { ReviewStore } from './review-store.port';

/**
 * An admin records an industry-intelligence review from a public source (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). The admin is
 * the moderator, so it is published at once and the company's aggregate follows in the same transaction. A
 * source URL the company's published entries already cite is refused (compared by sourceUrlKey), checked under
 * a per-company lock so two admins recording it at once cannot both pass.
 * @throws CompanyNotFoundError for an unknown company; DuplicateIntelligenceSourceError (409).
 */
export class RecordIntelligenceReview {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly directory: CompanyDirectory,
    private readonly refreshRatings: RefreshCompanyRatings,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: string, review: IntelligenceReview): Promise<{ id: string; moderationStatus: 'approved' }> {
    if (!(await this.directory.exists(review.companyId))) throw new CompanyNotFoundError(review.companyId);
    return this.unitOfWork.run(
      async () => {
        if (isRecordedSource(review.sourceUrl, await this.reviews.publishedSourcesOf(review.companyId))) throw new DuplicateIntelligenceSourceError();
        const id = await this.reviews.createIntelligence(adminId, review, this.clock.now());
        await this.refreshRatings.execute(review.companyId);
        return { id, moderationStatus: 'approved' as const };
      },
      { lock: `intelligence-sources:${review.companyId}` },
    );
  }
}
