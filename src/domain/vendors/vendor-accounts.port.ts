import type { ModerationDecision, QueuePage, QueueSlice } from '../moderation/moderation';
import type { Takedown } from '../moderation/review-publication';
import type { QuotaCounter } from '../vendor-quotas/vendor-quota';
import type { PendingVendor, VendorAccount } from './vendor-account';

/** Vendor accounts in storage. Malformed ids find nothing. */
export abstract class VendorAccounts {
  abstract findById(id: string): Promise<VendorAccount | null>;
  /** The member's accounts, newest first. */
  abstract listForUser(userId: string): Promise<VendorAccount[]>;
  /** The member's approved account for the company, or null. */
  abstract findApproved(userId: string, companyId: string): Promise<VendorAccount | null>;
  abstract create(input: { userId: string; companyId: string; verificationDocument: string | null; createdAt: Date }): Promise<VendorAccount>;
  /** One page of the registrations waiting for an admin, oldest first, and their total. */
  abstract listPending(page: QueuePage): Promise<QueueSlice<PendingVendor>>;
  /** The account, its row locked until the transaction ends; null for an unknown or malformed id. */
  abstract findForUpdate(id: string): Promise<VendorAccount | null>;
  /** Stores the decision: approved accounts become verified. */
  abstract recordDecision(id: string, decision: ModerationDecision): Promise<void>;
  abstract saveCounter(id: string, counter: QuotaCounter): Promise<void>;
  /** Who speaks for the company: the address and name of each member with an approved vendor account for it. */
  abstract verifiedContactsOf(companyId: string): Promise<VendorContact[]>;
  /** The same for several companies in one read, each contact with its company. */
  abstract verifiedContactsOfCompanies(companyIds: readonly string[]): Promise<CompanyVendorContact[]>;
  /**
   * Makes the member a verified vendor of the company without an admin's review, for a claim whose email domain has
   * been proven (a signed link mailed to an address at the company's own domain): an open or pending account is
   * approved, else one is created approved.
   */
  abstract approveProvenClaim(userId: string, companyId: string, at: Date): Promise<void>;
}

/** A verified vendor as mail reaches them. */
export interface VendorContact {
  email: string;
  name: string;
}

/** A verified vendor and the company they speak for. */
export interface CompanyVendorContact extends VendorContact {
  companyId: string;
}

/** A vendor response as its takedown needs it. */
export interface ResponseState {
  id: string;
  reviewId: string;
  companyId: string;
  companyName: string;
  unpublishedAt: Date | null;
}

/** An approved review a vendor may answer. */
export interface ReviewToAnswer {
  id: string;
  companyId: string;
  hasResponse: boolean;
}

/** An approved review of a company a vendor speaks for, with its response when it has one (the vendor dashboard). */
export interface ReviewForVendor {
  id: string;
  companyId: string;
  companyName: string;
  serviceType: string;
  comments: string | null;
  pros: string | null;
  cons: string | null;
  /** The review's mean of its non-null ratings, out of 10; null without ratings. */
  meanRating: number | null;
  isDemo: boolean;
  invitedByVendor: boolean;
  verifiedEngagement: boolean;
  createdAt: Date;
  /** The vendor's response; `unpublishedAt` and `unpublishReason` are set while an admin has taken it down. */
  response: { id: string; response: string; createdAt: Date; unpublishedAt: Date | null; unpublishReason: string | null } | null;
}

/** Reviews and their responses, as vendor responses need them. */
export abstract class ReviewResponses {
  /**
   * One page of the approved member reviews of these companies that have (`answered`) or lack a response,
   * newest first, and how many there are; demo reviews only when `includeDemo`.
   */
  abstract listForCompanies(companyIds: readonly string[], options: { answered: boolean; includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewForVendor>>;
  /** An approved review, or null (unknown, malformed id, or not approved). */
  abstract findReview(reviewId: string): Promise<ReviewToAnswer | null>;
  /** @returns the new response's id, or null when the review got a response meanwhile (unique per review). */
  abstract create(input: { reviewId: string; vendorAccountId: string; response: string; createdAt: Date }): Promise<string | null>;
  /** The response, its row locked until the transaction ends; null for an unknown or malformed id. */
  abstract findForUpdate(responseId: string): Promise<ResponseState | null>;
  /** Takes the response down (who, when, why), or with null puts it back. */
  abstract setTakedown(responseId: string, takedown: Takedown | null): Promise<void>;
  /** Who wrote the response, to mail them; null when their account is gone. */
  abstract authorOf(responseId: string): Promise<VendorContact | null>;
}

/**
 * Mail to vendors: the decision on their registration (approved, or rejected with notes), a newly published review
 * of their company (never who wrote it), and a takedown of their response or its return.
 */
export abstract class VendorMailer {
  abstract sendVendorApproved(to: string, name: string, companyName: string, profileLink: string): Promise<void>;
  abstract sendVendorRejected(to: string, name: string, companyName: string, notes: string | null): Promise<void>;
  /** Names the company and the day only: nothing about the review's author. */
  abstract sendReviewPublished(to: string, name: string, companyName: string, publishedAt: Date, dashboardLink: string): Promise<void>;
  abstract sendResponseUnpublished(to: string, name: string, companyName: string, reason: string, dashboardLink: string): Promise<void>;
  abstract sendResponseRepublished(to: string, name: string, companyName: string, profileLink: string): Promise<void>;
}
