import { criteriaMet, type FitFacts } from '../../../domain/matching/project-fit';
import { matchScore, weightedScoreOfVectors, weightVector } from '../../../domain/matching/match-score';
import { compareMatchRank, type MatchRankKey, type MatchRequest } from '../../../domain/matching/rank-matches';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import type { IndexedCompany } from './directory-index';

/**
 * Every company's evidence-weighted category averages (out of 10) in one array: the company at position p
 * holds entries p × 8 to p × 8 + 7, in RATING_CATEGORIES order, NaN where a category has no average.
 */
export function categoryRankMatrix(companies: readonly Pick<IndexedCompany, 'ranks'>[]): Float64Array {
  const width = RATING_CATEGORIES.length;
  const matrix = new Float64Array(companies.length * width);
  companies.forEach((company, position) => {
    RATING_CATEGORIES.forEach((category, i) => (matrix[position * width + i] = company.ranks[category] ?? Number.NaN));
  });
  return matrix;
}

/**
 * The ids of the `count` companies that rank first for a project, best first, judged in memory by the
 * domain's own rules (rankMatches): a company takes part with at least one approved review and one rated
 * category the buyer weighs, and no criterion contradicted (criteriaMet); the order is compareMatchRank over the
 * match score of its evidence-weighted averages. One pass over the directory keeping the best `count` in a
 * sorted array, so a hundred thousand companies cost no sort of all of them. `ranks`: the companies'
 * categoryRankMatrix (an index keeps it; computed here when not given).
 */
export function matchShortlist(
  companies: readonly IndexedCompany[],
  request: MatchRequest,
  count: number,
  ranks: Float64Array = categoryRankMatrix(companies),
): string[] {
  if (count < 1) return [];
  const weights = weightVector(request.weights);
  const best: { id: string; key: MatchRankKey }[] = [];
  for (let position = 0; position < companies.length; position++) {
    const company = companies[position];
    if (company.reviewCount < 1) continue;
    const adjusted = weightedScoreOfVectors(weights, ranks, position * weights.length);
    if (adjusted === null) continue;
    const matched = criteriaMet(request, company as IndexedCompany & FitFacts);
    if (matched === null) continue;
    const key = { matched, matchScore: matchScore(adjusted), reviewCount: company.reviewCount, name: company.name };
    if (best.length === count && compareMatchRank(key, best[count - 1].key) >= 0) continue;
    // Binary search for the first entry ranking after the new one.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareMatchRank(best[middle].key, key) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, { id: company.id, key });
    if (best.length > count) best.pop();
  }
  return best.map((entry) => entry.id);
}
