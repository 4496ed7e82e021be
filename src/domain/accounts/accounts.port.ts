import type { ModerationDecision, QueuePage, QueueSlice } from '../moderation/moderation';
import type { Account, AccountVerificationLevel, UserType } from './account';

/** What sign-up stores. */
export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  linkedinProfile: string | null;
  userType: UserType;
  verificationLevel: AccountVerificationLevel;
  emailVerified: boolean;
  industryVerified: boolean;
  verifiedAt: Date | null;
}

/** Changes to an account's state; absent fields stay as they are. */
export type AccountChanges = Partial<
  Pick<
    Account,
    'passwordHash' | 'emailVerified' | 'industryVerified' | 'verificationLevel' | 'verificationNotes' | 'verifiedAt' | 'suspendedAt' | 'subscriptionTier' | 'userType'
  >
>;

/** Account storage. Emails are looked up lower-case. */
export abstract class Accounts {
  abstract findById(id: string): Promise<Account | null>;
  abstract findByEmail(email: string): Promise<Account | null>;
  /** @returns the new account, or null when the email is taken (checked atomically). */
  abstract create(account: NewAccount): Promise<Account | null>;
  abstract update(id: string, changes: AccountChanges): Promise<Account>;
  abstract adminExists(): Promise<boolean>;
  /** One page of the applications waiting for an admin (isAwaitingApproval), oldest first, and their total. */
  abstract listAwaitingDecision(page: QueuePage): Promise<QueueSlice<Account>>;
  /** The account, its row locked until the transaction ends (moderation); null for an unknown id. */
  abstract findForUpdate(id: string): Promise<Account | null>;
  /** Stores an admin's decision on the application: who and when, the notes, and the resulting state. */
  abstract recordDecision(id: string, decision: ModerationDecision, changes: Pick<Account, 'verificationLevel' | 'verifiedAt' | 'industryVerified'>): Promise<void>;
}

/** Hashed single-use tokens (email confirmation, password reset). */
export type TokenPurpose = 'email_confirmation' | 'password_reset';

export abstract class OneTimeTokens {
  /** Stores the SHA-256 of a token for the account, valid until `expiresAt`. */
  abstract store(purpose: TokenPurpose, accountId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /**
   * Marks the token used and returns its account id, atomically, when it exists, is unused and has
   * not expired at `now`; null otherwise (so a token can never be used twice).
   */
  abstract consume(purpose: TokenPurpose, tokenHash: string, now: Date): Promise<string | null>;
  /** Marks every unused token of that purpose of the account used at `now` (docs/security.md#trust-and-safety-rules: a newer token or a new password revokes them). */
  abstract revokeAll(purpose: TokenPurpose, accountId: string, now: Date): Promise<void>;
}

/** The signed-in sessions of users. */
export abstract class UserSessions {
  /** Ends every session of the account except `keepSessionId`. */
  abstract endAllFor(accountId: string, keepSessionId?: string): Promise<void>;
}

/** Random secrets and their digests (32 random bytes, SHA-256; docs/accounts.md). */
export abstract class SecretTokens {
  /** A new URL-safe random token. */
  abstract generate(): string;
  /** The hex SHA-256 of a token, as stored. */
  abstract digest(token: string): string;
}
