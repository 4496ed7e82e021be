import { CompanyRatings } from './company-ratings.port';
import { aggregateRatings } from './rating-aggregation';
import { platformMeansMoved, PRIOR_WEIGHT } from './rank-score';
import { PublishedReviews } from './review-reader.port';

/**
 * Recomputes and stores companies' rating aggregates from their approved reviews, then their rank scores
 * (docs/directory.md): with the published platform means, or, when the means have moved past the tolerance, every
 * company's with the new means (which become the published ones). The one code path behind every aggregate:
 * seeding, moderation and demo-mode changes all call it, inside the caller's transaction when there is one.
 */
export class RefreshCompanyRatings {
  constructor(
    private readonly reviews: PublishedReviews,
    private readonly ratings: CompanyRatings,
    private readonly includeDemo: boolean,
  ) {}

  /** Refreshes one company, or many at once with one rescoring (seeding and bulk changes). */
  async execute(companyIds: string | readonly string[]): Promise<void> {
    const ids = [...new Set(typeof companyIds === 'string' ? [companyIds] : companyIds)].sort();
    if (ids.length === 0) return;
    // Sorted, so two bulk refreshes take the company locks in one order and cannot deadlock.
    for (const companyId of ids) {
      // Read only after the lock: the reviews another approval committed meanwhile are then included.
      await this.ratings.lockCompany(companyId);
      const rated = await this.reviews.ratedReviewsOf(companyId, { includeDemo: this.includeDemo });
      await this.ratings.save(companyId, aggregateRatings(rated));
    }
    await this.rescore(ids);
  }

  /** Rescores the given companies, or every company when the platform means have moved (or with `'all'`). */
  async rescore(companyIds: readonly string[] | 'all'): Promise<void> {
    await this.ratings.lockScores();
    const [published, current] = await Promise.all([this.ratings.platformMeans(), this.ratings.currentPlatformMeans()]);
    if (companyIds === 'all' || platformMeansMoved(published, current)) await this.ratings.storeRankScores(PRIOR_WEIGHT, current, 'all');
    else await this.ratings.storeRankScores(PRIOR_WEIGHT, published, companyIds);
  }
}
