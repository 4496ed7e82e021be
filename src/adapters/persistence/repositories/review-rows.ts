import type { PublishedReview, ReviewContext, ReviewedEngagement } from '../../../domain/reviews/review';
import { ReviewRecord } from '../schemas/review.schema';
import { tableOf, type RowOfProjection, type ValuesOf } from '../tables';
import { RATING_COLUMN_LIST, reviewRatingsOf } from './rating-columns';
import { toDate } from './row-values';

/** What every read of a review shares: the experience, the ratings, the text; never the author (its context: review-context-columns). */
export type ReviewCore = Omit<PublishedReview, 'intelligenceSource' | 'sourceUrl' | 'sourceDate' | 'responses' | keyof ReviewContext>;

/** `reviews as r`, the alias every review read uses. */
export const r = tableOf(ReviewRecord).as('r');

/** The columns behind {@link reviewCoreOf}; the author's columns are not among them. */
export const REVIEW_CORE = r.pick(
  'id',
  'company_id',
  'review_type',
  'service_type',
  'experience_type',
  'project_size',
  'project_duration',
  'work_timeframe',
  'comments',
  'is_demo',
  'invited_by_vendor',
  'verified_engagement',
  'created_at',
  ...RATING_COLUMN_LIST,
);

type ReviewCoreRow = RowOfProjection<typeof REVIEW_CORE>;

/** The shared fields of a review row selected with {@link REVIEW_CORE}. Reviews read here always have a company. */
export function reviewCoreOf(row: ReviewCoreRow): ReviewCore {
  return {
    id: row.id,
    companyId: row.company_id!,
    reviewType: row.review_type,
    serviceType: row.service_type,
    experienceType: row.experience_type,
    projectSize: row.project_size,
    projectDuration: row.project_duration,
    workTimeframe: row.work_timeframe,
    ...reviewRatingsOf(row),
    comments: row.comments,
    isDemo: row.is_demo,
    invitedByVendor: row.invited_by_vendor,
    verifiedEngagement: row.verified_engagement,
    createdAt: toDate(row.created_at),
  };
}

/** What a review reports on as `reviews` values, for inserts (a member's review, a generated demo review). */
export function reviewedEngagementValues(engagement: ReviewedEngagement): ValuesOf<ReviewRecord> {
  return {
    service_type: engagement.serviceType,
    experience_type: engagement.experienceType,
    project_size: engagement.projectSize,
    project_duration: engagement.projectDuration,
    work_timeframe: engagement.workTimeframe,
  };
}

/**
 * A review's mean rating over its non-null ratings (out of 10), null without any: the `highest`/`lowest`
 * sort of review pages and the rating an alert digest shows. SQL over `reviews as r`.
 */
export const MEAN_RATING_SQL = `(${RATING_COLUMN_LIST.map((column) => `coalesce(${r.col(column)}, 0)`).join(' + ')})::float / nullif(num_nonnulls(${RATING_COLUMN_LIST.map((column) => r.col(column)).join(', ')}), 0)`;
