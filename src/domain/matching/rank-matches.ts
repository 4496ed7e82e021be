import type { CompanyType } from '../directory/taxonomy';
import type { AverageRatings } from '../reviews/rating-categories';
import { explainMatch, matchScore, weightedScore, type MatchExplanation } from './match-score';
import type { MatchWeights } from './project-requirements';
import { criteriaMet, projectFit, type FitCriteria, type FitFacts, type FitResult } from './project-fit';

/** What ranking needs of a candidate company: its facts for fitting and its published aggregate. */
export interface MatchCandidate extends FitFacts {
  id: string;
  name: string;
  type: CompanyType;
  reviewCount: number;
  /** Raw averages out of 10 (what the buyer reads). */
  averageRatings: AverageRatings;
  /** Evidence-weighted averages out of 10 (DECISIONS §12), null where the raw average is null. */
  rankScores: AverageRatings;
}

/** A ranked candidate. */
export interface RankedMatch<C extends MatchCandidate = MatchCandidate> {
  company: C;
  /** 0-100: `round(10 × Σ wᵢ·adjᵢ / Σ wᵢ)` over the evidence-weighted averages. */
  matchScore: number;
  /** Out of 10, full precision: `Σ wᵢ·avgᵢ / Σ wᵢ` over the raw averages. */
  weightedScore: number;
  /** One verdict per criterion given; never a `mismatch` (those companies are left out). */
  fit: FitResult[];
  explanation: MatchExplanation;
}

/** What a project is ranked for: the fit criteria and the weights. */
export interface MatchRequest extends FitCriteria {
  weights: MatchWeights;
}

/** Code-point order, so the tie-break is the same in every locale (and as PostgreSQL's "C" collation). */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the order of matches reads: criteria met, match score (0-100), review count and name. */
export interface MatchRankKey {
  matched: number;
  matchScore: number;
  reviewCount: number;
  name: string;
}

/**
 * The order of matches (DECISIONS §12): criteria met desc, then match score desc, then review count desc,
 * then name in code-point order. Negative when `a` ranks first.
 */
export function compareMatchRank(a: MatchRankKey, b: MatchRankKey): number {
  return b.matched - a.matched || b.matchScore - a.matchScore || b.reviewCount - a.reviewCount || byName(a.name, b.name);
}

/**
 * Ranks candidates for a project (DECISIONS §12): only companies with at least one approved review and one
 * rated category take part; any with a `mismatch` on a criterion are left out; the rest are sorted by the
 * number of criteria they meet desc, then matchScore desc, then reviewCount desc, then name; the first
 * `limit` are kept, with their verdicts and explanation.
 */
export function rankMatches<C extends MatchCandidate>(candidates: readonly C[], request: MatchRequest, limit: number): RankedMatch<C>[] {
  const scored: (MatchRankKey & { company: C; weightedScore: number })[] = [];
  for (const company of candidates) {
    if (company.reviewCount < 1) continue;
    const weighted = weightedScore(request.weights, company.averageRatings);
    const adjusted = weightedScore(request.weights, company.rankScores);
    if (weighted === null || adjusted === null) continue;
    const matched = criteriaMet(request, company);
    if (matched === null) continue;
    scored.push({ company, weightedScore: weighted, matchScore: matchScore(adjusted), matched, reviewCount: company.reviewCount, name: company.name });
  }
  scored.sort(compareMatchRank);
  // Verdicts in words and explanations only for the matches shown: ranking every candidate stays arithmetic.
  return scored.slice(0, Math.max(0, limit)).map(({ company, matchScore, weightedScore }) => ({
    company,
    matchScore,
    weightedScore,
    fit: projectFit(request, company),
    explanation: explainMatch(request.weights, company.averageRatings),
  }));
}
