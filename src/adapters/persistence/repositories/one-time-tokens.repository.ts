import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OneTimeTokens, type TokenPurpose } from '../../../domain/accounts/accounts.port';
import { knexOf } from './knex-of';

/** Email-confirmation tokens (used_at) and reset tokens (used flag), both stored as SHA-256 digests. */
@Injectable()
export class OneTimeTokensRepository extends OneTimeTokens {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async store(purpose: TokenPurpose, accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    const table = purpose === 'email_confirmation' ? 'email_confirmation_tokens' : 'password_reset_tokens';
    await knexOf(this.em)(table).insert({ user_id: accountId, token_hash: tokenHash, expires_at: expiresAt });
  }

  async consume(purpose: TokenPurpose, tokenHash: string, now: Date): Promise<string | null> {
    // One UPDATE … RETURNING: of two concurrent uses of a token, only one gets a row back.
    const query =
      purpose === 'email_confirmation'
        ? knexOf(this.em)('email_confirmation_tokens').whereNull('used_at').update({ used_at: now })
        : knexOf(this.em)('password_reset_tokens').where('used', false).update({ used: true });
    const rows: { user_id: string }[] = await query.where('token_hash', tokenHash).where('expires_at', '>', now).returning('user_id');
    return rows[0]?.user_id ?? null;
  }
}
