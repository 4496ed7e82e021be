import type { QueuePage, QueueSlice, Settlement } from '../moderation/moderation';
import type { CandidateMatch, MatchableCompany } from './candidate-matching';
import type { DecidedMatchStatus, RegulatoryMatch } from './regulatory-match';

/**
 * The candidate matches between warning letters and companies, and the companies they are proposed for.
 * Deciding a match keeps the company's count of confirmed letters (the directory's regulatory filters read it)
 * in the same transaction.
 */
export abstract class RegulatoryMatches {
  /** Every company of the directory (listed or not) with the names candidate matching compares. */
  abstract matchableCompanies(): Promise<MatchableCompany[]>;
  /**
   * Stores candidates as pending, skipping every (letter, company) pair that already has a match (pending or
   * decided, so a rejected pair is never proposed again) and letters not stored.
   * @returns how many were added.
   */
  abstract addCandidates(candidates: readonly CandidateMatch[], at: Date): Promise<number>;
  /** One page of pending matches, oldest first, and how many are pending. */
  abstract listPending(page: QueuePage): Promise<QueueSlice<RegulatoryMatch>>;
  /** The match, its row locked until the transaction ends; null for an unknown or malformed id. */
  abstract findForUpdate(id: string): Promise<RegulatoryMatch | null>;
  /** Records the decision and recounts the company's confirmed letters. */
  abstract recordDecision(id: string, decision: Settlement<DecidedMatchStatus>): Promise<void>;
}
