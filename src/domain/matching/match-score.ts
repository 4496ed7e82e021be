import { RATING_CATEGORIES, type AverageRatings, type RatingCategory } from '../reviews/rating-categories';
import type { MatchWeights } from './project-requirements';

/**
 * The weighted score of a company's raw category averages for a buyer's priorities (1-5):
 * `weightedScore = Σ wᵢ·avgᵢ / Σ wᵢ` over the categories that have an average (out of 10), or null when
 * none has one. Categories without data neither add nor subtract. Shown beside a match; the order is the match
 * score's (rank-matches.ts).
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

/** A category and the company's average in it, out of 10. */
export interface CategoryAverage {
  category: RatingCategory;
  average: number;
}

/** Why a company scored as it did: the categories that drove the score, its best and worst, and those without data. */
export interface MatchExplanation {
  /** The three categories that contributed most, largest first. */
  topContributors: ScoreContribution[];
  /** The company's highest-rated category among those the buyer weighs (ties: higher weight, then spec order). */
  strongest: CategoryAverage | null;
  /** Its lowest-rated category (ties: higher weight, then spec order); null with fewer than two rated categories. */
  weakest: CategoryAverage | null;
  /** Categories with no rating yet, left out of the score. */
  missingCategories: RatingCategory[];
}

/** How many contributors an explanation names. */
export const EXPLANATION_TOP_CONTRIBUTORS = 3;

/**
 * The explanation of a match from the raw averages a buyer sees: contributions sorted by
 * points, then weight, then the spec's category order; the strongest and weakest categories; missing
 * categories in the spec's order.
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
  const specOrder = (a: ScoreContribution, b: ScoreContribution) => RATING_CATEGORIES.indexOf(a.category) - RATING_CATEGORIES.indexOf(b.category);
  const byAverage = [...contributions].sort((a, b) => b.average - a.average || b.weight - a.weight || specOrder(a, b));
  const lowest = [...contributions].sort((a, b) => a.average - b.average || b.weight - a.weight || specOrder(a, b));
  contributions.sort((a, b) => b.points - a.points || b.weight - a.weight || specOrder(a, b));
  const pick = (c: ScoreContribution | undefined): CategoryAverage | null => (c ? { category: c.category, average: c.average } : null);
  return {
    topContributors: contributions.slice(0, EXPLANATION_TOP_CONTRIBUTORS),
    strongest: pick(byAverage[0]),
    weakest: contributions.length > 1 ? pick(lowest[0]) : null,
    missingCategories: RATING_CATEGORIES.filter((category) => averages[category] === null),
  };
}

/** Colour of a match score 0-100 (docs/screens.md#constants-and-limits): success at 80+, warning at 60-79, danger below. */
export function matchScoreTone(score: number): 'success' | 'warning' | 'danger' {
  if (score >= 80) return 'success';
  if (score >= 60) return 'warning';
  return 'danger';
}
