import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import type { Takedown } from '../../../domain/moderation/review-publication';
import type {
  AuthoredReview,
  IntelligenceReview,
  ModerationStatus,
  ResponseForAdmin,
  ReviewAwaitingModeration,
  ReviewDecisionNotice,
  ReviewForAdmin,
  ReviewSubmission,
  ReviewType,
} from '../../../domain/reviews/review';
import { NO_REVIEW_ORIGIN, ReviewStore, type ReviewModerationState, type ReviewOrigin } from '../../../domain/reviews/review-store.port';
import { CompanyRecord } from '../schemas/company.schema';
import { CompanySubmissionRecord } from '../schemas/company-submission.schema';
import { ReviewResponseRecord } from '../schemas/review-response.schema';
import { ReviewRecord } from '../schemas/review.schema';
import { UserRecord } from '../schemas/user.schema';
import { VendorAccountRecord } from '../schemas/vendor-account.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { queueSlice } from './queue-slice';
import { reviewRatingValues } from './rating-columns';
import { r, REVIEW_CORE, reviewCoreOf, reviewedEngagementValues } from './review-rows';
import { toDate, toDateOrNull } from './row-values';
import { REVIEW_CONTEXT, reviewContextOf, reviewContextValues } from './review-context-columns';
import { isUuid } from './uuid';
import { containsPattern } from './like-pattern';
import { REVIEWER_EMAIL, REVIEWER_JOIN, reviewerColumns, reviewersOf } from './reviewer-columns';

const reviews = tableOf(ReviewRecord);
const users = tableOf(UserRecord);
const c = tableOf(CompanyRecord).as('c');
const s = tableOf(CompanySubmissionRecord).as('s');
const u = users.as('u');
const rr = tableOf(ReviewResponseRecord).as('rr');
const va = tableOf(VendorAccountRecord).as('va');
const vc = tableOf(CompanyRecord).as('vc');
const cr = tableOf(ReviewRecord).as('cr');

/** How many approved member reviews the review's company has now (the anonymity threshold's count), over `reviews as r`. */
const COMPANY_APPROVED_USER_REVIEWS = `(select count(*) from ${cr.from} where ${cr.col('company_id')} = ${r.col('company_id')} and ${cr.col('moderation_status')} = 'approved' and ${cr.col('review_type')} = 'user') as company_approved_user_reviews`;

/** A member's reviews with their company's name (a held review's: its submission's), for My Reviews and the export. */
export async function authoredReviews(em: EntityManager, userId: string): Promise<AuthoredReview[]> {
  if (!isUuid(userId)) return [];
  const companyName = computed<{ company_name: string }>(knexOf(em).raw(`coalesce(${c.col('name')}, ${s.col('name')}, '') as company_name`));
  const query = r
    .query(em)
    .leftJoin(c.from, c.col('id'), r.col('company_id'))
    .leftJoin(s.from, s.col('id'), r.col('company_submission_id'))
    .where(r.col('user_id'), userId)
    .orderBy([
      { column: r.col('created_at'), order: 'desc' },
      { column: r.col('id'), order: 'desc' },
    ]);
  const rows = await REVIEW_CORE.and(REVIEW_CONTEXT)
    .and(r.pick('moderation_status', 'moderation_notes', 'unpublish_reason'))
    .and(companyName)
    .rows(query);
  return rows.map((row) => {
    const { isDemo: _isDemo, ...core } = reviewCoreOf(row);
    return {
      ...core,
      ...reviewContextOf(row),
      companyId: row.company_id,
      companyName: row.company_name,
      status: row.moderation_status,
      rejectionReason: row.moderation_status === 'rejected' ? row.moderation_notes : row.moderation_status === 'unpublished' ? row.unpublish_reason : null,
    };
  });
}

