import type { SavedSearch, SavedSearchFilters } from './saved-search';

/** A saved search due for its digest, with what the mail needs of its owner. */
export interface DigestRecipient {
  search: SavedSearch;
  email: string;
  firstName: string | null;
  subscriptionTier: string;
  isAdmin: boolean;
}

/** Members' saved searches. Reads by id take the member's id too: another member's search is "not found". */
export abstract class SavedSearches {
  /** The member's saved searches, newest first. */
  abstract listOf(userId: string): Promise<SavedSearch[]>;
  abstract countOf(userId: string): Promise<number>;
  /** How many of the member's saved searches have their alerts on. */
  abstract countAlertingOf(userId: string): Promise<number>;
  abstract create(userId: string, input: { searchName: string; filters: SavedSearchFilters; alertsEnabled: boolean }, now: Date): Promise<SavedSearch>;
  /** The member's search with that id, or null (unknown, malformed, or another member's). */
  abstract findOf(userId: string, id: string): Promise<SavedSearch | null>;
  abstract update(id: string, changes: { searchName?: string; alertsEnabled?: boolean; lastDigestAt?: Date }): Promise<SavedSearch>;
  abstract delete(id: string): Promise<void>;
  /** Turns alerts off for a search, whoever owns it; returns its name, or null when no search has that id. */
  abstract disableAlerts(id: string): Promise<string | null>;
  /** Alert-enabled searches whose last digest ended at or before `before`, with their owner, oldest window first. */
  abstract dueForDigest(before: Date, limit: number): Promise<DigestRecipient[]>;
  /** Records that the search's digest covered everything up to `until`. */
  abstract markDigested(id: string, until: Date): Promise<void>;
}
