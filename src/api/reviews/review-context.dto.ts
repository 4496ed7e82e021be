import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { DEVELOPMENT_PHASES, MOLECULE_TYPES, THERAPEUTIC_AREAS, type DevelopmentPhase, type MoleculeType, type TherapeuticArea } from '../../domain/directory/taxonomy';
import { ratingsOf, type Ratings } from '../../domain/reviews/rating-categories';
import {
  ORGANIZATION_TYPES,
  REVIEWER_ROLES,
  type OrganizationType,
  type ReviewContext,
  type ReviewedEngagement,
  type ReviewerRole,
  type ReviewType,
} from '../../domain/reviews/review';
import { REVIEW_MESSAGES, REVIEW_PROS_CONS_MAX_LENGTH } from '../../domain/reviews/review-rules';
import { blankAsAbsent } from '../http/field-decorators';
import { RatingsPayloadDto } from './review-fields';

/** null reads as absent: the form sends null for a question left unanswered. */
const nullAsAbsent = ({ value }: { value: unknown }) => (value === null ? undefined : value);

/** An optional value of a list (null or absent: not given); an unknown value is refused with `message`. */
function OptionalListValue(values: readonly string[], message: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: values, nullable: true })(target, key);
    IsIn(values as string[], { message })(target, key);
    IsOptional()(target, key);
    Transform(nullAsAbsent)(target, key);
  };
}

/** Optional free text of at most REVIEW_PROS_CONS_MAX_LENGTH characters; blank reads as absent. */
function OptionalProsCons(tooLong: string, notText: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_PROS_CONS_MAX_LENGTH })(target, key);
    // Registered first, reported first (stopAtFirstError): "must be text" before "too long".
    IsString({ message: notText })(target, key);
    MaxLength(REVIEW_PROS_CONS_MAX_LENGTH, { message: tooLong })(target, key);
    IsOptional()(target, key);
    Transform(blankAsAbsent)(target, key);
  };
}

/** The eight ratings plus the optional review context of docs/deciding.md, as a member submits them. */
export class ReviewContextPayloadDto extends RatingsPayloadDto {
  @OptionalListValue(REVIEWER_ROLES, REVIEW_MESSAGES.reviewerRole) reviewerRole?: ReviewerRole;
  @OptionalListValue(ORGANIZATION_TYPES, REVIEW_MESSAGES.organizationType) organizationType?: OrganizationType;
  @OptionalListValue(THERAPEUTIC_AREAS, REVIEW_MESSAGES.therapeuticArea) therapeuticArea?: TherapeuticArea;
  @OptionalListValue(MOLECULE_TYPES, REVIEW_MESSAGES.moleculeType) moleculeType?: MoleculeType;
  @OptionalListValue(DEVELOPMENT_PHASES, REVIEW_MESSAGES.developmentPhase) developmentPhase?: DevelopmentPhase;
  @OptionalProsCons(REVIEW_MESSAGES.prosTooLong, REVIEW_MESSAGES.prosNotText) pros?: string;
  @OptionalProsCons(REVIEW_MESSAGES.consTooLong, REVIEW_MESSAGES.consNotText) cons?: string;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'Would the reviewer recommend the provider; null or absent: not answered' })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsBoolean({ message: REVIEW_MESSAGES.wouldRecommend })
  wouldRecommend?: boolean | null;
}

/** The context of a payload, null where not given. */
export function reviewContextOf(payload: ReviewContextPayloadDto): ReviewContext {
  return {
    reviewerRole: payload.reviewerRole ?? null,
    organizationType: payload.organizationType ?? null,
    therapeuticArea: payload.therapeuticArea ?? null,
    moleculeType: payload.moleculeType ?? null,
    developmentPhase: payload.developmentPhase ?? null,
    pros: payload.pros ?? null,
    cons: payload.cons ?? null,
    wouldRecommend: payload.wouldRecommend ?? null,
  };
}

/** A review's context as served (docs/deciding.md); public reviews null the reviewer's role and organisation below the anonymity threshold (docs/security.md#anonymity-threshold). */
export class ReviewContextDto {
  @ApiProperty({ type: String, enum: REVIEWER_ROLES, nullable: true, description: 'null: not given, or withheld below the anonymity threshold' })
  reviewerRole!: ReviewerRole | null;
  @ApiProperty({ type: String, enum: ORGANIZATION_TYPES, nullable: true, description: 'null: not given, or withheld below the anonymity threshold' })
  organizationType!: OrganizationType | null;
  @ApiProperty({ type: String, enum: THERAPEUTIC_AREAS, nullable: true }) therapeuticArea!: TherapeuticArea | null;
  @ApiProperty({ type: String, enum: MOLECULE_TYPES, nullable: true }) moleculeType!: MoleculeType | null;
  @ApiProperty({ type: String, enum: DEVELOPMENT_PHASES, nullable: true }) developmentPhase!: DevelopmentPhase | null;
  @ApiProperty({ type: String, nullable: true, description: 'null when not given or locked' }) pros!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null when not given or locked' }) cons!: string | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'null: not answered' }) wouldRecommend!: boolean | null;
}

/** The context fields, one by one. */
export function presentReviewContext(context: ReviewContext): ReviewContext {
  return {
    reviewerRole: context.reviewerRole,
    organizationType: context.organizationType,
    therapeuticArea: context.therapeuticArea,
    moleculeType: context.moleculeType,
    developmentPhase: context.developmentPhase,
    pros: context.pros,
    cons: context.cons,
    wouldRecommend: context.wouldRecommend,
  };
}

/** A review as the public and the moderators read it; a public review may withhold its work timeframe (docs/security.md#trust-and-safety-rules). */
type AssessedReview = { reviewType: ReviewType } & Omit<ReviewedEngagement, 'workTimeframe'> & { workTimeframe: ReviewedEngagement['workTimeframe'] | null } & Ratings &
  ReviewContext;

/**
 * What a review says, field by field and in the order the review DTOs document it: its kind, the engagement it
 * reports on, the eight ratings and the context. Shared by the public review and the moderation queue entry.
 */
export function presentReviewAssessment<R extends AssessedReview>(review: R): Pick<R, 'reviewType' | keyof ReviewedEngagement> & Ratings & ReviewContext {
  return {
    reviewType: review.reviewType,
    serviceType: review.serviceType,
    experienceType: review.experienceType,
    projectSize: review.projectSize,
    projectDuration: review.projectDuration,
    workTimeframe: review.workTimeframe,
    ...ratingsOf(review),
    ...presentReviewContext(review),
  };
}
