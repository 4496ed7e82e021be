import { criteriaMet, type FitFacts } from '../../../domain/matching/project-fit';
import { matchScore, weightedScore } from '../../../domain/matching/match-score';
import { compareMatchRank, type MatchRankKey, type MatchRequest } from '../../../domain/matching/rank-matches';
import type { IndexedCompany } from './directory-index';

/**
 * The ids of the `count` companies that rank first for a project, best first, judged in memory by the
 * domain's own rules (rankMatches): a company takes part with at least one approved review and one rated
 * category the buyer weighs, and no criterion contradicted (criteriaMet); the order is compareMatchRank over the
 * match score of its evidence-weighted averages. One pass over the directory keeping the best `count` in a
 * sorted array, so a hundred thousand companies cost no sort of all of them.
 */
export function matchShortlist(companies: readonly IndexedCompany[], request: MatchRequest, count: number): string[] {
  if (count < 1) return [];
  const best: { id: string; key: MatchRankKey }[] = [];
  for (const company of companies) {
    if (company.reviewCount < 1) continue;
    const adjusted = weightedScore(request.weights, company.ranks);
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
