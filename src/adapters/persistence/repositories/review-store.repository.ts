import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { IntelligenceReview, ModerationStatus, ReviewAwaitingModeration, ReviewSubmission } from '../../../domain/reviews/review';
import { ReviewStore, type ReviewModerationState } from '../../../domain/reviews/review-store.port';
import { knexOf } from './knex-of';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { queueSlice } from './queue-slice';
import { reviewRatingColumns } from './rating-columns';
import { reviewContextColumns, reviewContextOf, reviewContextRow } from './review-context-columns';
import { reviewCoreColumns, reviewCoreOf } from './review-rows';
import { toDate } from './row-values';
import { isUuid } from './uuid';

type Row = Record<string, unknown>;

/** Review writes and the moderation queue over PostgreSQL. */
@Injectable()
export class ReviewStoreRepository extends ReviewStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lastReviewAt(userId: string, target: { companyId: string | null; companySubmissionId: string | null }): Promise<Date | null> {
    const [row]: Row[] = await knexOf(this.em)('reviews')
      .max('created_at as last')
      .where({ user_id: userId, review_type: 'user' })
      .where((w) => {
        if (target.companyId) w.orWhere('company_id', target.companyId);
        if (target.companySubmissionId) w.orWhere('company_submission_id', target.companySubmissionId);
      })
      .whereIn('moderation_status', ['held', 'pending', 'approved']);
    return row?.last ? toDate(row.last) : null;
  }

  async create(authorId: string, review: ReviewSubmission, status: 'pending' | 'held', createdAt: Date): Promise<string> {
    const [row]: Row[] = await knexOf(this.em)('reviews')
      .insert({
        company_id: review.companyId,
        company_submission_id: review.companySubmissionId,
        user_id: authorId,
        review_type: 'user',
        service_type: review.serviceType,
        experience_type: review.experienceType,
        project_size: review.projectSize,
        project_duration: review.projectDuration,
        work_timeframe: review.workTimeframe,
        ...reviewRatingColumns(review),
        ...reviewContextRow(review),
        comments: review.comments,
        // Written by an approved member: the spec's "verified professional" review.
        is_verified: true,
        // The shared demo accounts write demo reviews: labelled, and gone with DEMO_MODE=false (DECISIONS §9).
        is_demo: knexOf(this.em).raw('coalesce((select is_demo from users where id = ?), false)', [authorId]),
        moderation_status: status,
        created_at: createdAt,
      })
      .returning('id');
    return row.id as string;
  }

  async createIntelligence(adminId: string, review: IntelligenceReview, createdAt: Date): Promise<string> {
    const [row]: Row[] = await knexOf(this.em)('reviews')
      .insert({
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
        ...reviewRatingColumns(review),
        comments: review.comments,
        is_verified: true,
        moderation_status: 'approved',
        moderated_by: adminId,
        moderated_at: createdAt,
        created_at: createdAt,
      })
      .returning('id');
    return row.id as string;
  }

  async listAwaitingModeration({ includeDemo, page }: { includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewAwaitingModeration>> {
    const query = knexOf(this.em)('reviews as r')
      .join('companies as c', 'c.id', 'r.company_id')
      .select(...reviewCoreColumns('r'), ...reviewContextColumns('r'), 'c.name as company_name')
      .where('r.moderation_status', 'pending')
      .orderBy([{ column: 'r.created_at', order: 'asc' }, { column: 'r.id', order: 'asc' }]);
    if (!includeDemo) query.where('r.is_demo', false);
    return queueSlice(query, page, (row) => ({ ...reviewCoreOf(row), ...reviewContextOf(row), companyName: row.company_name as string }));
  }

  async findForUpdate(reviewId: string): Promise<ReviewModerationState | null> {
    if (!isUuid(reviewId)) return null;
    const row: Row | undefined = await knexOf(this.em)('reviews')
      .select('id', 'company_id', 'moderation_status')
      .where('id', reviewId)
      .forUpdate()
      .first();
    if (!row) return null;
    return { id: row.id as string, companyId: (row.company_id as string) ?? null, status: row.moderation_status as ModerationStatus };
  }

  async recordDecision(reviewId: string, decision: ModerationDecision): Promise<void> {
    await knexOf(this.em)('reviews').where('id', reviewId).update({
      moderation_status: decision.verdict,
      moderated_by: decision.moderatorId,
      moderated_at: decision.decidedAt,
      moderation_notes: decision.notes,
    });
  }
}
