import { RATING_CATEGORIES, RATING_MAX, RATING_MIN, type AverageRatings, type RatingCategory, type RatingCounts, type Ratings } from './rating-categories';
import type { ReviewType } from './review';

/**
 * How many approved reviews gave each rating, per category: ten counts, index 0 for a rating of 1 through
 * index 9 for a rating of 10 (the profile's rating distribution, docs/directory.md).
 */
export type RatingDistributions = Record<RatingCategory, number[]>;

/** A company's moderated rating aggregate, stored with the company and served by the directory. */
export interface CompanyRatingAggregate {
  reviewCount: number;
  /** The approved reviews of type `user` among them (not industry intelligence): the anonymity threshold's count. */
  userReviewCount: number;
  lastReviewDate: Date | null;
  averageRatings: AverageRatings;
  ratingCounts: RatingCounts;
  recommendations: Recommendations;
  ratingDistributions: RatingDistributions;
}

/** Ten zero counts per category: the distribution of a company without ratings. */
export function emptyRatingDistributions(): RatingDistributions {
  return Object.fromEntries(RATING_CATEGORIES.map((category) => [category, new Array<number>(RATING_MAX - RATING_MIN + 1).fill(0)])) as RatingDistributions;
}

/** The "would recommend" answers of a company's approved reviews: how many said yes, of how many answers. */
export interface Recommendations {
  yes: number;
  answers: number;
}

/** Ratings, date, kind and "would recommend" answer of one approved review, the input of the aggregate. */
export interface RatedReview extends Ratings {
  createdAt: Date;
  /** A member's review (`user`) or one recorded from public sources (`industry_intelligence`). */
  reviewType: ReviewType;
  /** null where the reviewer did not answer. */
  wouldRecommend: boolean | null;
}

/** Fewest answers before a company's "would recommend" share is shown (docs/deciding.md). */
export const RECOMMENDATION_MIN_ANSWERS = 3;

/**
 * The share of "would recommend" answers that said yes (0-1) and the number of answers, or null below
 * RECOMMENDATION_MIN_ANSWERS: one or two answers are not evidence, and would tell who answered what.
 */
export function recommendationShare(recommendations: Recommendations): { share: number; answers: number } | null {
  if (recommendations.answers < RECOMMENDATION_MIN_ANSWERS) return null;
  return { share: recommendations.yes / recommendations.answers, answers: recommendations.answers };
}

const mean = (values: number[]): number | null => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * The aggregate of a company's approved reviews (docs/directory.md#averages): each category's average
 * is the mean of its non-null ratings; `overall` is the mean, over reviews with at least one rating,
 * of each review's mean rating. All out of 10 at full precision; null where nothing was rated.
 * `ratingCounts` holds the number of ratings behind each average, `ratingDistributions` how many gave
 * each rating 1-10; `recommendations` counts the "would recommend" answers; `userReviewCount` the members'
 * reviews among them.
 */
export function aggregateRatings(reviews: readonly RatedReview[]): CompanyRatingAggregate {
  const averageRatings = {} as AverageRatings;
  const ratingCounts = {} as RatingCounts;
  const ratingDistributions = emptyRatingDistributions();
  for (const category of RATING_CATEGORIES) {
    const values = reviews.map((review) => review[category]).filter((value): value is number => value != null);
    averageRatings[category] = mean(values);
    ratingCounts[category] = values.length;
    for (const value of values) ratingDistributions[category][value - RATING_MIN] += 1;
  }
  const reviewMeans = reviews
    .map((review) => mean(RATING_CATEGORIES.map((c) => review[c]).filter((v): v is number => v != null)))
    .filter((value): value is number => value != null);
  averageRatings.overall = mean(reviewMeans);
  ratingCounts.overall = reviewMeans.length;
  const lastReviewDate = reviews.reduce<Date | null>((latest, review) => (latest === null || review.createdAt > latest ? review.createdAt : latest), null);
  const answered = reviews.filter((review) => review.wouldRecommend !== null && review.wouldRecommend !== undefined);
  const recommendations = { yes: answered.filter((review) => review.wouldRecommend === true).length, answers: answered.length };
  const userReviewCount = reviews.filter((review) => review.reviewType === 'user').length;
  return { reviewCount: reviews.length, userReviewCount, lastReviewDate, averageRatings, ratingCounts, ratingDistributions, recommendations };
}
