import { aggregateRatings } from '../reviews/rating-aggregation';
import { PublishedReviews } from '../reviews/review-reader.port';
import type { CompanyProfile } from './company';
import { GetCompanyProfile } from './get-company-profile.use-case';

/**
 * What the HTML of `/companies/{id}` tells search engines and link previews (docs/operations.md#delivery): the
 * profile the API serves, plus the rating of its **non-demo** approved reviews, because generated demo
 * reviews must never reach a search engine as real ratings (docs/data-and-discovery.md).
 */
export interface CompanyPageFacts {
  profile: CompanyProfile;
  /** Mean over non-demo approved reviews of each review's mean rating (out of 10), and how many; null without any. */
  publicRating: { overall: number; count: number } | null;
}

/** @throws CompanyNotFoundError for an unknown or malformed id (the page then answers 404). */
export class DescribeCompanyPage {
  constructor(
    private readonly getCompanyProfile: GetCompanyProfile,
    private readonly reviews: PublishedReviews,
  ) {}

  async execute(id: string): Promise<CompanyPageFacts> {
    const profile = await this.getCompanyProfile.execute(id);
    const aggregate = aggregateRatings(await this.reviews.ratedReviewsOf(id, { includeDemo: false }));
    const overall = aggregate.averageRatings.overall;
    const count = aggregate.ratingCounts.overall;
    return { profile, publicRating: overall === null || count === 0 ? null : { overall, count } };
  }
}
