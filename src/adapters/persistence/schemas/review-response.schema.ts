import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { ReviewRecord } from './review.schema';
import { UserRecord } from './user.schema';
import { VendorAccountRecord } from './vendor-account.schema';

/** A verified vendor's public answer to a review; one per review, even while taken down. */
@Entity({ tableName: 'review_responses' })
@Index({ properties: ['vendorAccount', 'createdAt'], name: 'review_responses_vendor_account_created_index' })
export class ReviewResponseRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => ReviewRecord, ref: true, deleteRule: 'cascade', unique: true })
  review!: Ref<ReviewRecord>;

  @ManyToOne({ entity: () => VendorAccountRecord, ref: true, deleteRule: 'cascade' })
  vendorAccount!: Ref<VendorAccountRecord>;

  @Property({ type: 'text' })
  response!: string;

  @Property({ type: 'boolean', default: true })
  isProfessional = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When an admin took the response down; public reads skip it while this is set. */
  @Property({ type: 'datetime', nullable: true })
  unpublishedAt: Date | null = null;

  /** The admin who took it down. */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  unpublishedBy: Ref<UserRecord> | null = null;

  /** The admin's reason, mailed to the vendor who wrote it. */
  @Property({ type: 'text', nullable: true })
  unpublishReason: string | null = null;
}
