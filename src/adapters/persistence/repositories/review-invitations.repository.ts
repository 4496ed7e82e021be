import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReviewInvitations, type ReviewInvitation } from '../../../domain/review-invitations/review-invitations.port';
import { ReviewInvitationRecord } from '../schemas/review-invitation.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const invitations = tableOf(ReviewInvitationRecord);

/** Review invitations in `review_invitations`: fingerprints of the invited addresses, never the addresses. */
@Injectable()
export class ReviewInvitationsRepository extends ReviewInvitations {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async countSince(companyId: string, since: Date): Promise<number> {
    const [row] = await computed<{ n: string }>(knexOf(this.em).raw('count(*) as n')).rows(
      invitations.query(this.em).where(invitations.col('company_id'), companyId).where(invitations.col('created_at'), '>=', since),
    );
    return Number(row?.n ?? 0);
  }

  async create(input: { companyId: string; vendorAccountId: string; inviteeFingerprints: readonly string[]; sentAt: Date; expiresAt: Date }): Promise<string[]> {
    if (input.inviteeFingerprints.length === 0) return [];
    const insert = invitations.query(this.em).insert(
      input.inviteeFingerprints.map((fingerprint) =>
        invitations.values({
          company_id: input.companyId,
          vendor_account_id: input.vendorAccountId,
          invitee_fingerprint: fingerprint,
          created_at: input.sentAt,
          expires_at: input.expiresAt,
        }),
      ),
    );
    // PostgreSQL returns the rows of a multi-row VALUES insert in the order given.
    return (await invitations.pick('id').returning(insert)).map((row) => row.id);
  }

  async findForUpdate(id: string): Promise<ReviewInvitation | null> {
    if (!isUuid(id)) return null;
    const row = await invitations
      .pick('id', 'company_id', 'invitee_fingerprint', 'expires_at', 'used_at')
      .first(invitations.query(this.em).where(invitations.col('id'), id).forUpdate());
    return row
      ? { id: row.id, companyId: row.company_id, inviteeFingerprint: row.invitee_fingerprint, expiresAt: toDate(row.expires_at), usedAt: toDateOrNull(row.used_at) }
      : null;
  }

  async markUsed(id: string, reviewId: string, usedAt: Date): Promise<void> {
    await invitations
      .query(this.em)
      .where(invitations.col('id'), id)
      .update(invitations.values({ used_at: usedAt, review_id: reviewId }));
  }
}
