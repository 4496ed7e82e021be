/** A published review remembered after its author deleted the account. */
export interface LedgerEntry {
  companyId: string;
  reviewedAt: Date;
}

/**
 * The one-review-a-year rule's memory of deleted members (docs/reviews-and-moderation.md): each entry is a
 * reviewer fingerprint (a keyed hash of the normalised email), a company and the day of a review; nothing else
 * about the person.
 */
export abstract class ReviewLedger {
  /** Keeps the entries for a member about to be erased, inside the erasure's transaction. */
  abstract keep(fingerprint: string, entries: readonly LedgerEntry[]): Promise<void>;
  /** The latest review of the company remembered under the fingerprint; null when none. */
  abstract lastReviewAt(fingerprint: string, companyId: string): Promise<Date | null>;
  /** Forgets entries written before `cutoff`: past the 12 months they can no longer stop a review. */
  abstract forgetBefore(cutoff: Date): Promise<void>;
}
