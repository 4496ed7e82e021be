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
 * What ranking reads of a company that fits a project (no criterion contradicted): its name, approved reviews,
 * how many of the project's criteria it meets (criteriaMet) and its evidence-weighted averages.
 */
export interface RankableCandidate {
  id: string;
  name: string;
  reviewCount: number;
  criteriaMet: number;
  /** Evidence-weighted averages out of 10, null where unrated. */
  rankScores: AverageRatings;
}

/**
 * The order of matches (the one ranking formula): only candidates with at least one approved review and one rated
 * category the buyer weighs take part, scored `matchScore = round(10 × Σ wᵢ·adjᵢ / Σ wᵢ)` over their evidence-weighted
 * averages; sorted by compareMatchRank; the first `limit` kept, best first, each with its match score (0-100).
 */
export function rankCandidates<C extends RankableCandidate>(candidates: readonly C[], weights: MatchWeights, limit: number): { candidate: C; matchScore: number }[] {
  const scored: (MatchRankKey & { candidate: C })[] = [];
  for (const candidate of candidates) {
    if (candidate.reviewCount < 1) continue;
    const adjusted = weightedScore(weights, candidate.rankScores);
    if (adjusted === null) continue;
    scored.push({ candidate, matched: candidate.criteriaMet, matchScore: matchScore(adjusted), reviewCount: candidate.reviewCount, name: candidate.name });
  }
  scored.sort(compareMatchRank);
  return scored.slice(0, Math.max(0, limit)).map(({ candidate, matchScore }) => ({ candidate, matchScore }));
}

/**
 * A ranked company as the buyer sees it: its verdict per criterion in words, the weighted score of its raw
 * averages (0 when none is rated, which a ranked company never is) and the explanation of its score.
 */
export function describeMatch<C extends MatchCandidate>(company: C, request: MatchRequest, matchScore: number): RankedMatch<C> {
  return {
    company,
    matchScore,
    weightedScore: weightedScore(request.weights, company.averageRatings) ?? 0,
    fit: projectFit(request, company),
    explanation: explainMatch(request.weights, company.averageRatings),
  };
}

/**
 * Ranks candidates for a project: any with a `mismatch` on a criterion are left out, the rest are ranked by
 * rankCandidates (criteria met, match score, reviews, name); the first `limit` are kept, with their verdicts and
 * explanation (describeMatch).
 */
export function rankMatches<C extends MatchCandidate>(candidates: readonly C[], request: MatchRequest, limit: number): RankedMatch<C>[] {
  const fitting = candidates.flatMap((company) => {
    const criteria = criteriaMet(request, company);
    return criteria === null ? [] : [{ ...company, criteriaMet: criteria, company }];
  });
  return rankCandidates(fitting, request.weights, limit).map(({ candidate, matchScore }) => describeMatch(candidate.company, request, matchScore));
}
