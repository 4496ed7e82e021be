import type { RatingCounts } from '../reviews/rating-categories';
import type { MatchCandidate, MatchRequest, RankableCandidate } from './rank-matches';

/** What a match result shows of a company beyond its scores and fit. */
export interface MatchedCompanySummary {
  id: string;
  location: string;
  description: string | null;
  /** The evidence behind each average. */
  ratingCounts: RatingCounts;
  /** Evidence-weighted overall average, out of 10. */
  rankScore: number | null;
}

/** A company as a match shows it: its facts and averages (for its verdicts and explanation) and its summary. */
export type MatchedCompany = MatchCandidate & Omit<MatchedCompanySummary, 'id'>;

/**
 * One company's standing for a project whether or not it fits: `fits` false when a criterion contradicts its facts;
 * `place` its rank among the candidates (1 first), null when it does not fit.
 */
export type AssessedCandidate = RankableCandidate & { fits: boolean; place: number | null };

/** Read access to what matching ranks: the directory's facts and the published rating aggregates (never raw reviews). */
export abstract class MatchCandidates {
  /**
   * The first `limit` of every listed company, reviewed or not, whose facts contradict none of the criteria (the
   * rules of `criterionTests`) and, with `excludeFdaWarningLetters`, that has no FDA warning letter confirmed as its
   * own in the regulatory record's coverage, in match order (compareMatchRank over the domain's scores, computed by the store
   * with the same formulas), each with how many criteria it meets and its standings in the evidence pools (the
   * pools are all listed companies with data, candidates or not). The domain scores them again from the standings.
   */
  abstract candidates(request: MatchRequest, limit: number): Promise<RankableCandidate[]>;
  /** One listed company's standing for the request, fitting or not, and its place; null for an unknown, malformed or unlisted id. */
  abstract assess(request: MatchRequest, companyId: string): Promise<AssessedCandidate | null>;
  /** The facts, averages and summary of the given companies, in one read; unknown ids are left out. */
  abstract details(ids: readonly string[]): Promise<MatchedCompany[]>;
}
