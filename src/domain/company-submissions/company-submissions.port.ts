import type { Account } from '../accounts/account';
import type { ModerationDecision, QueuePage, QueueSlice, Settlement } from '../moderation/moderation';
import type { CompanySubmission, DirectoryMatch, NewCompanySubmission } from './company-submission';

/** What a decision on a submission leads to, stored beside the moderation decision. */
export interface SubmissionOutcome {
  /** Shown to the submitter on rejection; null otherwise. */
  rejectionReason: string | null;
  /** The directory entry created on approval. */
  companyId: string | null;
  /** On approval: the type, location and country the company was listed with (the admin may fill them in). */
  listedAs: Pick<CompanySubmission, 'type' | 'location' | 'country'> | null;
}

/** Stored submissions (`company_submissions`). */
export abstract class CompanySubmissions {
  abstract create(submission: NewCompanySubmission): Promise<CompanySubmission>;
  /** The submission, or null for an unknown or malformed id. */
  abstract findById(id: string): Promise<CompanySubmission | null>;
  /** The submission, its row locked for the rest of the transaction, so two admins cannot decide it twice. */
  abstract findForUpdate(id: string): Promise<CompanySubmission | null>;
  /** One page of pending submissions, oldest first, and how many are pending in all. */
  abstract listPending(page: QueuePage): Promise<QueueSlice<CompanySubmission>>;
  abstract recordDecision(id: string, decision: ModerationDecision, outcome: SubmissionOutcome): Promise<void>;
  /** Closes the submission as a duplicate of the listed company `companyId` (docs/administration.md merge). */
  abstract recordDuplicate(id: string, settlement: Settlement<'duplicate'>, companyId: string): Promise<void>;
  abstract setDocument(id: string, storedName: string): Promise<void>;
}

/** The directory as submissions see it: creating an entry and spotting likely duplicates. */
export abstract class SubmissionDirectory {
  /**
   * Lists the submitted company with its derived facets and returns its id, or null when a company
   * with the same normalised name is already listed.
   */
  abstract createCompany(submission: CompanySubmission): Promise<string | null>;
  /** Directory companies (listed or unlisted) with one of these name keys or website hosts. */
  abstract findByNameKeysOrHosts(nameKeys: string[], hosts: string[]): Promise<DirectoryMatch[]>;
}

/** Reviews held until the company they review is approved (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
export abstract class HeldReviews {
  /** Points the submission's held reviews at the new company and puts them into moderation (pending). */
  abstract release(submissionId: string, companyId: string): Promise<number>;
  /** Rejects the submission's held reviews with a moderation note. */
  abstract reject(submissionId: string, notes: string, at: Date): Promise<number>;
}

/** Accounts of the people who submitted companies (for the mail and the admin's list). */
export abstract class Submitters {
  abstract findById(id: string): Promise<Account | null>;
  abstract findByIds(ids: string[]): Promise<Account[]>;
}
