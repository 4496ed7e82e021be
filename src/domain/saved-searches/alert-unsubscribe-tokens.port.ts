/**
 * Signed, single-purpose tokens of the unsubscribe link in alert mails (docs/deciding.md): each names one saved
 * search and can only turn its alerts off; it works signed out, so it must be unforgeable.
 */
export abstract class AlertUnsubscribeTokens {
  abstract issue(savedSearchId: string): string;
  /** The saved search id the token names, or null for a malformed or forged token. */
  abstract verify(token: string): string | null;
}
