import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import type { QuotaCounter } from '../../../domain/vendor-quotas/vendor-quota';
import type { PendingVendor, VendorAccount } from '../../../domain/vendors/vendor-account';
import type { Takedown } from '../../../domain/moderation/review-publication';
import { displayName } from '../../../domain/accounts/account';
import {
  ReviewResponses,
  VendorAccounts,
  type ResponseState,
  type ReviewForVendor,
  type ReviewToAnswer,
  type CompanyVendorContact,
  type VendorContact,
} from '../../../domain/vendors/vendor-accounts.port';
import { CompanyRecord } from '../schemas/company.schema';
import { ReviewResponseRecord } from '../schemas/review-response.schema';
import { UserRecord } from '../schemas/user.schema';
import { VendorAccountRecord } from '../schemas/vendor-account.schema';
import { computed, tableOf, type RowOfProjection } from '../tables';
import { knexOf } from './knex-of';
import { queueSlice } from './queue-slice';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';
import { MEAN_RATING_SQL, r } from './review-rows';

const vendorAccounts = tableOf(VendorAccountRecord);
const v = vendorAccounts.as('v');
const c = tableOf(CompanyRecord).as('c');
const u = tableOf(UserRecord).as('u');

const VENDOR_ACCOUNT = v
  .pick('id', 'user_id', 'company_id', 'status', 'is_verified', 'verification_document', 'monthly_responses_used', 'last_reset_date', 'created_at')
  .and(c.pickAs({ company_name: 'name' }));

function toVendorAccount(row: RowOfProjection<typeof VENDOR_ACCOUNT>): VendorAccount {
  return {
    id: row.id,
    userId: row.user_id,
    companyId: row.company_id,
    companyName: row.company_name,
    status: row.status,
    isVerified: row.is_verified,
    verificationDocument: row.verification_document,
    monthlyResponsesUsed: row.monthly_responses_used,
    lastResetDate: toDateOrNull(row.last_reset_date),
    createdAt: toDate(row.created_at),
  };
}

const PENDING_VENDOR = v
  .pick('id', 'user_id', 'company_id', 'verification_document', 'created_at')
  .and(c.pickAs({ company_name: 'name', company_website: 'website' }))
  .and(u.pick('email', 'first_name', 'last_name'));

/** Vendor accounts in `vendor_accounts`, with their company's name. */
@Injectable()
export class VendorAccountsRepository extends VendorAccounts {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private withCompany() {
    return v.query(this.em).join(c.from, c.col('id'), v.col('company_id'));
  }

  async findById(id: string): Promise<VendorAccount | null> {
    if (!isUuid(id)) return null;
    const row = await VENDOR_ACCOUNT.first(this.withCompany().where(v.col('id'), id));
    return row ? toVendorAccount(row) : null;
  }

  async listForUser(userId: string): Promise<VendorAccount[]> {
    const rows = await VENDOR_ACCOUNT.rows(this.withCompany().where(v.col('user_id'), userId).orderBy(v.col('created_at'), 'desc'));
    return rows.map(toVendorAccount);
  }

  async findApproved(userId: string, companyId: string): Promise<VendorAccount | null> {
    // A company id from a path may be anything; PostgreSQL refuses a malformed uuid rather than matching nothing.
    if (!isUuid(companyId)) return null;
    const row = await VENDOR_ACCOUNT.first(
      this.withCompany().where(v.col('user_id'), userId).where(v.col('company_id'), companyId).where(v.col('status'), 'approved').orderBy(v.col('created_at'), 'asc'),
    );
    return row ? toVendorAccount(row) : null;
  }

  async create(input: { userId: string; companyId: string; verificationDocument: string | null; createdAt: Date }): Promise<VendorAccount> {
    const insert = vendorAccounts.query(this.em).insert(
      vendorAccounts.values({
        user_id: input.userId,
        company_id: input.companyId,
        verification_document: input.verificationDocument,
        is_verified: false,
        status: 'pending',
        created_at: input.createdAt,
      }),
    );
    const [row] = await vendorAccounts.pick('id').returning(insert);
    return (await this.findById(row.id))!;
  }

