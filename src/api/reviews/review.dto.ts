import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsOptional, IsString, IsUrl, IsUUID, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { COMPANY_TYPES, type CompanyType } from '../../domain/directory/taxonomy';
import {
  EXPERIENCE_TYPES,
  MODERATION_STATUSES,
  PROJECT_DURATIONS,
  PROJECT_SIZES,
  WORK_TIMEFRAMES,
  type ExperienceType,
  type ModerationStatus,
  type ProjectDuration,
  type ProjectSize,
  type WorkTimeframe,
} from '../../domain/reviews/review';
import {
  INTELLIGENCE_COMMENTS_MIN_LENGTH,
  INTELLIGENCE_SOURCE_MAX_LENGTH,
  REVIEW_COMMENTS_MAX_LENGTH,
  REVIEW_DEFAULTS,
  REVIEW_MESSAGES,
  SOURCE_URL_MAX_LENGTH,
} from '../../domain/reviews/review-rules';
import { INVITATION_MESSAGES } from '../../domain/review-invitations/review-invitation-rules';
import { blankAsAbsent, Choice, OptionalChoice } from '../http/field-decorators';
import { RatingsPayloadDto } from './review-fields';
import { ReviewContextPayloadDto } from './review-context.dto';

/** null reads as absent: clients send `companyId: null` beside a submission id, "instead of" a company. */
const nullAsAbsent = ({ value }: { value: unknown }) => (value === null ? undefined : value);

/**
 * A member's review (docs/api-contract.md#form-rules, docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews, docs/api-contract.md#contract-details): a listed `companyId`, or the id of
 * the member's own pending company submission in `pendingCompanySubmission`. Absent enumerations take the
 * spec's defaults; the review context (role, organisation, programme, pros, cons, recommendation) is optional.
 */
export class SubmitReviewDto extends ReviewContextPayloadDto {
  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'A listed company; required unless pendingCompanySubmission is given' })
  @Transform(nullAsAbsent)
  @ValidateIf((review: SubmitReviewDto) => review.pendingCompanySubmission === undefined || review.companyId !== undefined)
  @ValidateBy({
    name: 'notWithPendingCompanySubmission',
    validator: {
      validate: (_value, args) => (args?.object as SubmitReviewDto).pendingCompanySubmission === undefined,
      defaultMessage: () => REVIEW_MESSAGES.companyAndSubmission,
    },
  })
  @IsUUID('all', { message: REVIEW_MESSAGES.company })
  companyId?: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: "The member's own company submission, when the company is not listed yet" })
  @Transform(nullAsAbsent)
  @IsOptional()
  @IsUUID('all', { message: REVIEW_MESSAGES.company })
  pendingCompanySubmission?: string;

  @Choice(COMPANY_TYPES, REVIEW_MESSAGES.serviceType) serviceType!: CompanyType;
  @OptionalChoice(EXPERIENCE_TYPES, REVIEW_MESSAGES.experienceType, REVIEW_DEFAULTS.experienceType) experienceType?: ExperienceType;
  @OptionalChoice(PROJECT_SIZES, REVIEW_MESSAGES.projectSize, REVIEW_DEFAULTS.projectSize) projectSize?: ProjectSize;
  @OptionalChoice(PROJECT_DURATIONS, REVIEW_MESSAGES.projectDuration, REVIEW_DEFAULTS.projectDuration) projectDuration?: ProjectDuration;
  @OptionalChoice(WORK_TIMEFRAMES, REVIEW_MESSAGES.workTimeframe, REVIEW_DEFAULTS.workTimeframe) workTimeframe?: WorkTimeframe;

  @ApiPropertyOptional({ maxLength: REVIEW_COMMENTS_MAX_LENGTH, nullable: true, type: String })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(REVIEW_COMMENTS_MAX_LENGTH, { message: REVIEW_MESSAGES.commentsTooLong })
  @IsString({ message: REVIEW_MESSAGES.commentsNotText })
  comments?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    description: "The token of a vendor's review invitation (from the mailed link); the review is then labelled invitedByVendor",
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(200, { message: INVITATION_MESSAGES.invalidLink })
  @IsString({ message: INVITATION_MESSAGES.invalidLink })
  invitation?: string | null;
}

/** An industry-intelligence review an admin records (docs/api-contract.md#form-rules: source and 10+ characters of comments). */
export class IntelligenceReviewDto extends RatingsPayloadDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: REVIEW_MESSAGES.company })
  companyId!: string;

  @Choice(COMPANY_TYPES, REVIEW_MESSAGES.serviceType) serviceType!: CompanyType;

  @ApiProperty({ minLength: 1, maxLength: INTELLIGENCE_SOURCE_MAX_LENGTH, example: 'FDA Form 483, March 2025' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(INTELLIGENCE_SOURCE_MAX_LENGTH, { message: REVIEW_MESSAGES.intelligenceSourceTooLong })
  @MinLength(1, { message: REVIEW_MESSAGES.intelligenceSource })
  @IsString({ message: REVIEW_MESSAGES.intelligenceSource })
  intelligenceSource!: string;

  @ApiPropertyOptional({ format: 'uri', maxLength: SOURCE_URL_MAX_LENGTH })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(SOURCE_URL_MAX_LENGTH, { message: REVIEW_MESSAGES.sourceUrl })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: REVIEW_MESSAGES.sourceUrl })
  @IsString({ message: REVIEW_MESSAGES.sourceUrl })
  sourceUrl?: string;

  @ApiPropertyOptional({ format: 'date', example: '2025-03-14' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsDateString({ strict: true }, { message: REVIEW_MESSAGES.sourceDate })
  sourceDate?: string;

  @ApiProperty({ minLength: INTELLIGENCE_COMMENTS_MIN_LENGTH, maxLength: REVIEW_COMMENTS_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(REVIEW_COMMENTS_MAX_LENGTH, { message: REVIEW_MESSAGES.commentsTooLong })
  @MinLength(INTELLIGENCE_COMMENTS_MIN_LENGTH, { message: REVIEW_MESSAGES.intelligenceComments })
  @IsString({ message: REVIEW_MESSAGES.intelligenceComments })
  comments!: string;
}

/** The answer to a submitted review. */
export class SubmittedReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending', 'held', 'approved'], description: 'held: waits for its company submission to be approved' })
  moderationStatus!: 'pending' | 'held' | 'approved';
}

/** One of the member's own reviews (docs/accounts.md#my-reviews). */
export class MyReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null while the review is held for its company submission' })
  companyId!: string | null;
  @ApiProperty({ description: "The company's name, or the proposed name of a held review's company" }) companyName!: string;
  @ApiProperty({ enum: MODERATION_STATUSES, description: 'unpublished: published, then taken down by an admin (the reason was mailed)' })
  status!: ModerationStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** GET /api/reviews/eligibility: the company the member has just picked. */
export class ReviewEligibilityQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: REVIEW_MESSAGES.company })
  companyId!: string;
}

/** Whether the member may review the company now; otherwise the answer submitting would give. */
export class ReviewEligibilityDto {
  @ApiProperty() eligible!: boolean;
  @ApiProperty({ type: String, nullable: true, enum: ['REVIEWS.CONFLICT_OF_INTEREST', 'REVIEWS.DUPLICATE'], description: 'Why not, as a stable code' })
  code!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: '"You cannot review a company you represent" or "You have already reviewed this company in the last 12 months"',
  })
  message!: string | null;
}
