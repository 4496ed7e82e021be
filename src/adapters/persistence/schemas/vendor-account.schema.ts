import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { CompanyRecord } from './company.schema';
import { UserRecord } from './user.schema';

/** A user's claim to speak for a company (spec part 2 §3 "vendor_accounts"). */
@Entity({ tableName: 'vendor_accounts' })
export class VendorAccountRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, deleteRule: 'cascade' })
  user!: UserRecord;

  @ManyToOne({ entity: () => CompanyRecord, deleteRule: 'cascade' })
  company!: CompanyRecord;

  @Property({ type: 'boolean', default: false })
  isVerified = false;

  /** pending | approved | rejected */
  @Property({ type: 'text', default: 'pending' })
  status = 'pending';

  @Property({ type: 'text', nullable: true })
  verificationDocument: string | null = null;

  @Property({ type: 'integer', default: 0 })
  monthlyResponsesUsed = 0;

  @Property({ type: 'datetime', nullable: true })
  lastResetDate: Date | null = null;

  @ManyToOne({ entity: () => UserRecord, nullable: true, deleteRule: 'set null', fieldName: 'moderated_by' })
  moderatedBy: UserRecord | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  moderationNotes: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