  async listPending(page: QueuePage): Promise<QueueSlice<PendingVendor>> {
    const query = this.withCompany()
      .join(u.from, u.col('id'), v.col('user_id'))
      .where(v.col('status'), 'pending')
      .orderBy([{ column: v.col('created_at') }, { column: v.col('id') }]);
    return queueSlice(query, PENDING_VENDOR, page, (row) => ({
      id: row.id,
      userId: row.user_id,
      companyId: row.company_id,
      companyName: row.company_name,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      verificationDocument: row.verification_document,
      createdAt: toDate(row.created_at),
      companyWebsite: row.company_website,
    }));
  }

  async findForUpdate(id: string): Promise<VendorAccount | null> {
    if (!isUuid(id)) return null;
    // Locks the vendor account's row only, not its company's.
    const row = await VENDOR_ACCOUNT.first(this.withCompany().where(v.col('id'), id).forUpdate('v'));
    return row ? toVendorAccount(row) : null;
  }

  async recordDecision(id: string, decision: ModerationDecision): Promise<void> {
    await vendorAccounts
      .query(this.em)
      .where(vendorAccounts.col('id'), id)
      .update(
        vendorAccounts.values({
          status: decision.verdict,
          is_verified: decision.verdict === 'approved',
          moderator_id: decision.moderatorId,
          moderated_at: decision.decidedAt,
          moderation_notes: decision.notes,
        }),
      );
  }

  async saveCounter(id: string, counter: QuotaCounter): Promise<void> {
    await vendorAccounts
      .query(this.em)
      .where(vendorAccounts.col('id'), id)
      .update(vendorAccounts.values({ monthly_responses_used: counter.monthlyResponsesUsed, last_reset_date: counter.lastResetDate }));
  }

  async verifiedContactsOf(companyId: string): Promise<VendorContact[]> {
    return (await this.verifiedContactsOfCompanies([companyId])).map(({ email, name }) => ({ email, name }));
  }

  async verifiedContactsOfCompanies(companyIds: readonly string[]): Promise<CompanyVendorContact[]> {
    const ids = companyIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await u
      .pick('email', 'first_name', 'last_name')
      .and(v.pick('company_id'))
      .rows(
        v
          .query(this.em)
          .join(u.from, u.col('id'), v.col('user_id'))
          .whereIn(v.col('company_id'), ids)
          .where(v.col('status'), 'approved')
          .whereNull(u.col('suspended_at'))
          .orderBy([v.col('company_id'), v.col('created_at')]),
      );
    return rows.map((row) => ({
      companyId: row.company_id,
      email: row.email,
      name: displayName({ email: row.email, firstName: row.first_name, lastName: row.last_name }),
    }));
  }

  async approveProvenClaim(userId: string, companyId: string, at: Date): Promise<void> {
    const knex = knexOf(this.em);
    const [open] = await knex(vendorAccounts.name).select('id').where({ user_id: userId, company_id: companyId }).whereNot('status', 'rejected').forUpdate();
    if (open) {
      await knex(vendorAccounts.name)
        .where({ id: open.id })
        .update({ status: 'approved', is_verified: true, moderated_at: knex.raw('coalesce(moderated_at, ?)', [at]) });
    } else {
      await knex(vendorAccounts.name).insert({ user_id: userId, company_id: companyId, is_verified: true, status: 'approved', moderated_at: at, created_at: at });
    }
  }
}

const reviewResponses = tableOf(ReviewResponseRecord);
const rr = reviewResponses.as('rr');

