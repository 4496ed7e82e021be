import type { DevelopmentPhase, MoleculeType, TherapeuticArea } from '../../../domain/directory/taxonomy';
import type { OrganizationType, ReviewContext, ReviewerRole } from '../../../domain/reviews/review';

type Row = Record<string, unknown>;

/** The review-context columns of `reviews` aliased `alias` (DECISIONS §13), for {@link reviewContextOf}. */
export function reviewContextColumns(alias: string): string[] {
  return ['reviewer_role', 'organization_type', 'therapeutic_area', 'molecule_type', 'development_phase', 'pros', 'cons', 'would_recommend'].map(
    (column) => `${alias}.${column}`,
  );
}

/** The context of a review row selected with {@link reviewContextColumns}; null where not given. */
export function reviewContextOf(row: Row): ReviewContext {
  return {
    reviewerRole: (row.reviewer_role as ReviewerRole) ?? null,
    organizationType: (row.organization_type as OrganizationType) ?? null,
    therapeuticArea: (row.therapeutic_area as TherapeuticArea) ?? null,
    moleculeType: (row.molecule_type as MoleculeType) ?? null,
    developmentPhase: (row.development_phase as DevelopmentPhase) ?? null,
    pros: (row.pros as string) ?? null,
    cons: (row.cons as string) ?? null,
    wouldRecommend: (row.would_recommend as boolean) ?? null,
  };
}

/** A context as reviews columns, for inserts. */
export function reviewContextRow(context: ReviewContext): Row {
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
