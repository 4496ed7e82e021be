import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import type { DevelopmentPhase, MoleculeType, TherapeuticArea } from '../../../domain/directory/taxonomy';
import type {
  ExperienceType,
  ModerationStatus,
  OrganizationType,
  ProjectDuration,
  ProjectSize,
  ReviewerRole,
  ReviewType,
  WorkTimeframe,
} from '../../../domain/reviews/review';
import { CompanyRecord } from './company.schema';
import { CompanySubmissionRecord } from './company-submission.schema';
import { UserRecord } from './user.schema';

/** `<column> between 1 and 10`, written as PostgreSQL prints it back, so the schema check compares like with like. */
const ratingRange = (column: string) => ({ name: `reviews_${column}_range`, expression: `${column} >= 1 and ${column} <= 10` });

/**
 * A review (docs/data-model.md#stored-entities). `company` is null only while the review is held for a pending
 * company submission. Each rating column carries its rating category's name (RatingCategory); ratings
 * are integers 1-10, null meaning not applicable, checked by the database.
 */
@Entity({ tableName: 'reviews' })
@Index({ properties: ['company', 'moderationStatus', 'createdAt'], name: 'reviews_company_status_created_index' })
@Index({ properties: ['user', 'company', 'createdAt'], name: 'reviews_user_company_created_index' })
@Index({ properties: ['moderationStatus', 'createdAt'], name: 'reviews_status_created_index' })
@Check({ name: 'reviews_target_check', expression: 'company_id is not null or company_submission_id is not null' })
@Check(ratingRange('technical_expertise'))
@Check(ratingRange('pricing'))
@Check(ratingRange('timeline'))
@Check(ratingRange('project_management'))
@Check(ratingRange('communication'))
@Check(ratingRange('change_orders'))
@Check(ratingRange('contract_negotiation'))
@Check(ratingRange('regulatory_compliance'))
export class ReviewRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => CompanyRecord, ref: true, nullable: true, deleteRule: 'cascade' })
  company: Ref<CompanyRecord> | null = null;

  @ManyToOne({ entity: () => CompanySubmissionRecord, ref: true, nullable: true, deleteRule: 'set null', index: true })
  companySubmission: Ref<CompanySubmissionRecord> | null = null;

  /** The author; never served outside admin endpoints (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). Null for generated demo reviews. */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  user: Ref<UserRecord> | null = null;

  @Property({ type: 'text', default: 'user' })
  reviewType: ReviewType = 'user';

  @Property({ type: 'text', nullable: true })
  intelligenceSource: string | null = null;

  @Property({ type: 'text', nullable: true })
  sourceUrl: string | null = null;

  /** A calendar date, read back as `YYYY-MM-DD` text. */
  @Property({ type: 'date', nullable: true })
  sourceDate: string | null = null;

  @Property({ type: 'text', nullable: true })
  authoredBy: string | null = null;

  @Property({ type: 'text' })
  serviceType!: CompanyType;

  @Property({ type: 'text', default: 'project' })
  experienceType: ExperienceType = 'project';

  @Property({ type: 'text', nullable: true, default: 'Medium' })
  projectSize: ProjectSize | null = 'Medium';

  @Property({ type: 'text', nullable: true, default: '6-12 months' })
  projectDuration: ProjectDuration | null = '6-12 months';

  @Property({ type: 'text', default: 'Within 2 years' })
  workTimeframe: WorkTimeframe = 'Within 2 years';

  @Property({ type: 'smallint', nullable: true })
  technicalExpertise: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  pricing: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  timeline: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  projectManagement: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  communication: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  changeOrders: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  contractNegotiation: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  regulatoryCompliance: number | null = null;

  @Property({ type: 'text', nullable: true })
  comments: string | null = null;

  /** Review context (docs/deciding.md), each optional; role and organisation are public only from 3 approved user reviews (docs/security.md#anonymity-threshold). */
  @Property({ type: 'text', nullable: true })
  reviewerRole: ReviewerRole | null = null;

  @Property({ type: 'text', nullable: true })
  organizationType: OrganizationType | null = null;

  @Property({ type: 'text', nullable: true })
  therapeuticArea: TherapeuticArea | null = null;

  @Property({ type: 'text', nullable: true })
  moleculeType: MoleculeType | null = null;

  @Property({ type: 'text', nullable: true })
  developmentPhase: DevelopmentPhase | null = null;

  @Property({ type: 'text', nullable: true })
  pros: string | null = null;

  @Property({ type: 'text', nullable: true })
  cons: string | null = null;

  @Property({ type: 'boolean', nullable: true })
  wouldRecommend: boolean | null = null;

  @Property({ type: 'boolean', default: false })
  isVerified = false;

  @Property({ type: 'text', default: 'pending' })
  moderationStatus: ModerationStatus = 'pending';

  /** The admin who decided it (docs/security.md#trust-and-safety-rules). */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  moderator: Ref<UserRecord> | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  moderationNotes: string | null = null;

  @Property({ type: 'boolean', default: true })
  isAnonymous = true;

  /**
   * Written through a verified vendor's invitation (a signed link mailed to its client); shown as "Invited by the
   * provider" and moderated like any other review (docs/reviews-and-moderation.md).
   */
  @Property({ type: 'boolean', default: false })
  invitedByVendor = false;

  /**
   * Written by the sender of an RFP awarded to this company (or the owner of its project) after the award: shown as
   * "Verified engagement" (docs/rfps.md#verified-engagement).
   */
  @Property({ type: 'boolean', default: false })
  verifiedEngagement = false;

  /** When an admin took the published review down (status `unpublished`); null while it is not taken down. */
  @Property({ type: 'datetime', nullable: true })
  unpublishedAt: Date | null = null;

  /** The admin who took it down. */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  unpublishedBy: Ref<UserRecord> | null = null;

  /** The admin's reason for the takedown, mailed to the author. */
  @Property({ type: 'text', nullable: true })
  unpublishReason: string | null = null;

  /** Generated by the demo-data generator; labelled "Demo review" wherever shown (docs/data-and-discovery.md). */
  @Property({ type: 'boolean', default: false })
  isDemo = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
