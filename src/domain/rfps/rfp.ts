import type { OrganizationType } from '../reviews/review';
import type { ProjectBudget, ProjectType } from '../matching/project-requirements';
import type { RfpOutcome, RfpRecipientStatus, RfpStatus } from './rfp-rules';

/** A line of a bid's price; amounts in cents, so sums are exact. */
export interface BidLineItem {
  category: string;
  description: string;
  amountCents: number;
}
export interface BidMilestone {
  name: string;
  week: number;
}
export interface BidTeamLine {
  role: string;
  fte: number;
}

/** A bid as a vendor submits it (USD figures turned into cents by toBid). */
export interface BidInput {
  lineItems: BidLineItem[];
  totalCents: number;
  timelineWeeks: number;
  milestones: BidMilestone[];
  team: BidTeamLine[];
  assumptions: string;
  /** `YYYY-MM-DD`. */
  validUntil: string;
}

/** A stored bid: its latest revision (1 for the first). */
export interface Bid extends BidInput {
  companyId: string;
  revision: number;
  submittedAt: Date;
}

/** What an RFP is sent with: the buyer's request, from a project. */
export interface NewRfp {
  projectId: string;
  senderId: string;
  title: string;
  scope: string;
  deadline: Date;
  budgetBand: ProjectBudget | null;
  revealIdentity: boolean;
  /** The kind of organization the buyer stated for the hidden buyer line; null when not stated. */
  buyerOrganizationType: OrganizationType | null;
  projectType: ProjectType;
}

/** An RFP as stored. */
export interface Rfp extends NewRfp {
  id: string;
  status: RfpStatus;
  awardedCompanyId: string | null;
  awardedAt: Date | null;
  createdAt: Date;
}

/** One recipient company of an RFP. */
export interface RfpRecipient {
  companyId: string;
  companyName: string;
  status: RfpRecipientStatus;
  outcome: RfpOutcome | null;
  declineReason: string | null;
  receivedAt: Date;
}

/** An RFP with its recipients (lists). */
export interface RfpWithRecipients extends Rfp {
  recipients: RfpRecipient[];
}

/** A question of a recipient and the buyer's answer. */
export interface RfpQuestion {
  id: string;
  companyId: string;
  companyName: string;
  text: string;
  askedAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  shareWithAll: boolean;
}

/** An invitation by email (never its token). */
export interface RfpInvitation {
  companyId: string;
  email: string;
  sentAt: Date;
}

/** A company as the RFP needs it: its name, website and directory record (rank score 0-10, FDA warning letters). */
export interface RfpCompany {
  id: string;
  name: string;
  website: string | null;
  listed: boolean;
  /** The directory's evidence-weighted score out of 10; null without ratings. */
  rankScore: number | null;
  fdaWarningLetters: number;
}

/** Who sent an RFP, as a revealed buyer line needs it. */
export interface RfpSender {
  id: string;
  email: string;
  name: string | null;
  company: string | null;
  subscriptionTier: string;
  isAdmin: boolean;
}

/** A row of the vendor inbox: one RFP for one company the vendor represents. */
export interface VendorInboxItem {
  rfp: Rfp;
  companyId: string;
  companyName: string;
  recipientStatus: RfpRecipientStatus;
  outcome: RfpOutcome | null;
  receivedAt: Date;
}

/** An awarded RFP whose sender has yet to be invited to review the company. */
export interface AwardedEngagement {
  rfpId: string;
  senderId: string;
  senderEmail: string;
  senderName: string | null;
  companyId: string;
  companyName: string;
  awardedAt: Date;
  /** The project brief's end date `YYYY-MM-DD`, or null. */
  endDate: string | null;
}
