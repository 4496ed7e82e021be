import type { RatingCounts } from '../reviews/rating-categories';
import type { FitCriteria } from './project-fit';
import type { MatchCandidate, RankableCandidate } from './rank-matches';

/** What a match result shows of a company beyond its scores and fit. */
export interface MatchedCompanySummary {
  id: string;
  location: string;
  description: string | null;
  /** The evidence behind each average. */
  ratingCounts: RatingCounts;
  /** Approved reviews of type `user`: below the anonymity threshold only the overall score is shown. */
  userReviewCount: number;
  /** Evidence-weighted overall average, out of 10. */
  rankScore: number | null;
}

/** A company as a match shows it: its facts and averages (for its verdicts and explanation) and its summary. */
export type MatchedCompany = MatchCandidate & Omit<MatchedCompanySummary, 'id'>;

/** Read access to what matching ranks: the directory's facts and the published rating aggregates (never raw reviews). */
export abstract class MatchCandidates {
  /**
   * Every listed company with at least one approved review whose facts contradict none of the criteria (the
   * rules of `criterionTests`), with how many criteria it meets and its evidence-weighted averages, in no
   * particular order: the domain ranks them (rankCandidates).
   */
  abstract candidates(criteria: FitCriteria): Promise<RankableCandidate[]>;
  /** The facts, averages and summary of the given companies, in one read; unknown ids are left out. */
  abstract details(ids: readonly string[]): Promise<MatchedCompany[]>;
}
