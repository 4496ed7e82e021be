import type { ReviewContext } from '../../../domain/reviews/review';
import type { RowOf, ValuesOf } from '../tables';
import type { ReviewRecord } from '../schemas/review.schema';
import { r } from './review-rows';

/** The review-context columns of `reviews as r` (docs/deciding.md), for {@link reviewContextOf}. */
export const REVIEW_CONTEXT = r.pick('reviewer_role', 'organization_type', 'therapeutic_area', 'molecule_type', 'development_phase', 'pros', 'cons', 'would_recommend');

type ContextRow = Pick<
  RowOf<ReviewRecord>,
  'reviewer_role' | 'organization_type' | 'therapeutic_area' | 'molecule_type' | 'development_phase' | 'pros' | 'cons' | 'would_recommend'
>;

/** The context of a review row selected with {@link REVIEW_CONTEXT}; null where not given. */
export function reviewContextOf(row: ContextRow): ReviewContext {
  return {
    reviewerRole: row.reviewer_role,
    organizationType: row.organization_type,
    therapeuticArea: row.therapeutic_area,
    moleculeType: row.molecule_type,
    developmentPhase: row.development_phase,
    pros: row.pros,
    cons: row.cons,
    wouldRecommend: row.would_recommend,
  };
}

/** A context as `reviews` values, for inserts. */
export function reviewContextValues(context: ReviewContext): ValuesOf<ReviewRecord> {
  return {
    reviewer_role: context.reviewerRole,
    organization_type: context.organizationType,
    therapeutic_area: context.therapeuticArea,
    molecule_type: context.moleculeType,
    development_phase: context.developmentPhase,
    pros: context.pros,
    cons: context.cons,
    would_recommend: context.wouldRecommend,
  };
}
