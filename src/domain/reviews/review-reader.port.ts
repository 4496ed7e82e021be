import type { RatedReview } from './rating-aggregation';
import type { PublishedReview } from './review';

/** Read access to approved reviews. */
export abstract class PublishedReviews {
  /** A company's approved reviews with their vendor responses (demo reviews only when `includeDemo`). */
  abstract listForCompany(companyId: string, options: { includeDemo: boolean }): Promise<PublishedReview[]>;
  /** Ratings and dates of a company's approved reviews, the input of its aggregate. */
  abstract ratedReviewsOf(companyId: string, options: { includeDemo: boolean }): Promise<RatedReview[]>;
}
