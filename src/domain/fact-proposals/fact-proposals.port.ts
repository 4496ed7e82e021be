import type { QueuePage, QueueSlice, ModerationDecision } from '../moderation/moderation';
import type { FactChanges, FactProposal } from './fact-proposal';

/** Fact proposals in storage. Malformed ids find nothing. */
export abstract class FactProposals {
  abstract create(input: { companyId: string; proposedBy: string; changes: FactChanges; sourceUrl: string | null; createdAt: Date }): Promise<FactProposal>;
  /** The proposal, its row locked until the transaction ends; null for an unknown or malformed id. */
  abstract findForUpdate(id: string): Promise<FactProposal | null>;
  /** One page of pending proposals, oldest first, and how many are pending. */
  abstract listPending(page: QueuePage): Promise<QueueSlice<FactProposal>>;
  /** A company's proposals, newest first (at most `limit`). */
  abstract listForCompany(companyId: string, limit: number): Promise<FactProposal[]>;
  abstract recordDecision(id: string, decision: ModerationDecision): Promise<void>;
}
