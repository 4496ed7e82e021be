import type { CompanyType } from '../../../domain/directory/taxonomy';
import type { ExperienceType, ProjectDuration, ProjectSize, PublishedReview, ReviewContext, ReviewType, WorkTimeframe } from '../../../domain/reviews/review';
import { REVIEW_RATING_COLUMNS, reviewRatingsOf } from './rating-columns';
import { toDate } from './row-values';

type Row = Record<string, unknown>;

/** What every read of a review shares: the experience, the ratings, the text; never the author (its context: review-context-columns). */
export type ReviewCore = Omit<PublishedReview, 'intelligenceSource' | 'sourceUrl' | 'sourceDate' | 'responses' | keyof ReviewContext>;

/** The reviews columns behind {@link reviewCoreOf}, for a `reviews` table aliased `alias`. */
export function reviewCoreColumns(alias: string): string[] {
  return [
    'id', 'company_id', 'review_type', 'service_type', 'experience_type', 'project_size', 'project_duration',
    'work_timeframe', 'comments', 'is_demo', 'created_at', ...REVIEW_RATING_COLUMNS,
  ].map((column) => `${alias}.${column}`);
}

/** The shared fields of a review row selected with {@link reviewCoreColumns}. */
export function reviewCoreOf(row: Row): ReviewCore {
  return {
    id: row.id as string,
    companyId: row.company_id as string,
    reviewType: row.review_type as ReviewType,
    serviceType: row.service_type as CompanyType,
    experienceType: row.experience_type as ExperienceType,
    projectSize: (row.project_size as ProjectSize) ?? null,
    projectDuration: (row.project_duration as ProjectDuration) ?? null,
    workTimeframe: row.work_timeframe as WorkTimeframe,
    ...reviewRatingsOf(row),
    comments: (row.comments as string) ?? null,
    isDemo: row.is_demo as boolean,
    createdAt: toDate(row.created_at),
  };
}
