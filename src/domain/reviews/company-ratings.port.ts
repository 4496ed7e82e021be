import type { CompanyRatingAggregate } from './rating-aggregation';

/** Where each company's rating aggregate is kept up to date. */
export abstract class CompanyRatings {
  abstract save(companyId: string, aggregate: CompanyRatingAggregate): Promise<void>;
}
