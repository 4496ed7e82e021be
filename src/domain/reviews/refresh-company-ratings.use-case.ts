import { CompanyRatings } from './company-ratings.port';
import { aggregateRatings } from './rating-aggregation';
import { platformMeansMoved, PRIOR_WEIGHT } from './rank-score';
import { PublishedReviews } from './review-reader.port';

/** Companies whose approved reviews one bulk refresh holds in memory at a time. */
const REFRESH_SLICE = 200;

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

  /**
   * Refreshes one company, or many at once with one rescoring (seeding and bulk changes): REFRESH_SLICE companies
   * at a time, each slice locked, read and stored with one statement apiece.
   */
  async execute(companyIds: string | readonly string[]): Promise<void> {
    const ids = [...new Set(typeof companyIds === 'string' ? [companyIds] : companyIds)].sort();
    if (ids.length === 0) return;
    // Sorted, so two bulk refreshes take the company locks in one order and cannot deadlock.
    for (let start = 0; start < ids.length; start += REFRESH_SLICE) {
      const slice = ids.slice(start, start + REFRESH_SLICE);
      // Read only after the locks: the reviews another approval committed meanwhile are then included.
      await this.ratings.lockCompanies(slice);
      const rated = await this.reviews.ratedReviewsByCompany(slice, { includeDemo: this.includeDemo });
      await this.ratings.saveAll(new Map(slice.map((companyId) => [companyId, aggregateRatings(rated.get(companyId) ?? [])])));
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
