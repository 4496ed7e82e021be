import type { RatedReview } from './rating-aggregation';

/** Read access to approved reviews (pages of them: {@link ReviewPages}). */
export abstract class PublishedReviews {
  /** Ratings, dates and "would recommend" answers of a company's approved reviews, the input of its aggregate. */
  abstract ratedReviewsOf(companyId: string, options: { includeDemo: boolean }): Promise<RatedReview[]>;
  /** The same for several companies in one read: each given company's reviews, an empty list for one without any. */
  abstract ratedReviewsByCompany(companyIds: readonly string[], options: { includeDemo: boolean }): Promise<Map<string, RatedReview[]>>;
}
