import type { RatingCounts } from '../reviews/rating-categories';
import type { MatchCandidate, MatchRequest } from './rank-matches';

/** What a match result shows of a company beyond its scores and fit. */
export interface MatchedCompanySummary {
  id: string;
  location: string;
  description: string | null;
  /** The evidence behind each average. */
  ratingCounts: RatingCounts;
  /** Approved reviews of type `user`: below the anonymity threshold only the overall score is shown. */
  userReviewCount: number;
  /** Evidence-weighted overall average, out of 10 (DECISIONS §12). */
  rankScore: number | null;
}

/** Read access to the published rating aggregates that matching ranks (never raw reviews). */
export abstract class MatchCandidates {
  /**
   * Companies with at least one approved review and one rated category that contradict none of the
   * request's fit criteria (the rules of `projectFit`), with their facts and averages: the `count` best by
   * criteria met, then match score (DECISIONS §12), so a hundred thousand companies are not shipped to be
   * ranked. The domain fits and ranks the result again and has the last word; `count` carries a margin.
   */
  abstract shortlist(request: MatchRequest, count: number): Promise<MatchCandidate[]>;
  /** Location, description, rating counts and rank score of the given companies, in one read. */
  abstract summaries(ids: readonly string[]): Promise<MatchedCompanySummary[]>;
}
