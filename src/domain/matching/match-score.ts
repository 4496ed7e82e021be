import { RATING_CATEGORIES, type AverageRatings, type RatingCategory } from '../reviews/rating-categories';
import type { MatchWeights } from './project-requirements';

/**
 * How well a company's published averages fit a buyer's priorities (DECISIONS §7):
 * `weightedScore = Σ wᵢ·avgᵢ / Σ wᵢ` over the categories that have an average (out of 10), or null when
 * none has one. Categories without data neither add nor subtract.
 */
export function weightedScore(weights: MatchWeights, averages: AverageRatings): number | null {
  let weighted = 0;
  let totalWeight = 0;
  for (const category of RATING_CATEGORIES) {
    const average = averages[category];
    if (average === null) continue;
    weighted += weights[category] * average;
    totalWeight += weights[category];
  }
  return totalWeight === 0 ? null : weighted / totalWeight;
}

/** The match score 0-100 of a weighted score out of 10: `round(weightedScore × 10)` (DECISIONS §7). */
export function matchScore(weighted: number): number {
  return Math.round(weighted * 10);
}

/** One category's share of a weighted score. */
export interface ScoreContribution {
  category: RatingCategory;
  /** Importance 1-5 the buyer gave it. */
  weight: number;
  /** The company's average, out of 10. */
  average: number;
  /** Points it adds to the weighted score, out of 10: wᵢ·avgᵢ / Σ wⱼ over the rated categories. */
  points: number;
}

/** Why a company scored as it did: the categories that drove the score, and those without data. */
export interface MatchExplanation {
  /** The three categories that contributed most, largest first. */
  topContributors: ScoreContribution[];
  /** Categories with no rating yet, left out of the score. */
  missingCategories: RatingCategory[];
}

/** How many contributors an explanation names (DECISIONS §7). */
export const EXPLANATION_TOP_CONTRIBUTORS = 3;

/**
 * The explanation of a match (DECISIONS §7): contributions sorted by points, then weight, then the
 * spec's category order; missing categories in the spec's order.
 */
export function explainMatch(weights: MatchWeights, averages: AverageRatings): MatchExplanation {
  const rated = RATING_CATEGORIES.filter((category) => averages[category] !== null);
  const totalWeight = rated.reduce((sum, category) => sum + weights[category], 0);
  const contributions = rated.map((category) => ({
    category,
    weight: weights[category],
    average: averages[category] as number,
    points: (weights[category] * (averages[category] as number)) / totalWeight,
  }));
  contributions.sort(
    (a, b) => b.points - a.points || b.weight - a.weight || RATING_CATEGORIES.indexOf(a.category) - RATING_CATEGORIES.indexOf(b.category),
  );
  return {
    topContributors: contributions.slice(0, EXPLANATION_TOP_CONTRIBUTORS),
    missingCategories: RATING_CATEGORIES.filter((category) => averages[category] === null),
  };
}

/** Colour of a match score 0-100 (spec part 2 §9): success at 80+, warning at 60-79, danger below. */
export function matchScoreTone(score: number): 'success' | 'warning' | 'danger' {
  if (score >= 80) return 'success';
  if (score >= 60) return 'warning';
  return 'danger';
}
