import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OneTimeTokens, type TokenPurpose } from '../../../domain/accounts/accounts.port';
import { EmailConfirmationTokenRecord } from '../schemas/email-confirmation-token.schema';
import { PasswordResetTokenRecord } from '../schemas/password-reset-token.schema';
import { tableOf } from '../tables';

const confirmations = tableOf(EmailConfirmationTokenRecord);
const resets = tableOf(PasswordResetTokenRecord);

/** Email-confirmation tokens (used_at) and reset tokens (used flag), both stored as SHA-256 digests. */
@Injectable()
export class OneTimeTokensRepository extends OneTimeTokens {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async store(purpose: TokenPurpose, accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    const token = { user_id: accountId, token_hash: tokenHash, expires_at: expiresAt };
    if (purpose === 'email_confirmation') await confirmations.query(this.em).insert(confirmations.values(token));
    else await resets.query(this.em).insert(resets.values(token));
  }

  async consume(purpose: TokenPurpose, tokenHash: string, now: Date): Promise<string | null> {
    // One UPDATE … RETURNING: of two concurrent uses of a token, only one gets a row back.
    const rows =
      purpose === 'email_confirmation'
        ? await confirmations.pick('user_id').returning(
            confirmations
              .query(this.em)
              .whereNull(confirmations.col('used_at'))
              .where(confirmations.col('token_hash'), tokenHash)
              .where(confirmations.col('expires_at'), '>', now)
              .update(confirmations.values({ used_at: now })),
          )
        : await resets.pick('user_id').returning(
            resets
              .query(this.em)
              .where(resets.col('used'), false)
              .where(resets.col('token_hash'), tokenHash)
              .where(resets.col('expires_at'), '>', now)
              .update(resets.values({ used: true })),
          );
    return rows[0]?.user_id ?? null;
  }

  async revokeAll(purpose: TokenPurpose, accountId: string, now: Date): Promise<void> {
    if (purpose === 'email_confirmation') {
      await confirmations
        .query(this.em)
        .where(confirmations.col('user_id'), accountId)
        .whereNull(confirmations.col('used_at'))
        .update(confirmations.values({ used_at: now }));
    } else {
      await resets
        .query(this.em)
        .where(resets.col('user_id'), accountId)
        .where(resets.col('used'), false)
        .update(resets.values({ used: true }));
    }
  }
}
