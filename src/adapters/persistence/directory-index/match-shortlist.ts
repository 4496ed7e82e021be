import { criterionTests } from '../../../domain/matching/project-fit';
import { matchScore, weightedScoreOfVectors, weightVector } from '../../../domain/matching/match-score';
import { compareMatchRank, type MatchRankKey, type MatchRequest } from '../../../domain/matching/rank-matches';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import type { DirectoryIndex, IndexedCompany } from './directory-index';

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
 * The ids of the `count` companies that rank first for a project, best first, judged over the directory index
 * by the domain's own rules (rankMatches): a company takes part with at least one approved review and one rated
 * category the buyer weighs, and no criterion contradicted (criterionTests, judged for all companies at once
 * as sets by fitVerdicts); the order is compareMatchRank over the match score of its evidence-weighted
 * averages. One pass over the fitting companies reading typed arrays (review counts, the categoryRankMatrix),
 * keeping the best `count` in a sorted array: a hundred thousand companies cost no sort of all of them.
 */
export function matchShortlist(index: DirectoryIndex, request: MatchRequest, count: number): string[] {
  if (count < 1) return [];
  const weights = weightVector(request.weights);
  const ranks = index.categoryRanks();
  const reviewCounts = index.reviewCounts();
  const names = index.names();
  const { allowed, matched: metSets } = index.fitVerdicts(criterionTests(request));
  const best: { position: number; key: MatchRankKey }[] = [];
  allowed.forEach((position) => {
    const reviewCount = reviewCounts[position];
    if (reviewCount < 1) return;
    const adjusted = weightedScoreOfVectors(weights, ranks, position * weights.length);
    if (adjusted === null) return;
    let matched = 0;
    for (const met of metSets) if (met.has(position)) matched += 1;
    const key = { matched, matchScore: matchScore(adjusted), reviewCount, name: names[position] };
    if (best.length === count && compareMatchRank(key, best[count - 1].key) >= 0) return;
    // Binary search for the first entry ranking after the new one.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareMatchRank(best[middle].key, key) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, { position, key });
    if (best.length > count) best.pop();
  });
  return best.map((entry) => index.companies[entry.position].id);
}
