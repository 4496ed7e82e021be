import type { AccountVerificationLevel, MemberIdentity, UserType } from '../accounts/account';
import type { AuthoredReview } from '../reviews/review';
import type { SavedSearchFilters } from '../saved-searches/saved-search';
import type { BillingStatus } from '../subscriptions/subscription-state';
import type { VendorAccountStatus } from '../vendors/vendor-account';
import type { VerificationRequest } from '../verification/verification-requests.port';

/** The member's profile as they gave it and as we keep it (never the password hash or Stripe ids). */
export interface PersonalProfile extends MemberIdentity {
  linkedinProfile: string | null;
  userType: UserType;
  emailVerified: boolean;
  industryVerified: boolean;
  verificationLevel: AccountVerificationLevel;
  verifiedAt: Date | null;
  createdAt: Date;
}

/** A company on the member's shortlist, with when it was added. */
export interface ShortlistedCompany {
  companyId: string;
  companyName: string;
  addedAt: Date;
}

/** A company the member proposed for the directory, with the contact details they gave. */
export interface SubmittedCompany {
  id: string;
  name: string;
  website: string | null;
  contactName: string | null;
  contactTitle: string | null;
  contactEmail: string | null;
  status: string;
  createdAt: Date;
}

/** A project the member asked matches for (Find Match stores each request). */
export interface MatchRequest {
  id: string;
  projectName: string | null;
  projectType: string;
  timeline: string;
  budget: string | null;
  therapeuticArea: string | null;
  geography: string | null;
  moleculeType: string | null;
  developmentPhase: string | null;
  createdAt: Date;
}

/** A manual industry-verification request the member sent (the account is the member's own). */
export type VerificationRequestRecord = Omit<VerificationRequest, 'userId'>;

/** The member's plan as billing recorded it; null for a member who never subscribed. */
export interface SubscriptionRecord {
  tier: string;
  status: BillingStatus | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Everything BioVetted keeps about a member (GDPR Art. 15 and 20, docs/security.md#trust-and-safety-rules): the contract's six parts, then
 * what else is stored under their account (company submissions, match requests, verification requests).
 */
export interface PersonalDataExport {
  exportedAt: Date;
  user: PersonalProfile;
  reviews: AuthoredReview[];
  savedSearches: { id: string; searchName: string; filters: SavedSearchFilters; alertsEnabled: boolean; createdAt: Date }[];
  shortlist: ShortlistedCompany[];
  vendorAccounts: { id: string; companyId: string; companyName: string; status: VendorAccountStatus; createdAt: Date }[];
  subscription: SubscriptionRecord | null;
  companySubmissions: SubmittedCompany[];
  matchRequests: MatchRequest[];
  verificationRequests: VerificationRequestRecord[];
}

/**
 * The personal data no other port reads, and the one place that knows every table holding a member's data
 * (a new table with personal data is added here, to the export and to the erasure).
 */
export abstract class PersonalData {
  /** The member's shortlist, company submissions, match requests and verification requests. */
  abstract recordsOf(accountId: string): Promise<Pick<PersonalDataExport, 'shortlist' | 'companySubmissions' | 'matchRequests' | 'verificationRequests'>>;
  /**
   * Erases the member (GDPR Art. 17, docs/security.md#trust-and-safety-rules), inside the caller's transaction: their unpublished reviews
   * (pending, held, rejected) are deleted; approved reviews stay public with no link to them (author and
   * authored-by cleared); the contact details and documents of their company submissions are removed while the
   * proposed companies' facts stay; then the account and everything only it owns (tokens, saved searches,
   * shortlist, match and verification requests, vendor accounts with their responses) are deleted.
   */
  abstract erase(accountId: string): Promise<void>;
  /** Whether the account is the only admin (deleting it would reopen the first-admin set-up). */
  abstract isLastAdmin(accountId: string): Promise<boolean>;
}
