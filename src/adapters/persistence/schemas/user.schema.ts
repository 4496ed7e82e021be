import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import type { AccountVerificationLevel, UserType } from '../../../domain/accounts/account';
import type { BillingStatus } from '../../../domain/subscriptions/subscription-state';

/**
 * An account (docs/data-model.md#stored-entities). Emails are stored lower-case (docs/api-contract.md#contract-details). One member per
 * Stripe customer (ADR 0010); the admin's applications queue reads the partial index of accounts
 * awaiting a decision.
 */
@Entity({ tableName: 'users' })
@Index({
  name: 'users_stripe_customer_id_unique',
  expression: 'create unique index "users_stripe_customer_id_unique" on "users" ("stripe_customer_id") where "stripe_customer_id" is not null',
})
@Index({
  name: 'users_pending_index',
  expression: 'create index "users_pending_index" on "users" ("created_at") where "verification_level" in (\'pending\', \'manual_review\')',
})
export class UserRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Unique()
  @Property({ type: 'text' })
  email!: string;

  /** argon2id hash; null for accounts that cannot sign in with a password. */
  @Property({ type: 'text', nullable: true })
  passwordHash: string | null = null;

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Property({ type: 'text', default: 'free' })
  subscriptionTier = 'free';

  @Property({ type: 'text', default: 'reviewer' })
  userType: UserType = 'reviewer';

  @Property({ type: 'text', nullable: true })
  stripeCustomerId: string | null = null;

  @Property({ type: 'text', nullable: true })
  stripeSubscriptionId: string | null = null;

  @Property({ type: 'text', nullable: true })
  stripeSubscriptionStatus: BillingStatus | null = null;

  @Property({ type: 'datetime', nullable: true })
  stripeCurrentPeriodEnd: Date | null = null;

  @Property({ type: 'boolean', default: false })
  stripeCancelAtPeriodEnd = false;

  @Property({ type: 'boolean', default: false })
  emailVerified = false;

  @Property({ type: 'boolean', default: false })
  industryVerified = false;

  @Property({ type: 'text', default: 'pending' })
  verificationLevel: AccountVerificationLevel = 'pending';

  @Property({ type: 'text', nullable: true })
  company: string | null = null;

  @Property({ type: 'text', nullable: true })
  jobTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  linkedinProfile: string | null = null;

  @Property({ type: 'text', nullable: true })
  verificationNotes: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt: Date | null = null;

  /** The admin who decided the application (docs/security.md#trust-and-safety-rules). */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  moderator: Ref<UserRecord> | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  /** When an admin suspended the account: it cannot sign in and its sessions ended; null while not suspended. */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt: Date | null = null;

  /** The demo admin and demo reviewer of demo mode (docs/api-contract.md#contract-details). */
  @Property({ type: 'boolean', default: false })
  isDemo = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
