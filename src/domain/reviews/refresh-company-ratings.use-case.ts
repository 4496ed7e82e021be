import { CompanyRatings } from './company-ratings.port';
import { aggregateRatings } from './rating-aggregation';
import { PublishedReviews } from './review-reader.port';

/**
 * Recomputes and stores a company's rating aggregate from its approved reviews. The one code path
 * behind every aggregate: seeding, moderation and demo-mode changes all call it, inside the caller's
 * transaction when there is one.
 */
export class RefreshCompanyRatings {
  constructor(
    private readonly reviews: PublishedReviews,
    private readonly ratings: CompanyRatings,
    private readonly includeDemo: boolean,
  ) {}

  async execute(companyId: string): Promise<void> {
    // Read only after the lock: the reviews another approval committed meanwhile are then included.
    await this.ratings.lockCompany(companyId);
    const rated = await this.reviews.ratedReviewsOf(companyId, { includeDemo: this.includeDemo });
    await this.ratings.save(companyId, aggregateRatings(rated));
  }
}
