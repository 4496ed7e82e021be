import type { CompanyType } from '../directory/taxonomy';
import type { MatchCandidate } from './rank-matches';

/** What a match result shows of a company beyond its scores. */
export interface MatchedCompanySummary {
  id: string;
  location: string;
  description: string | null;
}

/** Read access to the published rating aggregates that matching ranks (never raw reviews). */
export abstract class MatchCandidates {
  /** Companies of the given types with at least one approved review, with their aggregates. */
  abstract rated(types: readonly CompanyType[]): Promise<MatchCandidate[]>;
  /** Location and description of the given companies, in one read. */
  abstract summaries(ids: readonly string[]): Promise<MatchedCompanySummary[]>;
}
