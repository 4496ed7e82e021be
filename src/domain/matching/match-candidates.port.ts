import type { RatingCounts } from '../reviews/rating-categories';
import type { FitCriteria } from './project-fit';
import type { MatchCandidate } from './rank-matches';

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

/** Read access to the published rating aggregates that matching ranks (never raw reviews). */
export abstract class MatchCandidates {
  /**
   * Every listed company with at least one approved review whose facts contradict none of the criteria (the
   * rules of `criterionTests`), with its facts, averages and evidence-weighted averages, in no particular order:
   * the domain ranks them (rankMatches).
   */
  abstract candidates(criteria: FitCriteria): Promise<MatchCandidate[]>;
  /** Location, description, rating counts and rank score of the given companies, in one read. */
  abstract summaries(ids: readonly string[]): Promise<MatchedCompanySummary[]>;
}
