/**
 * What became of one sign-in attempt, for the sign-in audit log: `signed_in`; `invalid_credentials` (wrong password
 * or unknown email: the account id tells them apart); `throttled` (429); `email_unconfirmed`, `pending_review`,
 * `rejected`, `suspended` (403 after the right password); `not_admin` (a member at the admin door); `locked_out` (this
 * failure took the email to its 24-hour limit and the owner was mailed).
 */
export type SignInOutcome =
  'signed_in' | 'invalid_credentials' | 'throttled' | 'email_unconfirmed' | 'pending_review' | 'rejected' | 'suspended' | 'not_admin' | 'locked_out';

/**
 * One audit entry. Never the password, a token or the typed email: an email field sometimes holds a
 * mistyped password, and the account id identifies the member when there is one.
 */
export interface SignInAttempt {
  outcome: SignInOutcome;
  /** The account the email belongs to; null for an unknown email. */
  accountId: string | null;
  /** The client address (docs/security.md#trust-and-safety-rules: the socket address unless TRUST_PROXY). */
  ip: string;
  /** The members' sign-in or the admin door (docs/accounts.md#roles-and-admin-accounts). */
  door: 'member' | 'admin';
}

/** Where sign-in attempts are recorded: structured log lines, one per attempt. */
export abstract class SignInAudit {
  abstract record(attempt: SignInAttempt): void;
}
