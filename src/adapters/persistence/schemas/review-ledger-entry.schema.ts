import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { CompanyRecord } from './company.schema';

/**
 * What stays of a deleted member's published review for the one-review-a-year rule: a keyed hash of their
 * normalised email, the company and the day of the review; nothing else about the person
 * (docs/reviews-and-moderation.md). A new account with the same email meets the same rule.
 */
@Entity({ tableName: 'review_ledger' })
@Index({ properties: ['reviewerFingerprint', 'company', 'reviewedAt'], name: 'review_ledger_fingerprint_company_index' })
export class ReviewLedgerEntryRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** HMAC-SHA256 (hex) of the normalised email, keyed by REVIEW_LEDGER_KEY. */
  @Property({ type: 'text' })
  reviewerFingerprint!: string;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<CompanyRecord>;

  /** When the review was written; entries older than the rule's 12 months are pruned. */
  @Index()
  @Property({ type: 'datetime' })
  reviewedAt!: Date;
}
