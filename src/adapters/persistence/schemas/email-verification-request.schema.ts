import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { VerificationRequest } from '../../../domain/verification/verification-requests.port';
import { UserRecord } from './user.schema';

/** A manual industry-verification request (docs/data-model.md#stored-entities). */
@Entity({ tableName: 'email_verification_requests' })
@Index({ properties: ['status', 'createdAt'], name: 'email_verification_requests_status_created_index' })
export class EmailVerificationRequestRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'cascade' })
  user: Ref<UserRecord> | null = null;

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

  @Property({ type: 'text', default: 'pending' })
  status: VerificationRequest['status'] = 'pending';

  /** The admin who decided it (docs/security.md#trust-and-safety-rules). */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  reviewer: Ref<UserRecord> | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  reviewNotes: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
