import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { VendorAccountStatus } from '../../../domain/vendors/vendor-account';
import { CompanyRecord } from './company.schema';
import { UserRecord } from './user.schema';

/**
 * A user's claim to speak for a company (docs/data-model.md#stored-entities). One live (pending or
 * approved) registration per member and company, enforced by a partial unique index (ADR 0011: after
 * a rejection the member may register again).
 */
@Entity({ tableName: 'vendor_accounts' })
@Index({ properties: ['status', 'createdAt'], name: 'vendor_accounts_status_created_at_index' })
@Index({
  name: 'vendor_accounts_user_company_live_unique',
  expression: 'create unique index "vendor_accounts_user_company_live_unique" on "vendor_accounts" ("user_id", "company_id") where "status" <> \'rejected\'',
})
export class VendorAccountRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<UserRecord>;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<CompanyRecord>;

  @Property({ type: 'boolean', default: false })
  isVerified = false;

  @Property({ type: 'text', default: 'pending' })
  status: VendorAccountStatus = 'pending';

  @Property({ type: 'text', nullable: true })
  verificationDocument: string | null = null;

  /** Responses written in the current quota month (domain vendor-quotas). */
  @Property({ type: 'integer', default: 0 })
  monthlyResponsesUsed = 0;

  @Property({ type: 'datetime', nullable: true })
  lastResetDate: Date | null = null;

  /** The admin who decided the registration (docs/security.md#trust-and-safety-rules). */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  moderator: Ref<UserRecord> | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  moderationNotes: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
