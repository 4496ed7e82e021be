import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { RFP_OUTCOMES, RFP_RECIPIENT_STATUSES, RFP_STATUSES, type RfpOutcome, type RfpRecipientStatus, type RfpStatus } from '../../../domain/rfps/rfp-rules';
import type { BidLineItem, BidMilestone, BidTeamLine } from '../../../domain/rfps/rfp';
import { CompanyRecord } from './company.schema';
import { ProjectRecord } from './project.schema';
import { UserRecord } from './user.schema';

/**
 * A request for proposal sent from a project (docs/rfps.md): its text, deadline and template, and where it stands.
 * Gone with its project. Indexed for the project's list, the sender's open RFPs and RFPs sent per day, and awarded RFPs by
 * company (a review of that company by the buyer is a verified engagement).
 */
@Entity({ tableName: 'rfps' })
@Index({ properties: ['project', 'createdAt'], name: 'rfps_project_created_at_index' })
@Index({ properties: ['sender', 'status'], name: 'rfps_sender_status_index' })
@Index({ properties: ['sender', 'createdAt'], name: 'rfps_sender_created_at_index' })
@Index({
  name: 'rfps_awaiting_review_invitation',
  expression: `create index "rfps_awaiting_review_invitation" on "rfps" ("awarded_at") where "status" = 'awarded' and "review_invited_at" is null`,
})
@Index({
  name: 'rfps_awarded_company_index',
  expression: `create index "rfps_awarded_company_index" on "rfps" ("awarded_company_id") where "status" = 'awarded'`,
})
export class RfpRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => ProjectRecord, ref: true, deleteRule: 'cascade' })
  project!: Ref<ProjectRecord>;

  /** The member who sent it; their plan bounds the open RFPs. */
  @ManyToOne({ entity: () => UserRecord, ref: true, deleteRule: 'cascade' })
  sender!: Ref<UserRecord>;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  scope!: string;

  @Property({ type: 'datetime' })
  deadline!: Date;

  @Property({ type: 'text', nullable: true })
  budgetBand: string | null = null;

  @Property({ type: 'boolean', default: false })
  revealIdentity = false;

  /** One of the Find Match project types: picks the bid's categories. */
  @Property({ type: 'text' })
  projectType!: string;

  @Enum({ items: [...RFP_STATUSES], default: 'open' })
  status: RfpStatus = 'open';

  @ManyToOne({ entity: () => CompanyRecord, ref: true, nullable: true, deleteRule: 'set null' })
  awardedCompany: Ref<CompanyRecord> | null = null;

  @Property({ type: 'datetime', nullable: true })
  awardedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;

  /** When the sender was invited to review the awarded company (once). */
  @Property({ type: 'datetime', nullable: true })
  reviewInvitedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** One company an RFP was sent to, where it stands and, after an award, its outcome. Indexed by company for the vendor inbox. */
@Entity({ tableName: 'rfp_recipients' })
export class RfpRecipientRecord {
  [PrimaryKeyProp]?: ['rfp', 'company'];

  @ManyToOne({ entity: () => RfpRecord, ref: true, primary: true, deleteRule: 'cascade' })
  rfp!: Ref<RfpRecord>;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, primary: true, deleteRule: 'cascade', index: true })
  company!: Ref<CompanyRecord>;

  @Enum({ items: [...RFP_RECIPIENT_STATUSES] })
  status!: RfpRecipientStatus;

  @Enum({ items: [...RFP_OUTCOMES], nullable: true })
  outcome: RfpOutcome | null = null;

  @Property({ type: 'text', nullable: true })
  declineReason: string | null = null;

  /** When it reached the company's vendor inbox (sent, or claimed later). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date = new Date();
}

/** An invitation by email to a company awaiting its claim: the token's SHA-256 only, valid until the deadline. */
@Entity({ tableName: 'rfp_invitations' })
@Index({ properties: ['rfp', 'company'], name: 'rfp_invitations_rfp_company_index' })
export class RfpInvitationRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => RfpRecord, ref: true, deleteRule: 'cascade' })
  rfp!: Ref<RfpRecord>;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}

/** A recipient company's bid (its latest revision); amounts in cents. */
@Entity({ tableName: 'rfp_bids' })
export class RfpBidRecord {
  [PrimaryKeyProp]?: ['rfp', 'company'];

  @ManyToOne({ entity: () => RfpRecord, ref: true, primary: true, deleteRule: 'cascade' })
  rfp!: Ref<RfpRecord>;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, primary: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  /** `{ category, description, amountCents }[]`. */
  @Property({ type: 'jsonb' })
  lineItems!: BidLineItem[];

  @Property({ type: 'bigint' })
  totalCents!: string;

  @Property({ type: 'integer' })
  timelineWeeks!: number;

  @Property({ type: 'jsonb' })
  milestones!: BidMilestone[];

  @Property({ type: 'jsonb' })
  team!: BidTeamLine[];

  @Property({ type: 'text' })
  assumptions!: string;

  @Property({ type: 'date' })
  validUntil!: string;

  @Property({ type: 'integer', default: 1 })
  revision = 1;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  submittedAt: Date = new Date();
}

/** A question a recipient asked, and the buyer's answer (to the asker, or shared with every recipient). */
@Entity({ tableName: 'rfp_questions' })
export class RfpQuestionRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => RfpRecord, ref: true, deleteRule: 'cascade', index: true })
  rfp!: Ref<RfpRecord>;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  askedAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  answer: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  answeredAt: Date | null = null;

  @Property({ type: 'boolean', default: false })
  shareWithAll = false;
}
