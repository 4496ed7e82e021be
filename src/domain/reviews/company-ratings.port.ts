import type { CompanyRatingAggregate } from './rating-aggregation';

/** Where each company's rating aggregate is kept up to date. */
export abstract class CompanyRatings {
  /**
   * Serialises recomputations of one company's aggregate until the caller's transaction ends, so two
   * approvals committing at once cannot each write a total that misses the other's review.
   */
  abstract lockCompany(companyId: string): Promise<void>;
  abstract save(companyId: string, aggregate: CompanyRatingAggregate): Promise<void>;
}
