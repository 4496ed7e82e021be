import type { CompanyRatingAggregate } from './rating-aggregation';
import type { PlatformMeans } from './rank-score';

/** Where each company's rating aggregate and rank scores, and the published platform means, are kept. */
export abstract class CompanyRatings {
  /**
   * Serialises recomputations of these companies' aggregates until the caller's transaction ends, so two
   * approvals committing at once cannot each write a total that misses the other's review. Takes the locks in the
   * order given: callers give them sorted, so two refreshes of overlapping companies cannot deadlock.
   */
  abstract lockCompanies(companyIds: readonly string[]): Promise<void>;
  /** Stores each company's aggregate, replacing the one it had. */
  abstract saveAll(aggregates: ReadonlyMap<string, CompanyRatingAggregate>): Promise<void>;
  /** Serialises rescorings until the caller's transaction ends: one may rewrite every company's scores. */
  abstract lockScores(): Promise<void>;
  /** The platform means as every stored aggregate gives them now (Σ avg·n / Σ n per dimension; platformMeansOf). */
  abstract currentPlatformMeans(): Promise<PlatformMeans>;
  /** The published platform means, those every stored rank score was computed with; all null before any. */
  abstract platformMeans(): Promise<PlatformMeans>;
  /**
   * Writes the evidence-weighted averages `(C·m + n·avg) / (C + n)` (rankScoresOf) of the given companies, or
   * of every company, computed with `means`. With `'all'`, `means` also become the published platform means.
   */
  abstract storeRankScores(priorWeight: number, means: PlatformMeans, companies: readonly string[] | 'all'): Promise<void>;
}
