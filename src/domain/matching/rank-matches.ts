import type { CompanyType } from '../directory/taxonomy';
import { RATING_CATEGORIES, type AverageRatings } from '../reviews/rating-categories';
import { meetsAnonymityThreshold } from '../reviews/review-page';
import { evidenceOf, evidenceStandings, matchScoreOf, type Evidence, type EvidenceStanding, type RatedCompany } from './evidence-score';
import { explainMatch, weightedScore, type MatchExplanation } from './match-score';
import type { MatchWeights } from './project-requirements';
import { criteriaGiven, criteriaMet, fitScore, projectFit, type FitCriteria, type FitFacts, type FitResult } from './project-fit';

/** What describing a match needs of a company: its facts for fitting and its published aggregate. */
export interface MatchCandidate extends FitFacts, RatedCompany {
  id: string;
  name: string;
  type: CompanyType;
  reviewCount: number;
  /** Approved reviews of type `user`: below the anonymity threshold only the overall is public. */
  userReviewCount: number;
  /** Raw averages out of 10 (what the buyer reads). */
  averageRatings: AverageRatings;
  /** Evidence-weighted averages out of 10, null where the raw average is null. */
  rankScores: AverageRatings;
}

/** A match's numbers: fit, evidence and the match score that orders the results (docs/matching-and-projects.md). */
export interface MatchScores extends Evidence {
  /** 0-100: round(100 × (met + 0.5 × unknown) / given). */
  fitScore: number;
  /** 0-100: round(fitScore × (0.5 + 0.5 × e / 100)), e the evidence score or 50 without reviews. */
  matchScore: number;
}

/** A ranked candidate as the buyer sees it. */
export interface RankedMatch<C extends MatchCandidate = MatchCandidate> extends MatchScores {
  company: C;
  /** Out of 10, full precision: `Σ wᵢ·avgᵢ / Σ wᵢ` over the public raw category averages; null where none is public. */
  weightedScore: number | null;
  /** One verdict per criterion given; never a `mismatch` (those companies are left out). */
  fit: FitResult[];
  explanation: MatchExplanation;
}

/** What a project is ranked for: the fit criteria and the weights (1-5 per category). */
export interface MatchRequest extends FitCriteria {
  /** Only companies without an FDA warning letter confirmed as theirs within the regulatory record's coverage are candidates. */
  excludeFdaWarningLetters?: boolean;
  weights: MatchWeights;
}

/** Code-point order, so the tie-break is the same in every locale (and as PostgreSQL's "C" collation). */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the order of matches reads: the match score (0-100), the review count and the name. */
export interface MatchRankKey {
  matchScore: number;
  reviewCount: number;
  name: string;
}

/**
 * The order of matches: the match score shown, desc, then review count desc, then name in code-point order.
 * Negative when `a` ranks first.
 */
export function compareMatchRank(a: MatchRankKey, b: MatchRankKey): number {
  return b.matchScore - a.matchScore || b.reviewCount - a.reviewCount || byName(a.name, b.name);
}

/**
 * What ranking reads of a company that fits a project (no criterion contradicted): its name, approved reviews, how
 * many of the project's criteria it meets and where it stands in the evidence pools.
 */
export interface RankableCandidate {
  id: string;
  name: string;
  reviewCount: number;
  criteriaMet: number;
  standing: EvidenceStanding;
}

/**
 * The numbers of one candidate (the one formula): fit from the criteria given and met, evidence from its standings
 * and the weights, and the match score from both.
 */
export function scoreCandidate(candidate: Pick<RankableCandidate, 'criteriaMet' | 'standing'>, given: number, weights: MatchWeights): MatchScores {
  const fit = fitScore(given, candidate.criteriaMet);
  const evidence = evidenceOf(weights, candidate.standing);
  return { fitScore: fit, ...evidence, matchScore: matchScoreOf(fit, evidence.evidenceScore) };
}

/**
 * The order of matches: every candidate scored (scoreCandidate), sorted by compareMatchRank, the first `limit`
 * kept, best first. Reviewed or not, every candidate takes part.
 */
export function rankCandidates<C extends RankableCandidate>(candidates: readonly C[], request: MatchRequest, limit: number): { candidate: C; scores: MatchScores }[] {
  const given = criteriaGiven(request);
  const scored = candidates.map((candidate) => ({ candidate, scores: scoreCandidate(candidate, given, request.weights) }));
  const key = ({ candidate, scores }: (typeof scored)[number]): MatchRankKey => ({
    matchScore: scores.matchScore,
    reviewCount: candidate.reviewCount,
    name: candidate.name,
  });
  scored.sort((a, b) => compareMatchRank(key(a), key(b)));
  return scored.slice(0, Math.max(0, limit));
}

/**
 * A ranked company as the buyer sees it: its scores, its verdict per criterion in words, the weighted score of its
 * public raw averages and the explanation of them (below the anonymity threshold neither reads a category).
 */
export function describeMatch<C extends MatchCandidate>(company: C, request: MatchRequest, scores: MatchScores): RankedMatch<C> {
  const shown = meetsAnonymityThreshold(company.userReviewCount);
  const publicAverages = { ...company.averageRatings };
  for (const category of RATING_CATEGORIES) if (!shown) publicAverages[category] = null;
  return {
    company,
    ...scores,
    weightedScore: weightedScore(request.weights, publicAverages),
    fit: projectFit(request, company),
    explanation: explainMatch(request.weights, publicAverages),
  };
}

/**
 * Ranks a whole directory held in memory for a project: the pools from every company given (evidenceStandings),
 * companies with a `mismatch` left out, the rest ranked by rankCandidates and described; the first `limit` kept.
 * The database does the same with its own query (MatchCandidates); this is the reference its tests compare with.
 */
export function rankMatches<C extends MatchCandidate>(companies: readonly C[], request: MatchRequest, limit: number): RankedMatch<C>[] {
  const standings = evidenceStandings(companies);
  const candidates = companies.flatMap((company) => {
    const met = criteriaMet(request, company);
    return met === null
      ? []
      : [{ id: company.id, name: company.name, reviewCount: company.reviewCount, criteriaMet: met, standing: standings.get(company.id)!, company }];
  });
  return rankCandidates(candidates, request, limit).map(({ candidate, scores }) => describeMatch(candidate.company, request, scores));
}
