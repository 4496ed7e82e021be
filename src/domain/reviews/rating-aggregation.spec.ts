import { aggregateRatings, recommendationShare, type RatedReview } from './rating-aggregation';
import { RATING_CATEGORIES, type Ratings } from './rating-categories';

const review = (
  ratings: Partial<Ratings>,
  createdAt = '2026-01-01T00:00:00Z',
  wouldRecommend: boolean | null = null,
  reviewType: RatedReview['reviewType'] = 'user',
): RatedReview => ({
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, null])) as Ratings),
  ...ratings,
  createdAt: new Date(createdAt),
  reviewType,
  wouldRecommend,
});

describe('aggregateRatings', () => {
  it("counts the members' reviews apart from industry intelligence, for the anonymity threshold", () => {
    const aggregate = aggregateRatings([review({ pricing: 6 }), review({ pricing: 3 }, undefined, null, 'industry_intelligence'), review({})]);
    expect({ reviewCount: aggregate.reviewCount, userReviewCount: aggregate.userReviewCount }).toEqual({ reviewCount: 3, userReviewCount: 2 });
  });

  it('averages each category over the reviews that rated it', () => {
    const aggregate = aggregateRatings([review({ pricing: 6, timeline: 9 }), review({ pricing: 9 })]);
    expect(aggregate.averageRatings.pricing).toBe(7.5);
    expect(aggregate.averageRatings.timeline).toBe(9);
    expect(aggregate.averageRatings.communication).toBeNull();
    expect(aggregate.ratingCounts).toMatchObject({ pricing: 2, timeline: 1, communication: 0 });
  });

  it("takes overall as the mean of each review's own mean, not of all ratings pooled", () => {
    // review means 7.5 and 9 → 8.25 (pooling the three ratings would give 8)
    const aggregate = aggregateRatings([review({ pricing: 6, timeline: 9 }), review({ pricing: 9 })]);
    expect(aggregate.averageRatings.overall).toBe(8.25);
    expect(aggregate.ratingCounts.overall).toBe(2);
  });

  it('leaves reviews with no rating out of overall but counts them as reviews', () => {
    const aggregate = aggregateRatings([review({}), review({ communication: 4 })]);
    expect(aggregate.reviewCount).toBe(2);
    expect(aggregate.averageRatings.overall).toBe(4);
    expect(aggregate.ratingCounts.overall).toBe(1);
  });

  it('keeps the newest review date and null averages when there is nothing', () => {
    expect(aggregateRatings([review({ pricing: 5 }, '2026-03-01T00:00:00Z'), review({ pricing: 5 }, '2026-05-01T00:00:00Z')]).lastReviewDate).toEqual(
      new Date('2026-05-01T00:00:00Z'),
    );
    const empty = aggregateRatings([]);
    expect(empty).toMatchObject({ reviewCount: 0, lastReviewDate: null });
    expect(empty.averageRatings.overall).toBeNull();
  });
});

describe('would recommend', () => {
  it('counts the yes answers among the answers, ignoring reviews that did not answer', () => {
    const aggregate = aggregateRatings([review({}, undefined, true), review({}, undefined, false), review({}, undefined, null), review({}, undefined, true)]);
    expect(aggregate.recommendations).toEqual({ yes: 2, answers: 3 });
  });

  it('shows the share only from three answers', () => {
    expect(recommendationShare({ yes: 2, answers: 2 })).toBeNull();
    expect(recommendationShare({ yes: 0, answers: 0 })).toBeNull();
    expect(recommendationShare({ yes: 5, answers: 6 })).toEqual({ share: 5 / 6, answers: 6 });
    expect(recommendationShare({ yes: 0, answers: 3 })).toEqual({ share: 0, answers: 3 });
  });
});
