import type { CompanyType } from '../directory/taxonomy';
import type { PublishedReview } from './review';

/**
 * Orders of a company's reviews (docs/deciding.md): newest first, or by the review's mean rating (the mean of
 * its non-null ratings; reviews without any rating come last either way, newest first among equals).
 */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';

/** Largest page of `GET /api/companies/{id}/reviews` (`limit` 1-100), and the page size without `limit`. */
export const REVIEW_PAGE_MAX_LIMIT = 100;

/** Labels of the sorts, for the screens. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** Which of a company's approved reviews to read: sort, an optional service type, and a page (at most REVIEW_PAGE_MAX_LIMIT). */
export interface ReviewPageQuery {
  sort: ReviewSort;
  serviceType?: CompanyType;
  limit: number;
  offset: number;
}

/**
 * An approved review with its place among all the company's approved reviews, newest first (0 = the newest),
 * whatever the page's sort and filter: the free-plan preview counts from there (docs/deciding.md).
 */
export interface RankedReview extends PublishedReview {
  newestRank: number;
}

/** One page of a company's reviews, the matches before paging, and the company's approved user reviews. */
export interface ReviewPage {
  items: RankedReview[];
  /** Reviews matching the filter, before paging (X-Total-Count). */
  total: number;
  /** The company's approved reviews of type `user` (all service types): the anonymity threshold's count. */
  approvedUserReviews: number;
}

/**
 * Fewest approved user reviews (members' reviews, not industry intelligence) a company needs before anything
 * beyond its overall score is public (docs/security.md "Anonymity"): with one or two reviews, a category score, a
 * rating distribution, the reviewer's role and organisation, the project's size, duration and timeframe, its
 * therapeutic area, modality or phase could point at the person who wrote them.
 */
export const ANONYMITY_THRESHOLD = 3;

/**
 * Whether a company with `approvedUserReviews` approved user reviews meets the anonymity threshold: its category
 * scores, counts and distributions and its reviews' context may then be public (and sorted by). The one test of
 * the rule: the presenters, the exports and the directory's category sorts all ask it.
 */
export function meetsAnonymityThreshold(approvedUserReviews: number): boolean {
  return approvedUserReviews >= ANONYMITY_THRESHOLD;
}