/** Review writes and the moderation queue over PostgreSQL. */
@Injectable()
export class ReviewStoreRepository extends ReviewStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lastReviewAt(userId: string, target: { companyId: string | null; companySubmissionId: string | null }): Promise<Date | null> {
    const query = reviews
      .query(this.em)
      .where(reviews.col('user_id'), userId)
      .where(reviews.col('review_type'), 'user')
      .where((w) => {
        if (target.companyId) w.orWhere(reviews.col('company_id'), target.companyId);
        if (target.companySubmissionId) w.orWhere(reviews.col('company_submission_id'), target.companySubmissionId);
      })
      .whereIn(reviews.col('moderation_status'), ['held', 'pending', 'approved', 'unpublished']);
    const [row] = await computed<{ last: string | null }>(knexOf(this.em).raw(`max(${reviews.col('created_at')}) as last`)).rows(query);
    return toDateOrNull(row?.last);
  }

  async create(authorId: string, review: ReviewSubmission, status: 'pending' | 'held', createdAt: Date, origin: ReviewOrigin = NO_REVIEW_ORIGIN): Promise<string> {
    const knex = knexOf(this.em);
    const insert = reviews.query(this.em).insert(
      reviews.values({
        company_id: review.companyId,
        company_submission_id: review.companySubmissionId,
        user_id: authorId,
        review_type: 'user',
        ...reviewedEngagementValues(review),
        ...reviewRatingValues(review),
        ...reviewContextValues(review),
        comments: review.comments,
        // Written by an approved member: the spec's "verified professional" review.
        is_verified: true,
        // The shared demo accounts write demo reviews: labelled, and gone with DEMO_MODE=false (docs/data-and-discovery.md).
        is_demo: knex.raw(`coalesce((select ${users.col('is_demo')} from ${users.from} where ${users.col('id')} = ?), false)`, [authorId]),
        moderation_status: status,
        invited_by_vendor: origin.invitedByVendor,
        verified_engagement: origin.verifiedEngagement,
        created_at: createdAt,
      }),
    );
    const [row] = await reviews.pick('id').returning(insert);
    return row.id;
  }

  async createIntelligence(adminId: string, review: IntelligenceReview, createdAt: Date): Promise<string> {
    const insert = reviews.query(this.em).insert(
      reviews.values({
        company_id: review.companyId,
        user_id: adminId,
        review_type: 'industry_intelligence',
        intelligence_source: review.intelligenceSource,
        source_url: review.sourceUrl,
        source_date: review.sourceDate,
        service_type: review.serviceType,
        experience_type: 'project',
        project_size: null,
        project_duration: null,
        ...reviewRatingValues(review),
        comments: review.comments,
        is_verified: true,
        moderation_status: 'approved',
        moderator_id: adminId,
        moderated_at: createdAt,
        created_at: createdAt,
      }),
    );
    const [row] = await reviews.pick('id').returning(insert);
    return row.id;
  }

  async listAwaitingModeration({ includeDemo, page }: { includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewAwaitingModeration>> {
    const query = r
      .query(this.em)
      .join(c.from, c.col('id'), r.col('company_id'))
      .leftJoin(REVIEWER_JOIN.table, ...REVIEWER_JOIN.on)
      .where(r.col('moderation_status'), 'pending')
      .orderBy([
        { column: r.col('created_at'), order: 'asc' },
        { column: r.col('id'), order: 'asc' },
      ]);
    if (!includeDemo) query.where(r.col('is_demo'), false);
    const columns = REVIEW_CORE.and(REVIEW_CONTEXT)
      .and(c.pickAs({ company_name: 'name' }))
      .and(reviewerColumns(this.em))
      .and(computed<{ company_approved_user_reviews: string }>(knexOf(this.em).raw(COMPANY_APPROVED_USER_REVIEWS)));
    const slice = await queueSlice(query, columns, page, (row) => row);
    const reviewers = await reviewersOf(this.em, slice.items);
    return {
      total: slice.total,
      items: slice.items.map((row, i) => ({
        ...reviewCoreOf(row),
        ...reviewContextOf(row),
        companyName: row.company_name,
        reviewer: reviewers[i],
        companyApprovedUserReviews: Number(row.company_approved_user_reviews),
      })),
    };
  }

  async search({
    search,
    status,
    reviewType = 'user',
    includeDemo,
    page,
  }: {
    search: string | null;
    status: ModerationStatus | null;
    reviewType?: ReviewType | null;
    includeDemo: boolean;
    page: QueuePage;
  }): Promise<QueueSlice<ReviewForAdmin>> {
    const knex = knexOf(this.em);
    const query = r
      .query(this.em)
      .leftJoin(c.from, c.col('id'), r.col('company_id'))
      .leftJoin(s.from, s.col('id'), r.col('company_submission_id'))
      .leftJoin(REVIEWER_JOIN.table, ...REVIEWER_JOIN.on)
      .orderBy([
        { column: r.col('created_at'), order: 'desc' },
        { column: r.col('id'), order: 'desc' },
      ]);
    if (reviewType) query.where(r.col('review_type'), reviewType);
    if (status) query.where(r.col('moderation_status'), status);
    if (!includeDemo) query.where(r.col('is_demo'), false);
    if (search) {
      const like = containsPattern(search);
      const fields = [c.col('name'), s.col('name'), r.col('comments'), r.col('pros'), r.col('cons'), r.col('intelligence_source'), r.col('source_url'), REVIEWER_EMAIL];
      query.where((w) => {
        for (const field of fields) w.orWhereRaw(`lower(${field}) like ? escape '\\'`, [like]);
      });
    }
    const columns = REVIEW_CORE.and(REVIEW_CONTEXT)
      .and(r.pick('moderation_status', 'moderated_at', 'moderation_notes', 'intelligence_source', 'source_url', 'unpublished_at', 'unpublish_reason'))
      .and(computed<{ company_name: string }>(knex.raw(`coalesce(${c.col('name')}, ${s.col('name')}, '') as company_name`)))
      .and(reviewerColumns(this.em))
      .and(computed<{ company_approved_user_reviews: string }>(knex.raw(COMPANY_APPROVED_USER_REVIEWS)));
    const slice = await queueSlice(query, columns, page, (row) => row);
    const [reviewers, responses] = await Promise.all([reviewersOf(this.em, slice.items), this.responsesOf(slice.items.map((row) => row.id))]);
    return {
      total: slice.total,
      items: slice.items.map((row, i) => ({
        ...reviewCoreOf(row),
        ...reviewContextOf(row),
        companyId: row.company_id,
        companyName: row.company_name,
        reviewer: reviewers[i],
        companyApprovedUserReviews: Number(row.company_approved_user_reviews),
        status: row.moderation_status,
        moderatedAt: toDateOrNull(row.moderated_at),
        moderationNotes: row.moderation_notes,
        intelligenceSource: row.intelligence_source,
        sourceUrl: row.source_url,
        unpublishedAt: toDateOrNull(row.unpublished_at),
        unpublishReason: row.unpublish_reason,
        responses: responses.get(row.id) ?? [],
      })),
    };
  }

  /** Every response of the reviews, published or taken down, in one query, signed with the vendor's company. */
  private async responsesOf(reviewIds: string[]): Promise<Map<string, ResponseForAdmin[]>> {
    const byReview = new Map<string, ResponseForAdmin[]>();
    if (reviewIds.length === 0) return byReview;
    const rows = await rr
      .pick('id', 'review_id', 'response', 'created_at', 'unpublished_at', 'unpublish_reason')
      .and(vc.pickAs({ company_name: 'name' }))
      .rows(
        rr
          .query(this.em)
          .join(va.from, va.col('id'), rr.col('vendor_account_id'))
          .join(vc.from, vc.col('id'), va.col('company_id'))
          .whereIn(rr.col('review_id'), reviewIds)
          .orderBy(rr.col('created_at'), 'asc'),
      );
    for (const row of rows) {
      byReview.set(row.review_id, [
        ...(byReview.get(row.review_id) ?? []),
        {
          id: row.id,
          response: row.response,
          createdAt: toDate(row.created_at),
          companyName: row.company_name,
          unpublishedAt: toDateOrNull(row.unpublished_at),
          unpublishReason: row.unpublish_reason,
        },
      ]);
    }
    return byReview;
  }

  async findForUpdate(reviewId: string): Promise<ReviewModerationState | null> {
    if (!isUuid(reviewId)) return null;
    // Locks the review's row only, not its company's.
    const row = await r
      .pick('id', 'company_id', 'moderation_status', 'review_type', 'source_url')
      .and(c.pickAs({ company_name: 'name' }).nullable())
      .first(r.query(this.em).leftJoin(c.from, c.col('id'), r.col('company_id')).where(r.col('id'), reviewId).forUpdate('r'));
    return row
      ? { id: row.id, companyId: row.company_id, companyName: row.company_name, status: row.moderation_status, reviewType: row.review_type, sourceUrl: row.source_url }
      : null;
  }

  async setTakedown(reviewId: string, takedown: Takedown | null): Promise<void> {
    await reviews
      .query(this.em)
      .where(reviews.col('id'), reviewId)
      .update(
        reviews.values({
          moderation_status: takedown ? 'unpublished' : 'approved',
          unpublished_at: takedown?.at ?? null,
          unpublished_by_id: takedown?.by ?? null,
          unpublish_reason: takedown?.reason ?? null,
        }),
      );
  }

  async publishedSourcesOf(companyId: string, exceptReviewId?: string): Promise<(string | null)[]> {
    if (!isUuid(companyId)) return [];
    const query = reviews
      .query(this.em)
      .where(reviews.col('company_id'), companyId)
      .where(reviews.col('review_type'), 'industry_intelligence')
      .where(reviews.col('moderation_status'), 'approved')
      .whereNotNull(reviews.col('source_url'));
    if (exceptReviewId && isUuid(exceptReviewId)) query.whereNot(reviews.col('id'), exceptReviewId);
    return (await reviews.pick('source_url').rows(query)).map((row) => row.source_url);
  }

  async recordDecision(reviewId: string, decision: ModerationDecision): Promise<void> {
    await reviews
      .query(this.em)
      .where(reviews.col('id'), reviewId)
      .update(
        reviews.values({
          moderation_status: decision.verdict,
          moderator_id: decision.moderatorId,
          moderated_at: decision.decidedAt,
          moderation_notes: decision.notes,
        }),
      );
  }

  listByAuthor(userId: string): Promise<AuthoredReview[]> {
    return authoredReviews(this.em, userId);
  }

  async decisionNoticeOf(reviewId: string): Promise<ReviewDecisionNotice | null> {
    if (!isUuid(reviewId)) return null;
    const row = await u
      .pick('email', 'first_name', 'last_name')
      .and(r.pick('company_id', 'created_at'))
      .and(computed<{ company_name: string }>(knexOf(this.em).raw(`coalesce(${c.col('name')}, ${s.col('name')}, '') as company_name`)))
      .first(
        r
          .query(this.em)
          .join(u.from, u.col('id'), r.col('user_id'))
          .leftJoin(c.from, c.col('id'), r.col('company_id'))
          .leftJoin(s.from, s.col('id'), r.col('company_submission_id'))
          .where(r.col('id'), reviewId),
      );
    if (!row) return null;
    const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
    return { authorEmail: row.email, authorName: name || row.email, companyName: row.company_name, companyId: row.company_id, reviewCreatedAt: toDate(row.created_at) };
  }
}
