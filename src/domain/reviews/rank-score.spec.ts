import { RATING_CATEGORIES, type AverageRatings, type RatingCounts } from './rating-categories';
import { evidenceWeightedAverage, platformMeansMoved, platformMeansOf, PRIOR_WEIGHT, rankScoresOf, type PlatformMeans } from './rank-score';

const none = <T>(value: T) => Object.fromEntries(['overall', ...RATING_CATEGORIES].map((d) => [d, value])) as Record<'overall' | (typeof RATING_CATEGORIES)[number], T>;

describe('evidenceWeightedAverage', () => {
  it('pulls a single perfect review toward the platform mean (hand-computed)', () => {
    // (5·7.5 + 1·10) / (5 + 1) = 47.5 / 6
    expect(evidenceWeightedAverage(10, 1, 7.5)).toBeCloseTo(47.5 / 6, 12);
    expect(evidenceWeightedAverage(10, 1, 7.5)).toBeCloseTo(7.9167, 4);
  });

  it('lets fourteen good reviews outrank one perfect one', () => {
    // (5·7.5 + 14·9.2) / 19 = 166.3 / 19 = 8.7526…
    const wellReviewed = evidenceWeightedAverage(9.2, 14, 7.5)!;
    expect(wellReviewed).toBeCloseTo(166.3 / 19, 12);
    expect(wellReviewed).toBeGreaterThan(evidenceWeightedAverage(10, 1, 7.5)!);
  });

  it('approaches the raw average as evidence grows', () => {
    expect(evidenceWeightedAverage(9, 995, 5)).toBeCloseTo((25 + 8955) / 1000, 12);
  });

  it('is null without a rating or without a platform mean', () => {
    expect(evidenceWeightedAverage(null, 0, 7)).toBeNull();
    expect(evidenceWeightedAverage(8, 0, 7)).toBeNull();
    expect(evidenceWeightedAverage(8, 2, null)).toBeNull();
  });

  it('uses a prior of five reviews', () => {
    expect(PRIOR_WEIGHT).toBe(5);
  });
});

describe('platformMeansOf', () => {
  it('weights each company by the ratings behind its average, so it equals the mean of all ratings', () => {
    // Company A: pricing ratings 6, 8 (avg 7, n 2); company B: pricing 9 (n 1) → (6 + 8 + 9) / 3.
    const a = { averageRatings: { ...none(null), pricing: 7, overall: 7 }, ratingCounts: { ...none(0), pricing: 2, overall: 2 } };
    const b = { averageRatings: { ...none(null), pricing: 9, overall: 9 }, ratingCounts: { ...none(0), pricing: 1, overall: 1 } };
    const means = platformMeansOf([a, b] as { averageRatings: AverageRatings; ratingCounts: RatingCounts }[]);
    expect(means.pricing).toBeCloseTo(23 / 3, 12);
    expect(means.overall).toBeCloseTo(23 / 3, 12);
    expect(means.timeline).toBeNull();
  });
});

describe('rankScoresOf', () => {
  it('scores every rated dimension with its own count and platform mean', () => {
    const means: PlatformMeans = { ...none(null), overall: 8, timeline: 6 };
    const scores = rankScoresOf({ ...none(null), overall: 9, timeline: 10 }, { ...none(0), overall: 3, timeline: 1 }, means);
    expect(scores.overall).toBeCloseTo((40 + 27) / 8, 12);
    expect(scores.timeline).toBeCloseTo((30 + 10) / 6, 12);
    expect(scores.pricing).toBeNull();
  });
});

describe('platformMeansMoved', () => {
  const published: PlatformMeans = { ...none(null), overall: 7.5, pricing: 6 };

  it('keeps the published means while every dimension stays within the tolerance', () => {
    expect(platformMeansMoved(published, { ...published, overall: 7.509, pricing: 5.991 })).toBe(false);
  });

  it('asks for a full rescoring when a mean moves past the tolerance or a dimension gains its first rating', () => {
    expect(platformMeansMoved(published, { ...published, overall: 7.52 })).toBe(true);
    expect(platformMeansMoved(published, { ...published, timeline: 8 })).toBe(true);
    expect(platformMeansMoved(none(null), none(null))).toBe(false);
  });
});
