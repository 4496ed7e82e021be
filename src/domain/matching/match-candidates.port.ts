import type { CompanyType } from '../directory/taxonomy';
import type { RatingCounts } from '../reviews/rating-categories';
import type { MatchWeights } from './project-requirements';
import type { MatchCandidate } from './rank-matches';

/** What a match result shows of a company beyond its scores. */
export interface MatchedCompanySummary {
  id: string;
  location: string;
  description: string | null;
  /** The evidence behind each average. */
  ratingCounts: RatingCounts;
}

/** Read access to the published rating aggregates that matching ranks (never raw reviews). */
export abstract class MatchCandidates {
  /**
   * Companies of the given types with at least one approved review and one rated category, with their
   * averages: the `count` best by the weighted score of DECISIONS §7 (ties by review count, then name),
   * so ten thousand companies are not shipped to be ranked. The domain ranks the result again and has
   * the last word; `count` carries a margin over what it keeps.
   */
  abstract topRated(types: readonly CompanyType[], weights: MatchWeights, count: number): Promise<MatchCandidate[]>;
  /** Location, description and rating counts of the given companies, in one read. */
  abstract summaries(ids: readonly string[]): Promise<MatchedCompanySummary[]>;
}
