import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { UserRecord } from './user.schema';

/** A manual industry-verification request (spec part 2 §3 "email_verification_requests"). */
@Entity({ tableName: 'email_verification_requests' })
@Index({ properties: ['status', 'createdAt'], name: 'email_verification_requests_status_created_index' })
export class EmailVerificationRequestRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, nullable: true, deleteRule: 'cascade' })
  user: UserRecord | null = null;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'text' })
  company!: string;

  @Property({ type: 'text' })
  jobTitle!: string;

  @Property({ type: 'text', nullable: true })
  linkedinProfile: string | null = null;

  @Property({ type: 'text', nullable: true })
  additionalInfo: string | null = null;

  /** pending | approved | rejected */
  @Property({ type: 'text', default: 'pending' })
  status = 'pending';

  @ManyToOne({ entity: () => UserRecord, nullable: true, deleteRule: 'set null', fieldName: 'reviewed_by' })
  reviewedBy: UserRecord | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  reviewNotes: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
