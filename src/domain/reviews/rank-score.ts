import { RATING_CATEGORIES, type AverageRatings, type RatingCategory, type RatingCounts } from './rating-categories';

/**
 * C, the prior weight of docs/directory.md: every company's score starts as if it had C reviews at the platform
 * mean, so one enthusiastic review cannot outrank fourteen good ones. 5 reviews.
 */
export const PRIOR_WEIGHT = 5;

/**
 * How far (out of 10) the platform means may drift from the published ones before every company is rescored.
 * A new rating moves a mean by about (rating − m) / N: on a platform of a few thousand ratings, far less than
 * this, so an approval rescores only its own company, with the published means, and every score stays exactly
 * recomputable from GET /api/methodology. On a young platform the means move more, and every approval
 * rescores all companies, which are then few.
 */
export const PLATFORM_MEANS_TOLERANCE = 0.01;

/** Scored dimensions: the overall average and the eight categories. */
export type ScoredDimension = RatingCategory | 'overall';
export const SCORED_DIMENSIONS: readonly ScoredDimension[] = ['overall', ...RATING_CATEGORIES];

/**
 * Mean rating of every approved review on the platform, per dimension, out of 10; null where no review rated
 * it. `overall` is the mean of each review's own mean rating; a category's mean is the mean of its ratings.
 */
export type PlatformMeans = Record<ScoredDimension, number | null>;

/**
 * The evidence-weighted (Bayesian) average of docs/directory.md, out of 10:
 * `(C·m + n·avg) / (C + n)` with `avg` the company's average, `n` the number of ratings behind it and `m`
 * the platform mean. Null when the company has no rating (`avg` null or `n` 0) or the platform has no mean.
 *
 * Example: avg 10 from 1 review, m 7.5, C 5 → (37.5 + 10) / 6 = 7.92; avg 9.2 from 14 reviews → (37.5 +
 * 128.8) / 19 = 8.75, which ranks above.
 */
export function evidenceWeightedAverage(average: number | null, count: number, platformMean: number | null, priorWeight = PRIOR_WEIGHT): number | null {
  if (average === null || count <= 0 || platformMean === null) return null;
  return (priorWeight * platformMean + count * average) / (priorWeight + count);
}

/**
 * A company's evidence-weighted averages for every dimension (`overall` is its `rankScore`), from its raw
 * averages, the counts behind them and the platform means. Out of 10, null where unrated.
 */
export function rankScoresOf(averages: AverageRatings, counts: RatingCounts, means: PlatformMeans): Record<ScoredDimension, number | null> {
  const scores = {} as Record<ScoredDimension, number | null>;
  for (const dimension of SCORED_DIMENSIONS) {
    scores[dimension] = evidenceWeightedAverage(averages[dimension], counts[dimension], means[dimension]);
  }
  return scores;
}

/**
 * The platform means from every company's aggregate: per dimension, Σ avg·n / Σ n over companies with a
 * rating, which equals the mean over all approved ratings (a company average is the mean of its n ratings).
 */
export function platformMeansOf(aggregates: readonly { averageRatings: AverageRatings; ratingCounts: RatingCounts }[]): PlatformMeans {
  const means = {} as PlatformMeans;
  for (const dimension of SCORED_DIMENSIONS) {
    let sum = 0;
    let count = 0;
    for (const { averageRatings, ratingCounts } of aggregates) {
      const average = averageRatings[dimension];
      if (average === null || ratingCounts[dimension] <= 0) continue;
      sum += average * ratingCounts[dimension];
      count += ratingCounts[dimension];
    }
    means[dimension] = count === 0 ? null : sum / count;
  }
  return means;
}

/**
 * Whether the platform means have moved from the published ones by more than the tolerance in any dimension
 * (or a dimension gained or lost its first rating), so every company must be rescored.
 */
export function platformMeansMoved(published: PlatformMeans, current: PlatformMeans, tolerance = PLATFORM_MEANS_TOLERANCE): boolean {
  return SCORED_DIMENSIONS.some((dimension) => {
    const before = published[dimension];
    const now = current[dimension];
    if (before === null || now === null) return before !== now;
    return Math.abs(before - now) > tolerance;
  });
}
