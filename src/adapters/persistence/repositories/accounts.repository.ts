import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Account } from '../../../domain/accounts/account';
import { Accounts, type AccountChanges, type NewAccount } from '../../../domain/accounts/accounts.port';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { UserRecord } from '../schemas/user.schema';
import { tableOf, type RowOfProjection } from '../tables';
import { queueSlice } from './queue-slice';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const users = tableOf(UserRecord);

/** The `users` columns an Account is made of (never the billing or moderation ones). */
export const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'company',
  'job_title',
  'linkedin_profile',
  'profile_image_url',
  'user_type',
  'subscription_tier',
  'email_verified',
  'industry_verified',
  'verification_level',
  'verification_notes',
  'verified_at',
  'suspended_at',
  'created_at',
  'updated_at',
] as const;

/** {@link ACCOUNT_COLUMNS} selected from `users`. */
export const ACCOUNT = users.pick(...ACCOUNT_COLUMNS);

/** A `users` row selected with {@link ACCOUNT} as an Account. */
export function toAccount(row: RowOfProjection<typeof ACCOUNT>): Account {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    jobTitle: row.job_title,
    linkedinProfile: row.linkedin_profile,
    profileImageUrl: row.profile_image_url,
    userType: row.user_type,
    subscriptionTier: row.subscription_tier,
    emailVerified: row.email_verified,
    industryVerified: row.industry_verified,
    verificationLevel: row.verification_level,
    verificationNotes: row.verification_notes,
    verifiedAt: toDateOrNull(row.verified_at),
    suspendedAt: toDateOrNull(row.suspended_at),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/**
 * Accounts in the `users` table. Outside demo mode (`demoAccounts: false`) the demo accounts a database may still
 * hold (kept for an instance in demo mode) are not found by id or email: their password is public, so they must
 * neither sign in nor keep a session on an instance that is not a demo.
 */
@Injectable()
export class AccountsRepository extends Accounts {
  constructor(
    private readonly em: EntityManager,
    private readonly options: { demoAccounts: boolean } = { demoAccounts: true },
  ) {
    super();
  }

  /** Users the sign-in and the session may find. */
  private findable() {
    const query = users.query(this.em);
    return this.options.demoAccounts ? query : query.where(users.col('is_demo'), false);
  }

  async findById(id: string): Promise<Account | null> {
    if (!isUuid(id)) return null;
    const row = await ACCOUNT.first(this.findable().where(users.col('id'), id));
    return row ? toAccount(row) : null;
  }

  async findByEmail(email: string): Promise<Account | null> {
    const row = await ACCOUNT.first(this.findable().where(users.col('email'), email.toLowerCase()));
    return row ? toAccount(row) : null;
  }

  async create(account: NewAccount): Promise<Account | null> {
    const insert = users
      .query(this.em)
      .insert(
        users.values({
          email: account.email.toLowerCase(),
          password_hash: account.passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          company: account.company,
          job_title: account.jobTitle,
          linkedin_profile: account.linkedinProfile,
          user_type: account.userType,
          verification_level: account.verificationLevel,
          email_verified: account.emailVerified,
          industry_verified: account.industryVerified,
          verified_at: account.verifiedAt,
        }),
      )
      .onConflict(users.col('email'))
      .ignore();
    const [row] = await ACCOUNT.returning(insert);
    return row ? toAccount(row) : null;
  }

  async update(id: string, changes: AccountChanges): Promise<Account> {
    const update = users
      .query(this.em)
      .where(users.col('id'), id)
      // AccountChanges names its fields as the entity names its properties.
      .update(users.values({ ...users.ofProperties(changes), updated_at: new Date() }));
    const [row] = await ACCOUNT.returning(update);
    return toAccount(row);
  }

  async adminExists(): Promise<boolean> {
    return (await users.pick('id').first(users.query(this.em).where(users.col('user_type'), 'admin'))) !== undefined;
  }

  async listAwaitingDecision(page: QueuePage): Promise<QueueSlice<Account>> {
    const query = users
      .query(this.em)
      .whereIn(users.col('verification_level'), ['pending', 'manual_review'])
      .whereNot(users.col('user_type'), 'admin')
      .orderBy([{ column: users.col('created_at') }, { column: users.col('id') }]);
    return queueSlice(query, ACCOUNT, page, toAccount);
  }

  async findForUpdate(id: string): Promise<Account | null> {
    if (!isUuid(id)) return null;
    const row = await ACCOUNT.first(users.query(this.em).where(users.col('id'), id).forUpdate());
    return row ? toAccount(row) : null;
  }

  async recordDecision(id: string, decision: ModerationDecision, changes: Pick<Account, 'verificationLevel' | 'verifiedAt' | 'industryVerified'>): Promise<void> {
    await users
      .query(this.em)
      .where(users.col('id'), id)
      .update(
        users.values({
          verification_level: changes.verificationLevel,
          verified_at: changes.verifiedAt,
          industry_verified: changes.industryVerified,
          verification_notes: decision.notes,
          moderator_id: decision.moderatorId,
          moderated_at: decision.decidedAt,
          updated_at: decision.decidedAt,
        }),
      );
  }
}