/** Approved reviews and their one response each (`review_responses`, unique per review). */
@Injectable()
export class ReviewResponsesRepository extends ReviewResponses {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listForCompanies(companyIds: readonly string[], options: { answered: boolean; includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewForVendor>> {
    const query = r
      .query(this.em)
      .join(c.from, c.col('id'), r.col('company_id'))
      .leftJoin(rr.from, rr.col('review_id'), r.col('id'))
      .whereIn(r.col('company_id'), [...companyIds])
      .where(r.col('moderation_status'), 'approved')
      .where(r.col('review_type'), 'user')
      .orderBy([
        { column: r.col('created_at'), order: 'desc' },
        { column: r.col('id'), order: 'desc' },
      ]);
    if (options.answered) query.whereNotNull(rr.col('id'));
    else query.whereNull(rr.col('id'));
    if (!options.includeDemo) query.where(r.col('is_demo'), false);
    const columns = r
      .pick('id', 'company_id', 'service_type', 'comments', 'pros', 'cons', 'is_demo', 'invited_by_vendor', 'verified_engagement', 'created_at')
      .and(c.pickAs({ company_name: 'name' }))
      .and(
        rr
          .pickAs({
            response_id: 'id',
            response_text: 'response',
            responded_at: 'created_at',
            response_unpublished_at: 'unpublished_at',
            response_unpublish_reason: 'unpublish_reason',
          })
          .nullable(),
      )
      .and(computed<{ mean_rating: number | null }>(knexOf(this.em).raw(`${MEAN_RATING_SQL} as mean_rating`)));
    return queueSlice(query, columns, options.page, (row) => ({
      id: row.id,
      companyId: row.company_id!,
      companyName: row.company_name,
      serviceType: row.service_type,
      comments: row.comments,
      pros: row.pros,
      cons: row.cons,
      meanRating: row.mean_rating === null ? null : Number(row.mean_rating),
      isDemo: row.is_demo,
      invitedByVendor: row.invited_by_vendor,
      verifiedEngagement: row.verified_engagement,
      createdAt: toDate(row.created_at),
      response: row.response_id
        ? {
            id: row.response_id,
            response: row.response_text!,
            createdAt: toDate(row.responded_at!),
            unpublishedAt: toDateOrNull(row.response_unpublished_at),
            unpublishReason: row.response_unpublish_reason,
          }
        : null,
    }));
  }

  async findReview(reviewId: string): Promise<ReviewToAnswer | null> {
    if (!isUuid(reviewId)) return null;
    const hasResponse = computed<{ has_response: boolean }>(
      knexOf(this.em).raw(`exists (select 1 from ${rr.from} where ${rr.col('review_id')} = ${r.col('id')}) as has_response`),
    );
    const row = await r
      .pick('id', 'company_id')
      .and(hasResponse)
      .first(r.query(this.em).where(r.col('id'), reviewId).where(r.col('moderation_status'), 'approved').whereNotNull(r.col('company_id')));
    return row ? { id: row.id, companyId: row.company_id!, hasResponse: row.has_response } : null;
  }

  async create(input: { reviewId: string; vendorAccountId: string; response: string; createdAt: Date }): Promise<string | null> {
    const insert = reviewResponses
      .query(this.em)
      .insert(reviewResponses.values({ review_id: input.reviewId, vendor_account_id: input.vendorAccountId, response: input.response, created_at: input.createdAt }))
      .onConflict(reviewResponses.col('review_id'))
      .ignore();
    const inserted = await reviewResponses.pick('id').returning(insert);
    return inserted.length > 0 ? inserted[0].id : null;
  }

  async findForUpdate(responseId: string): Promise<ResponseState | null> {
    if (!isUuid(responseId)) return null;
    const row = await rr
      .pick('id', 'review_id', 'unpublished_at')
      .and(c.pickAs({ company_id: 'id', company_name: 'name' }))
      .first(
        rr
          .query(this.em)
          .join(v.from, v.col('id'), rr.col('vendor_account_id'))
          .join(c.from, c.col('id'), v.col('company_id'))
          .where(rr.col('id'), responseId)
          .forUpdate('rr'),
      );
    return row
      ? { id: row.id, reviewId: row.review_id, companyId: row.company_id, companyName: row.company_name, unpublishedAt: toDateOrNull(row.unpublished_at) }
      : null;
  }

  async setTakedown(responseId: string, takedown: Takedown | null): Promise<void> {
    await reviewResponses
      .query(this.em)
      .where(reviewResponses.col('id'), responseId)
      .update(reviewResponses.values({ unpublished_at: takedown?.at ?? null, unpublished_by_id: takedown?.by ?? null, unpublish_reason: takedown?.reason ?? null }));
  }

  async authorOf(responseId: string): Promise<VendorContact | null> {
    if (!isUuid(responseId)) return null;
    const row = await u
      .pick('email', 'first_name', 'last_name')
      .first(rr.query(this.em).join(v.from, v.col('id'), rr.col('vendor_account_id')).join(u.from, u.col('id'), v.col('user_id')).where(rr.col('id'), responseId));
    return row ? { email: row.email, name: displayName({ email: row.email, firstName: row.first_name, lastName: row.last_name }) } : null;
  }
}
