import type { AccountVerificationLevel, MemberIdentity, UserType } from '../accounts/account';
import type { QueuePage, QueueSlice } from '../moderation/moderation';

/** A member as the admin's member search shows them (docs/administration.md): who they are and where their account stands. */
export interface MemberSummary extends MemberIdentity {
  userType: UserType;
  verificationLevel: AccountVerificationLevel;
  emailVerified: boolean;
  industryVerified: boolean;
  subscriptionTier: string;
  /** When an admin suspended the account; null while it is not suspended. */
  suspendedAt: Date | null;
  /** Companies the member represents: pending or verified vendor accounts. */
  vendorCompanyIds: string[];
  /** Member reviews written, any status. */
  reviewCount: number;
  createdAt: Date;
}

/** The accounts as an admin searches them. */
export abstract class MemberSearch {
  /** One page of accounts whose email, name or employer contains `search` (case-insensitive), newest first, and how many match. */
  abstract search(query: { search: string | null; page: QueuePage }): Promise<QueueSlice<MemberSummary>>;
  /** One member as the search shows them; null for an unknown or malformed id. */
  abstract findById(id: string): Promise<MemberSummary | null>;
}
