import * as yup from 'yup';
import {
  COMPANY_TYPES,
  DEVELOPMENT_PHASES,
  MOLECULE_TYPES,
  THERAPEUTIC_AREAS,
  type CompanyType,
  type DevelopmentPhase,
  type MoleculeType,
  type TherapeuticArea,
} from '@domain/directory/taxonomy';
import { RATING_CATEGORIES, type RatingCategory } from '@domain/reviews/rating-categories';
import {
  EXPERIENCE_TYPES,
  ORGANIZATION_TYPES,
  PROJECT_DURATIONS,
  PROJECT_SIZES,
  REVIEWER_ROLES,
  WORK_TIMEFRAMES,
  type ExperienceType,
  type OrganizationType,
  type ReviewerRole,
  type ProjectDuration,
  type ProjectSize,
  type WorkTimeframe,
} from '@domain/reviews/review';
import { REVIEW_COMMENTS_MAX_LENGTH, REVIEW_DEFAULTS, REVIEW_MESSAGES, REVIEW_PROS_CONS_MAX_LENGTH } from '@domain/reviews/review-rules';
import type { SubmitReviewPayload } from '../../api/types';
import type { CompanyOption } from '../../api/types';

/** The company a member proposes when it is not listed (name, type and location are required). */
export interface NewCompanyValues {
  name: string;
  type: CompanyType | '';
  location: string;
  website: string;
}

/** The Submit Review form. A rating is undefined until chosen, null for Not Applicable. */
export interface ReviewFormValues {
  serviceType: CompanyType | '';
  company: CompanyOption | null;
  addingCompany: boolean;
  newCompany: NewCompanyValues;
  experienceType: ExperienceType;
  projectSize: ProjectSize;
  projectDuration: ProjectDuration;
  workTimeframe: WorkTimeframe;
  ratings: Record<RatingCategory, number | null | undefined>;
  comments: string;
  /** The optional review context (docs/deciding.md); '' where not given. */
  context: ReviewContextValues;
}

/** The optional "About you and the project" answers; '' is "not given". */
export interface ReviewContextValues {
  reviewerRole: ReviewerRole | '';
  organizationType: OrganizationType | '';
  therapeuticArea: TherapeuticArea | '';
  moleculeType: MoleculeType | '';
  developmentPhase: DevelopmentPhase | '';
  pros: string;
  cons: string;
  wouldRecommend: 'yes' | 'no' | '';
}

export const emptyReviewContext: ReviewContextValues = {
  reviewerRole: '',
  organizationType: '',
  therapeuticArea: '',
  moleculeType: '',
  developmentPhase: '',
  pros: '',
  cons: '',
  wouldRecommend: '',
};

export const emptyNewCompany: NewCompanyValues = { name: '', type: '', location: '', website: '' };

/** A fresh form with the spec's defaults (docs/screens.md#constants-and-limits). */
export function initialReviewValues(company: CompanyOption | null = null): ReviewFormValues {
  return {
    serviceType: company?.type ?? '',
    company,
    addingCompany: false,
    newCompany: emptyNewCompany,
    ...REVIEW_DEFAULTS,
    ratings: Object.fromEntries(RATING_CATEGORIES.map((category) => [category, undefined])) as ReviewFormValues['ratings'],
    comments: '',
    context: emptyReviewContext,
  };
}

const chosenRating = yup
  .mixed<number>()
  .nullable()
  .test('chosen', REVIEW_MESSAGES.ratingRequired, (value) => value !== undefined);

