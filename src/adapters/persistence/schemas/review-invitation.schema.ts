import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { CompanyRecord } from './company.schema';
import { ReviewRecord } from './review.schema';
import { VendorAccountRecord } from './vendor-account.schema';

/**
 * A verified vendor's invitation to one client to review its company (docs/reviews-and-moderation.md). The
 * address itself is not kept: only a keyed hash of it, to check that the member who follows the link is the
 * one invited. Counted per company and calendar month for the invitation cap.
 */
@Entity({ tableName: 'review_invitations' })
@Index({ properties: ['company', 'createdAt'], name: 'review_invitations_company_created_index' })
export class ReviewInvitationRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => CompanyRecord, ref: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  /** The vendor account that sent it; null once that account is gone (the invitation still counts toward the cap). */
  @ManyToOne({ entity: () => VendorAccountRecord, ref: true, nullable: true, deleteRule: 'set null', index: true })
  vendorAccount: Ref<VendorAccountRecord> | null = null;

  /** HMAC-SHA256 (hex) of the invited address, normalised like the review ledger's. */
  @Property({ type: 'text' })
  inviteeFingerprint!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** When a review was submitted through it (each invitation is used once). */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @ManyToOne({ entity: () => ReviewRecord, ref: true, nullable: true, deleteRule: 'set null', index: true })
  review: Ref<ReviewRecord> | null = null;
}
