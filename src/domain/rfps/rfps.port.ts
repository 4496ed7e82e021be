import type {
  AwardedEngagement,
  Bid,
  BidInput,
  NewRfp,
  Rfp,
  RfpCompany,
  RfpInvitation,
  RfpQuestion,
  RfpRecipient,
  RfpSender,
  RfpWithRecipients,
  VendorInboxItem,
} from './rfp';
import type { RfpRecipientStatus } from './rfp-rules';

/** RFPs, their recipients, invitations, bids and questions in storage. Malformed ids find nothing. */
export abstract class Rfps {
  /** Stores a new RFP with its recipients; returns its id. */
  abstract create(rfp: NewRfp, recipients: readonly { companyId: string; status: RfpRecipientStatus }[], at: Date): Promise<string>;
  abstract find(rfpId: string): Promise<Rfp | null>;
  /** The project's RFPs with their recipients, newest first (one query for the recipients). */
  abstract listForProject(projectId: string): Promise<RfpWithRecipients[]>;
  abstract recipients(rfpId: string): Promise<RfpRecipient[]>;
  abstract bids(rfpId: string): Promise<Bid[]>;
  abstract questions(rfpId: string): Promise<RfpQuestion[]>;
  abstract invitations(rfpId: string): Promise<RfpInvitation[]>;
  /** Open RFPs the member sent. */
  abstract countOpenBySender(senderId: string): Promise<number>;
  /** RFPs the member sent at or after `since`. */
  abstract countSentSince(senderId: string, since: Date): Promise<number>;

  /** Companies by id with their directory record (unknown ids are left out), in one query. */
  abstract companies(companyIds: readonly string[]): Promise<RfpCompany[]>;
  /** The coverage window of the FDA warning-letter record, or null before any import. */
  abstract regulatoryCoverage(): Promise<{ from: string; to: string } | null>;
  /** Which of these companies the member is a verified vendor of. */
  abstract representedAmong(userId: string, companyIds: readonly string[]): Promise<string[]>;
  abstract sender(userId: string): Promise<RfpSender | null>;

  /** Moves the recipient from `delivered` to `viewed`; whether it was `delivered` (the first view). */
  abstract markViewed(rfpId: string, companyId: string): Promise<boolean>;
  abstract setRecipientStatus(rfpId: string, companyId: string, status: RfpRecipientStatus, declineReason?: string | null): Promise<void>;
  /** Stores the bid (revision 1) or replaces it (one revision more); returns it as stored. */
  abstract putBid(rfpId: string, companyId: string, bid: BidInput, at: Date): Promise<Bid>;

  abstract addInvitation(invitation: { rfpId: string; companyId: string; email: string; tokenHash: string; expiresAt: Date }, at: Date): Promise<void>;
  abstract countInvitations(rfpId: string, companyId: string): Promise<number>;
  /** The invitation of this token digest while valid at `now`, with its RFP. */
  abstract invitationByTokenHash(tokenHash: string, now: Date): Promise<{ rfp: Rfp; companyId: string } | null>;
  /** Moves every `awaiting_claim` recipient of the company (any RFP) to `delivered`; returns the ids of those RFPs. */
  abstract deliverAwaitingClaims(companyId: string, at: Date): Promise<string[]>;

  abstract addQuestion(rfpId: string, companyId: string, text: string, at: Date): Promise<string>;
  abstract answerQuestion(rfpId: string, questionId: string, answer: { text: string; shareWithAll: boolean }, at: Date): Promise<boolean>;

  /** Marks it awarded to the company: the winner's outcome `awarded`, every other recipient's `not_selected`. */
  abstract award(rfpId: string, companyId: string, at: Date): Promise<void>;
  abstract close(rfpId: string, at: Date): Promise<void>;

  /** The member's inbox: one item per RFP and company they represent as a verified vendor, newest first. */
  abstract vendorInbox(userId: string): Promise<VendorInboxItem[]>;

  /** Awarded RFPs whose sender has not been invited to review yet. */
  abstract awaitingReviewInvitation(): Promise<AwardedEngagement[]>;
  /** Marks the sender as invited unless someone already did; whether this call did (so that one mail goes out). */
  abstract claimReviewInvitation(rfpId: string, at: Date): Promise<boolean>;
}
