import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import type { AuthoredReview, IntelligenceReview, ModerationStatus, ReviewAwaitingModeration, ReviewDecisionNotice, ReviewForAdmin, ReviewSubmission } from '../../../domain/reviews/review';
import { ReviewStore, type ReviewModerationState } from '../../../domain/reviews/review-store.port';
import { CompanyRecord } from '../schemas/company.schema';
import { CompanySubmissionRecord } from '../schemas/company-submission.schema';
import { ReviewRecord } from '../schemas/review.schema';
import { UserRecord } from '../schemas/user.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { queueSlice } from './queue-slice';
import { reviewRatingValues } from './rating-columns';
import { r, REVIEW_CORE, reviewCoreOf, reviewedEngagementValues } from './review-rows';
import { toDate, toDateOrNull } from './row-values';
import { REVIEW_CONTEXT, reviewContextOf, reviewContextValues } from './review-context-columns';
import { isUuid } from './uuid';
import { containsPattern } from './like-pattern';
import { REVIEWER_EMAIL, REVIEWER_JOIN, reviewerColumns, reviewerOf } from './reviewer-columns';

const reviews = tableOf(ReviewRecord);
const users = tableOf(UserRecord);
const c = tableOf(CompanyRecord).as('c');
const s = tableOf(CompanySubmissionRecord).as('s');
const u = users.as('u');

/** A member's reviews with their company's name (a held review's: its submission's), for My Reviews and the export. */
export async function authoredReviews(em: EntityManager, userId: string): Promise<AuthoredReview[]> {
  if (!isUuid(userId)) return [];
  const companyName = computed<{ company_name: string }>(knexOf(em).raw(`coalesce(${c.col('name')}, ${s.col('name')}, '') as company_name`));
  const query = r
    .query(em)
    .leftJoin(c.from, c.col('id'), r.col('company_id'))
    .leftJoin(s.from, s.col('id'), r.col('company_submission_id'))
    .where(r.col('user_id'), userId)
    .orderBy([{ column: r.col('created_at'), order: 'desc' }, { column: r.col('id'), order: 'desc' }]);
  const rows = await REVIEW_CORE.and(REVIEW_CONTEXT).and(r.pick('moderation_status', 'moderation_notes')).and(companyName).rows(query);
  return rows.map((row) => {
    const { isDemo: _isDemo, ...core } = reviewCoreOf(row);
    return {
      ...core,
      ...reviewContextOf(row),
      companyId: row.company_id,
      companyName: row.company_name,
      status: row.moderation_status,
      rejectionReason: row.moderation_status === 'rejected' ? row.moderation_notes : null,
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
      .whereIn(reviews.col('moderation_status'), ['held', 'pending', 'approved']);
    const [row] = await computed<{ last: string | null }>(knexOf(this.em).raw(`max(${reviews.col('created_at')}) as last`)).rows(query);
    return toDateOrNull(row?.last);
  }

  async create(authorId: string, review: ReviewSubmission, status: 'pending' | 'held', createdAt: Date): Promise<string> {
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
        // The shared demo accounts write demo reviews: labelled, and gone with DEMO_MODE=false (DECISIONS §9).
        is_demo: knex.raw(`coalesce((select ${users.col('is_demo')} from ${users.from} where ${users.col('id')} = ?), false)`, [authorId]),
        moderation_status: status,
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
      .orderBy([{ column: r.col('created_at'), order: 'asc' }, { column: r.col('id'), order: 'asc' }]);
    if (!includeDemo) query.where(r.col('is_demo'), false);
    return queueSlice(query, REVIEW_CORE.and(REVIEW_CONTEXT).and(c.pickAs({ company_name: 'name' })).and(reviewerColumns(this.em)), page, (row) => ({
      ...reviewCoreOf(row),
      ...reviewContextOf(row),
      companyName: row.company_name,
      reviewer: reviewerOf(row),
    }));
  }

  async search({ search, status, includeDemo, page }: { search: string | null; status: ModerationStatus | null; includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewForAdmin>> {
    const knex = knexOf(this.em);
    const query = r
      .query(this.em)
      .leftJoin(c.from, c.col('id'), r.col('company_id'))
      .leftJoin(s.from, s.col('id'), r.col('company_submission_id'))
      .leftJoin(REVIEWER_JOIN.table, ...REVIEWER_JOIN.on)
      .where(r.col('review_type'), 'user')
      .orderBy([{ column: r.col('created_at'), order: 'desc' }, { column: r.col('id'), order: 'desc' }]);
    if (status) query.where(r.col('moderation_status'), status);
    if (!includeDemo) query.where(r.col('is_demo'), false);
    if (search) {
      const like = containsPattern(search);
      const fields = [c.col('name'), s.col('name'), r.col('comments'), r.col('pros'), r.col('cons'), REVIEWER_EMAIL];
      query.where((w) => {
        for (const field of fields) w.orWhereRaw(`lower(${field}) like ? escape '\\'`, [like]);
      });
    }
    const columns = REVIEW_CORE.and(REVIEW_CONTEXT)
      .and(r.pick('moderation_status', 'moderated_at', 'moderation_notes'))
      .and(computed<{ company_name: string }>(knex.raw(`coalesce(${c.col('name')}, ${s.col('name')}, '') as company_name`)))
      .and(reviewerColumns(this.em));
    return queueSlice(query, columns, page, (row) => ({
      ...reviewCoreOf(row),
      ...reviewContextOf(row),
      companyId: row.company_id,
      companyName: row.company_name,
      reviewer: reviewerOf(row),
      status: row.moderation_status,
      moderatedAt: toDateOrNull(row.moderated_at),
      moderationNotes: row.moderation_notes,
    }));
  }

  async findForUpdate(reviewId: string): Promise<ReviewModerationState | null> {
    if (!isUuid(reviewId)) return null;
    // Locks the review's row only, not its company's.
    const row = await r
      .pick('id', 'company_id', 'moderation_status')
      .and(c.pickAs({ company_name: 'name' }).nullable())
      .first(r.query(this.em).leftJoin(c.from, c.col('id'), r.col('company_id')).where(r.col('id'), reviewId).forUpdate('r'));
    return row ? { id: row.id, companyId: row.company_id, companyName: row.company_name, status: row.moderation_status } : null;
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
