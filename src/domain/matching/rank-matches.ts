import type { CompanyType } from '../directory/taxonomy';
import type { AverageRatings } from '../reviews/rating-categories';
import { explainMatch, matchScore, weightedScore, type MatchExplanation } from './match-score';
import type { MatchWeights } from './project-requirements';

/** What ranking needs of a candidate company: its published aggregate. */
export interface MatchCandidate {
  id: string;
  name: string;
  type: CompanyType;
  reviewCount: number;
  averageRatings: AverageRatings;
}

/** A ranked candidate. */
export interface RankedMatch<C extends MatchCandidate = MatchCandidate> {
  company: C;
  /** 0-100. */
  matchScore: number;
  /** Out of 10, full precision. */
  weightedScore: number;
  explanation: MatchExplanation;
}

/** Code-point order, so the tie-break is the same in every locale (and as PostgreSQL's "C" collation). */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Ranks candidates for the weights (DECISIONS §7): only companies with at least one approved review
 * and one rated category take part; sorted by matchScore desc, then reviewCount desc, then name; the
 * first `limit` are kept.
 */
export function rankMatches<C extends MatchCandidate>(candidates: readonly C[], weights: MatchWeights, limit: number): RankedMatch<C>[] {
  const scored: Omit<RankedMatch<C>, 'explanation'>[] = [];
  for (const company of candidates) {
    if (company.reviewCount < 1) continue;
    const weighted = weightedScore(weights, company.averageRatings);
    if (weighted === null) continue;
    scored.push({ company, weightedScore: weighted, matchScore: matchScore(weighted) });
  }
  scored.sort(
    (a, b) => b.matchScore - a.matchScore || b.company.reviewCount - a.company.reviewCount || byName(a.company.name, b.company.name),
  );
  // Explanations only for the matches shown: ranking 10,000 candidates stays one pass of arithmetic.
  return scored.slice(0, Math.max(0, limit)).map((match) => ({ ...match, explanation: explainMatch(weights, match.company.averageRatings) }));
}