/** The rules and messages the API applies too (docs/api-contract.md#form-rules). */
export const reviewSchema = yup.object({
  serviceType: yup.string().oneOf(COMPANY_TYPES, REVIEW_MESSAGES.serviceType).required(REVIEW_MESSAGES.serviceType),
  company: yup
    .mixed<CompanyOption>()
    .nullable()
    .when('addingCompany', { is: false, then: (schema) => schema.required(REVIEW_MESSAGES.company) }),
  experienceType: yup.string().oneOf(EXPERIENCE_TYPES, REVIEW_MESSAGES.experienceType).required(REVIEW_MESSAGES.experienceType),
  projectSize: yup.string().oneOf(PROJECT_SIZES, REVIEW_MESSAGES.projectSize).required(REVIEW_MESSAGES.projectSize),
  projectDuration: yup.string().oneOf(PROJECT_DURATIONS, REVIEW_MESSAGES.projectDuration).required(REVIEW_MESSAGES.projectDuration),
  workTimeframe: yup.string().oneOf(WORK_TIMEFRAMES, REVIEW_MESSAGES.workTimeframe).required(REVIEW_MESSAGES.workTimeframe),
  ratings: yup.object(Object.fromEntries(RATING_CATEGORIES.map((category) => [category, chosenRating]))),
  comments: yup.string().max(REVIEW_COMMENTS_MAX_LENGTH, REVIEW_MESSAGES.commentsTooLong),
  context: yup.object({
    reviewerRole: yup.string().oneOf(['', ...REVIEWER_ROLES], REVIEW_MESSAGES.reviewerRole),
    organizationType: yup.string().oneOf(['', ...ORGANIZATION_TYPES], REVIEW_MESSAGES.organizationType),
    therapeuticArea: yup.string().oneOf(['', ...THERAPEUTIC_AREAS], REVIEW_MESSAGES.therapeuticArea),
    moleculeType: yup.string().oneOf(['', ...MOLECULE_TYPES], REVIEW_MESSAGES.moleculeType),
    developmentPhase: yup.string().oneOf(['', ...DEVELOPMENT_PHASES], REVIEW_MESSAGES.developmentPhase),
    pros: yup.string().max(REVIEW_PROS_CONS_MAX_LENGTH, REVIEW_MESSAGES.prosTooLong),
    cons: yup.string().max(REVIEW_PROS_CONS_MAX_LENGTH, REVIEW_MESSAGES.consTooLong),
    wouldRecommend: yup.string().oneOf(['', 'yes', 'no'], REVIEW_MESSAGES.wouldRecommend),
  }),
});

/**
 * Whether new-company mode has its three required fields (docs/api-contract.md#form-rules disabled-button rule). Blank-only
 * text counts as filled here, so the submit handler's toast can name what is missing.
 */
export function newCompanyEntered(company: NewCompanyValues): boolean {
  return company.name !== '' && company.type !== '' && company.location !== '';
}

/** The country of a "City, Region, Country" location: its last comma-separated part (docs/api-contract.md#form-rules). */
export function countryOfLocation(location: string): string {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

/** The POST /api/reviews payload of the form, for a listed company or a pending submission. */
export function reviewPayload(values: ReviewFormValues, target: { companyId: string } | { pendingCompanySubmission: string }): SubmitReviewPayload {
  const ratings = Object.fromEntries(RATING_CATEGORIES.map((category) => [category, values.ratings[category] ?? null]));
  const comments = values.comments.trim();
  const { context } = values;
  const pros = context.pros.trim();
  const cons = context.cons.trim();
  return {
    ...target,
    serviceType: values.serviceType as CompanyType,
    experienceType: values.experienceType,
    projectSize: values.projectSize,
    projectDuration: values.projectDuration,
    workTimeframe: values.workTimeframe,
    ...ratings,
    ...(comments ? { comments } : {}),
    ...(context.reviewerRole ? { reviewerRole: context.reviewerRole } : {}),
    ...(context.organizationType ? { organizationType: context.organizationType } : {}),
    ...(context.therapeuticArea ? { therapeuticArea: context.therapeuticArea } : {}),
    ...(context.moleculeType ? { moleculeType: context.moleculeType } : {}),
    ...(context.developmentPhase ? { developmentPhase: context.developmentPhase } : {}),
    ...(pros ? { pros } : {}),
    ...(cons ? { cons } : {}),
    ...(context.wouldRecommend ? { wouldRecommend: context.wouldRecommend === 'yes' } : {}),
  };
}
