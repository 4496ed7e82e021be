import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { ReviewRecord } from './review.schema';
import { VendorAccountRecord } from './vendor-account.schema';

/** A verified vendor's public answer to a review; one per review (DECISIONS §11). */
@Entity({ tableName: 'review_responses' })
export class ReviewResponseRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => ReviewRecord, deleteRule: 'cascade', unique: true })
  review!: ReviewRecord;

  @ManyToOne({ entity: () => VendorAccountRecord, deleteRule: 'cascade' })
  vendorAccount!: VendorAccountRecord;

  @Property({ type: 'text' })
  response!: string;

  @Property({ type: 'boolean', default: true })
  isProfessional = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
