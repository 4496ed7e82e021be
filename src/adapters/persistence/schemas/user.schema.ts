import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** An account (spec part 2 §3 "users"). Emails are stored lower-case (DECISIONS §11). */
@Entity({ tableName: 'users' })
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
  userType = 'reviewer';

  @Property({ type: 'text', nullable: true })
  stripeCustomerId: string | null = null;

  @Property({ type: 'text', nullable: true })
  stripeSubscriptionId: string | null = null;

  @Property({ type: 'text', nullable: true })
  stripeSubscriptionStatus: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  stripeCurrentPeriodEnd: Date | null = null;

  @Property({ type: 'boolean', default: false })
  stripeCancelAtPeriodEnd = false;

  @Property({ type: 'boolean', default: false })
  emailVerified = false;

  @Property({ type: 'boolean', default: false })
  industryVerified = false;

  /** pending | verified | manual_review | rejected */
  @Property({ type: 'text', default: 'pending' })
  verificationLevel = 'pending';

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

  /** The admin who decided the application (DECISIONS §14). */
  @Property({ type: 'uuid', nullable: true })
  moderatedBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  /** The demo admin and demo reviewer of demo mode (DECISIONS §11). */
  @Property({ type: 'boolean', default: false })
  isDemo = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
