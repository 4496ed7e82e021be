import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Account, AccountVerificationLevel, UserType } from '../../../domain/accounts/account';
import { Accounts, type AccountChanges, type NewAccount } from '../../../domain/accounts/accounts.port';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { queueSlice } from './queue-slice';
import { knexOf } from './knex-of';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

type Row = Record<string, unknown>;

const COLUMNS: Record<keyof AccountChanges, string> = {
  passwordHash: 'password_hash',
  emailVerified: 'email_verified',
  industryVerified: 'industry_verified',
  verificationLevel: 'verification_level',
  verificationNotes: 'verification_notes',
  verifiedAt: 'verified_at',
};

/** A `users` row as an Account. */
export function toAccount(row: Row): Account {
  return {
    id: row.id as string,
    email: row.email as string,
    passwordHash: (row.password_hash as string) ?? null,
    firstName: (row.first_name as string) ?? null,
    lastName: (row.last_name as string) ?? null,
    company: (row.company as string) ?? null,
    jobTitle: (row.job_title as string) ?? null,
    linkedinProfile: (row.linkedin_profile as string) ?? null,
    profileImageUrl: (row.profile_image_url as string) ?? null,
    userType: row.user_type as UserType,
    subscriptionTier: row.subscription_tier as string,
    emailVerified: row.email_verified as boolean,
    industryVerified: row.industry_verified as boolean,
    verificationLevel: row.verification_level as AccountVerificationLevel,
    verificationNotes: (row.verification_notes as string) ?? null,
    verifiedAt: toDateOrNull(row.verified_at),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/** Accounts in the `users` table. */
@Injectable()
export class AccountsRepository extends Accounts {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findById(id: string): Promise<Account | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await knexOf(this.em)('users').where('id', id).first();
    return row ? toAccount(row) : null;
  }

  async findByEmail(email: string): Promise<Account | null> {
    const row: Row | undefined = await knexOf(this.em)('users').where('email', email.toLowerCase()).first();
    return row ? toAccount(row) : null;
  }

  async create(account: NewAccount): Promise<Account | null> {
    const [row]: Row[] = await knexOf(this.em)('users')
      .insert({
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
      })
      .onConflict('email')
      .ignore()
      .returning('*');
    return row ? toAccount(row) : null;
  }

  async update(id: string, changes: AccountChanges): Promise<Account> {
    const values: Row = { updated_at: new Date() };
    for (const [key, column] of Object.entries(COLUMNS) as [keyof AccountChanges, string][]) {
      if (changes[key] !== undefined) values[column] = changes[key];
    }
    const [row]: Row[] = await knexOf(this.em)('users').where('id', id).update(values).returning('*');
    return toAccount(row);
  }

  async adminExists(): Promise<boolean> {
    return (await knexOf(this.em)('users').where('user_type', 'admin').first('id')) !== undefined;
  }

  async listAwaitingDecision(page: QueuePage): Promise<QueueSlice<Account>> {
    const query = knexOf(this.em)('users')
      .whereIn('verification_level', ['pending', 'manual_review'])
      .whereNot('user_type', 'admin')
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    return queueSlice(query, page, toAccount);
  }

  async findForUpdate(id: string): Promise<Account | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await knexOf(this.em)('users').where('id', id).forUpdate().first();
    return row ? toAccount(row) : null;
  }

  async recordDecision(id: string, decision: ModerationDecision, changes: Pick<Account, 'verificationLevel' | 'verifiedAt'>): Promise<void> {
    await knexOf(this.em)('users').where('id', id).update({
      verification_level: changes.verificationLevel,
      verified_at: changes.verifiedAt,
      verification_notes: decision.notes,
      moderated_by: decision.moderatorId,
      moderated_at: decision.decidedAt,
      updated_at: decision.decidedAt,
    });
  }
}
