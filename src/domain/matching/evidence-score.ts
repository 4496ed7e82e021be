import { meetsAnonymityThreshold } from '../reviews/review-page';
import { RATING_CATEGORIES, type AverageRatings, type RatingCategory } from '../reviews/rating-categories';
import type { ScoredDimension } from '../reviews/rank-score';
import type { MatchWeights } from './project-requirements';

/*
 * The evidence behind a match (docs/matching-and-projects.md "Evidence score"): where a company stands among the
 * listed companies that have data, category by category, so that the buyer's weights move the order. Raw averages
 * of 7-9 weighted 1-5 barely differ; percentiles spread the same companies over 0-100.
 */

/**
 * Where one company's value stands in a pool of N companies with a value (the company included): how many of the
 * others are lower, how many are equal, and N.
 */
export interface PoolStanding {
  below: number;
  equal: number;
  size: number;
}

/**
 * The percentile of a standing, 0-100: `100 × (below + 0.5 × equal) / (N − 1)`, counting the other companies of
 * the pool whose value is lower or equal; 50 when the company is alone in its pool (N = 1).
 * Example: 10 companies, 6 lower, 1 equal → 100 × 6.5 / 9 = 72.2.
 */
export function percentile({ below, equal, size }: PoolStanding): number {
  if (size <= 1) return 50;
  return (100 * (below + 0.5 * equal)) / (size - 1);
}

/**
 * A company's standings: per rating category, among the listed companies whose values in it are public (at or over
 * the anonymity threshold) and not null, null where the company is not in that pool; and its evidence-weighted
 * overall among every listed company with one, null without reviews.
 */
export interface EvidenceStanding {
  categories: Record<RatingCategory, PoolStanding | null>;
  overall: PoolStanding | null;
}

/** What the evidence score rests on: public category values, the overall alone (below the threshold), or nothing. */
export type EvidenceBasis = 'categories' | 'overall' | 'none';

/** The evidence part of a match: the score (0-100, a whole number; null without reviews), its basis and the percentiles behind it. */
export interface Evidence {
  evidenceScore: number | null;
  evidence: EvidenceBasis;
  /** Whole percentiles 0-100 of the overall and of each category in a pool; null where the company is in none. */
  percentiles: Record<ScoredDimension, number | null>;
}

/**
 * The evidence score of a company for the buyer's weights (1-5): `Σ wᵢ·pctᵢ / Σ wᵢ` over the categories where it
 * has a public value, rounded to a whole number; without any, the percentile of its evidence-weighted overall
 * (basis `overall`: a company below the anonymity threshold, whose category values are not public); null without
 * reviews (basis `none`).
 */
export function evidenceOf(weights: MatchWeights, standing: EvidenceStanding): Evidence {
  const percentiles = { overall: standing.overall ? Math.round(percentile(standing.overall)) : null } as Record<ScoredDimension, number | null>;
  let weighted = 0;
  let totalWeight = 0;
  for (const category of RATING_CATEGORIES) {
    const inPool = standing.categories[category];
    percentiles[category] = inPool ? Math.round(percentile(inPool)) : null;
    if (!inPool) continue;
    weighted += weights[category] * percentile(inPool);
    totalWeight += weights[category];
  }
  if (totalWeight > 0) return { evidenceScore: Math.round(weighted / totalWeight), evidence: 'categories', percentiles };
  if (standing.overall) return { evidenceScore: Math.round(percentile(standing.overall)), evidence: 'overall', percentiles };
  return { evidenceScore: null, evidence: 'none', percentiles };
}

/** The evidence a company without reviews is ranked on: the middle of the scale. */
export const NO_EVIDENCE = 50;

/**
 * The match score, 0-100: `round(fitScore × (0.5 + 0.5 × e / 100))` with e the evidence score, or NO_EVIDENCE (50)
 * for a company without reviews. Fit sets the ceiling; evidence takes up to half of it away.
 * Example: fit 83, evidence 72 → round(83 × 0.86) = 71; fit 100 without reviews → 75.
 */
export function matchScoreOf(fitScore: number, evidenceScore: number | null): number {
  const evidence = evidenceScore ?? NO_EVIDENCE;
  return Math.round(fitScore * (0.5 + (0.5 * evidence) / 100));
}

/** What the pools read of a company: whether it is listed, its review counts and its evidence-weighted averages (out of 10). */
export interface RatedCompany {
  id: string;
  reviewCount: number;
  /** Approved reviews of type `user`: the anonymity threshold counts these. */
  userReviewCount: number;
  rankScores: AverageRatings;
}

/**
 * The standings of every company of a directory, computed here from the companies themselves: the statement of the
 * pools that the database's query must agree with (tests compare the two). Category pools hold the companies at or
 * over the anonymity threshold with a value; the overall pool every company with reviews and an overall.
 */
export function evidenceStandings(companies: readonly RatedCompany[]): Map<string, EvidenceStanding> {
  const poolOf = (dimension: ScoredDimension) =>
    companies
      .filter(
        (company) => company.rankScores[dimension] !== null && (dimension === 'overall' ? company.reviewCount > 0 : meetsAnonymityThreshold(company.userReviewCount)),
      )
      .map((company) => company.rankScores[dimension] as number);
  const standingIn = (pool: number[], value: number | null): PoolStanding | null => {
    if (value === null) return null;
    const below = pool.filter((other) => other < value).length;
    const equal = pool.filter((other) => other === value).length - 1;
    return { below, equal, size: pool.length };
  };
  const pools = new Map<ScoredDimension, number[]>([['overall', poolOf('overall')], ...RATING_CATEGORIES.map((category) => [category, poolOf(category)] as const)]);
  return new Map(
    companies.map((company) => {
      const categories = Object.fromEntries(
        RATING_CATEGORIES.map((category) => [
          category,
          meetsAnonymityThreshold(company.userReviewCount) ? standingIn(pools.get(category)!, company.rankScores[category]) : null,
        ]),
      ) as Record<RatingCategory, PoolStanding | null>;
      const overall = company.reviewCount > 0 ? standingIn(pools.get('overall')!, company.rankScores.overall) : null;
      return [company.id, { categories, overall }];
    }),
  );
}
