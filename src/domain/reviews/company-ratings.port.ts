import type { CompanyRatingAggregate } from './rating-aggregation';
import type { PlatformMeans } from './rank-score';

/** Where each company's rating aggregate and the platform's rank scores are kept up to date. */
export abstract class CompanyRatings {
  /**
   * Serialises recomputations of one company's aggregate until the caller's transaction ends, so two
   * approvals committing at once cannot each write a total that misses the other's review.
   */
  abstract lockCompany(companyId: string): Promise<void>;
  abstract save(companyId: string, aggregate: CompanyRatingAggregate): Promise<void>;
  /**
   * Recomputes the platform means from every stored aggregate and, with them, every company's
   * evidence-weighted averages `(C·m + n·avg) / (C + n)` (DECISIONS §12, `rankScoresOf`), serialised across
   * transactions. Returns the new platform means.
   */
  abstract rescore(priorWeight: number): Promise<PlatformMeans>;
  /** The platform means as last rescored (all null before any rating). */
  abstract platformMeans(): Promise<PlatformMeans>;
}
