import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { QuotaCounter } from '../../../domain/vendor-quotas/vendor-quota';
import type { PendingVendor, VendorAccount, VendorAccountStatus } from '../../../domain/vendors/vendor-account';
import { ReviewResponses, VendorAccounts, type ReviewToAnswer } from '../../../domain/vendors/vendor-accounts.port';
import { knexOf } from './knex-of';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { queueSlice } from './queue-slice';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

type Row = Record<string, unknown>;

function toVendorAccount(row: Row): VendorAccount {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    companyId: row.company_id as string,
    companyName: row.company_name as string,
    status: row.status as VendorAccountStatus,
    isVerified: row.is_verified as boolean,
    verificationDocument: (row.verification_document as string) ?? null,
    monthlyResponsesUsed: Number(row.monthly_responses_used),
    lastResetDate: toDateOrNull(row.last_reset_date),
    createdAt: toDate(row.created_at),
  };
}

/** Vendor accounts in `vendor_accounts`, with their company's name. */
@Injectable()
export class VendorAccountsRepository extends VendorAccounts {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private select() {
    return knexOf(this.em)('vendor_accounts as v').join('companies as c', 'c.id', 'v.company_id').select('v.*', 'c.name as company_name');
  }

  async findById(id: string): Promise<VendorAccount | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await this.select().where('v.id', id).first();
    return row ? toVendorAccount(row) : null;
  }

  async listForUser(userId: string): Promise<VendorAccount[]> {
    const rows: Row[] = await this.select().where('v.user_id', userId).orderBy('v.created_at', 'desc');
    return rows.map(toVendorAccount);
  }

  async findApproved(userId: string, companyId: string): Promise<VendorAccount | null> {
    const row: Row | undefined = await this.select()
      .where({ 'v.user_id': userId, 'v.company_id': companyId, 'v.status': 'approved' })
      .orderBy('v.created_at', 'asc')
      .first();
    return row ? toVendorAccount(row) : null;
  }

  async create(input: { userId: string; companyId: string; verificationDocument: string | null; createdAt: Date }): Promise<VendorAccount> {
    const [row]: Row[] = await knexOf(this.em)('vendor_accounts')
      .insert({
        user_id: input.userId,
        company_id: input.companyId,
        verification_document: input.verificationDocument,
        is_verified: false,
        status: 'pending',
        created_at: input.createdAt,
      })
      .returning('id');
    return (await this.findById(row.id as string))!;
  }

  async listPending(page: QueuePage): Promise<QueueSlice<PendingVendor>> {
    const query = knexOf(this.em)('vendor_accounts as v')
      .join('companies as c', 'c.id', 'v.company_id')
      .join('users as u', 'u.id', 'v.user_id')
      .select('v.id', 'v.user_id', 'v.company_id', 'c.name as company_name', 'u.email', 'u.first_name', 'u.last_name', 'v.verification_document', 'v.created_at')
      .where('v.status', 'pending')
      .orderBy([{ column: 'v.created_at' }, { column: 'v.id' }]);
    return queueSlice(query, page, (row) => ({
      id: row.id as string,
      userId: row.user_id as string,
      companyId: row.company_id as string,
      companyName: row.company_name as string,
      email: row.email as string,
      firstName: (row.first_name as string) ?? null,
      lastName: (row.last_name as string) ?? null,
      verificationDocument: (row.verification_document as string) ?? null,
      createdAt: toDate(row.created_at),
    }));
  }

  async findForUpdate(id: string): Promise<VendorAccount | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await this.select().where('v.id', id).forUpdate('v').first();
    return row ? toVendorAccount(row) : null;
  }

  async recordDecision(id: string, decision: ModerationDecision): Promise<void> {
    await knexOf(this.em)('vendor_accounts').where('id', id).update({
      status: decision.verdict,
      is_verified: decision.verdict === 'approved',
      moderated_by: decision.moderatorId,
      moderated_at: decision.decidedAt,
      moderation_notes: decision.notes,
    });
  }

  async saveCounter(id: string, counter: QuotaCounter): Promise<void> {
    await knexOf(this.em)('vendor_accounts').where('id', id).update({
      monthly_responses_used: counter.monthlyResponsesUsed,
      last_reset_date: counter.lastResetDate,
    });
  }
}

/** Approved reviews and their one response each (`review_responses`, unique per review). */
@Injectable()
export class ReviewResponsesRepository extends ReviewResponses {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findReview(reviewId: string): Promise<ReviewToAnswer | null> {
    if (!isUuid(reviewId)) return null;
    const knex = knexOf(this.em);
    const row: Row | undefined = await knex('reviews as r')
      .select('r.id', 'r.company_id', knex.raw('exists (select 1 from review_responses rr where rr.review_id = r.id) as has_response'))
      .where({ 'r.id': reviewId, 'r.moderation_status': 'approved' })
      .whereNotNull('r.company_id')
      .first();
    return row ? { id: row.id as string, companyId: row.company_id as string, hasResponse: Boolean(row.has_response) } : null;
  }

  async create(input: { reviewId: string; vendorAccountId: string; response: string; createdAt: Date }): Promise<string | null> {
    const inserted: Row[] = await knexOf(this.em)('review_responses')
      .insert({ review_id: input.reviewId, vendor_account_id: input.vendorAccountId, response: input.response, created_at: input.createdAt })
      .onConflict('review_id')
      .ignore()
      .returning('id');
    return inserted.length > 0 ? (inserted[0].id as string) : null;
  }
}
