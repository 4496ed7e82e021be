import type { EditableCompanyFacts } from '../directory/managed-companies.port';

/**
 * A change to its company's facts that a verified vendor proposes, with an optional page backing it, for an
 * admin to approve or reject once. Approved facts show on the profile as "stated by the company", with the day.
 */
export const FACT_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FactProposalStatus = (typeof FACT_PROPOSAL_STATUSES)[number];

/** The facts a proposal changes: any of an admin's editable facts (same rules, same messages). */
export type FactChanges = Partial<EditableCompanyFacts>;

export interface FactProposal {
  id: string;
  companyId: string;
  /** The member who proposed it (a verified vendor of the company); null once that account is gone. */
  proposedBy: string | null;
  changes: FactChanges;
  sourceUrl: string | null;
  status: FactProposalStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A pending proposal as the admin queue shows it: each changed fact with its current and proposed value. */
export interface PendingFactProposal {
  id: string;
  companyId: string;
  companyName: string;
  proposerEmail: string | null;
  proposerName: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
  sourceUrl: string | null;
  createdAt: Date;
}
