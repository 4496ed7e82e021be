import type { ReviewPage, ReviewPageQuery } from './review-page';

/** Paged reads of a company's approved reviews (docs/deciding.md); author columns are never read. */
export abstract class ReviewPages {
  /**
   * One page of the company's approved reviews (demo reviews only when `includeDemo`) with their vendor
   * responses, each ranked among all its approved reviews by date, newest first. An unknown or malformed
   * company id gives an empty page.
   */
  abstract pageForCompany(companyId: string, query: ReviewPageQuery, options: { includeDemo: boolean }): Promise<ReviewPage>;
}
