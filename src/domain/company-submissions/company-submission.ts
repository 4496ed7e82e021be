import type { CompanyType } from '../directory/taxonomy';

/**
 * Where a submission stands: pending until an admin approves (lists) or rejects it, or closes it as a
 * `duplicate` of a company already listed (docs/administration.md merge).
 */
export type SubmissionStatus = 'pending' | 'approved' | 'rejected' | 'duplicate';

/** `person` for a member's submission, `discovery:<source name>` for one found by discovery. */
export type SubmissionSource = string;

/** A proposed directory entry (docs/data-model.md#stored-entities). */
export interface CompanySubmission {
  id: string;
  submittedBy: string | null;
  source: SubmissionSource;
  name: string;
  type: CompanyType | null;
  location: string | null;
  country: string | null;
  description: string | null;
  website: string | null;
  contactEmail: string | null;
  contactName: string | null;
  contactTitle: string | null;
  employeeCount: number | null;
  foundedYear: number | null;
  services: string[];
  therapeuticAreas: string[];
  serviceLocations: string[];
  /** Modalities (the directory's molecule types) and development phases the company works in. */
  moleculeTypes: string[];
  developmentPhases: string[];
  /** Facts a discovery source reported beyond the form's fields (ticker, inception, source URL), or null. */
  discoveredFacts: Record<string, unknown> | null;
  /** Stored file name of the verification document (inside the document store), or null. */
  verificationDocument: string | null;
  status: SubmissionStatus;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  reviewNotes: string | null;
  rejectionReason: string | null;
  companyId: string | null;
  createdAt: Date;
}

/** What a new submission is made of; the store adds id, status and timestamps. */
export type NewCompanySubmission = Omit<
  CompanySubmission,
  'id' | 'status' | 'reviewedBy' | 'reviewedAt' | 'reviewNotes' | 'rejectionReason' | 'companyId' | 'createdAt' | 'verificationDocument' | 'discoveredFacts'
> & { nameKey: string };

/** A directory entry that may be the same company as a submission. */
export interface PossibleDuplicate {
  id: string;
  name: string;
}

/** A directory entry found by name key or website host, with what it was found by. */
export interface DirectoryMatch extends PossibleDuplicate {
  nameKey: string;
  host: string | null;
  /** False for a company an admin unlisted (members are not shown those). */
  listed: boolean;
}

/** A pending submission as the admin's Company Submissions tab shows it. */
export interface PendingSubmission extends CompanySubmission {
  /** The submitting member's account email, when a person submitted it. */
  submitterEmail: string | null;
  submitterName: string | null;
  possibleDuplicates: PossibleDuplicate[];
}

/** Whether a discovery job rather than a person proposed the company. */
export function isDiscovered(submission: Pick<CompanySubmission, 'source'>): boolean {
  return submission.source.startsWith('discovery:');
}
