import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { EMAIL_PATTERN } from '../../domain/accounts/account-rules';
import {
  EMPLOYEE_COUNT_MAX,
  FOUNDED_YEAR_MIN,
  SUBMISSION_DESCRIPTION_MAX_LENGTH,
  SUBMISSION_EMAIL_MAX_LENGTH,
  SUBMISSION_MESSAGES,
  SUBMISSION_TEXT_MAX_LENGTH,
  normaliseWebsite,
  parseWholeNumber,
  WEBSITE_PATTERN,
} from '../../domain/company-submissions/submission-rules';
import { COMPANY_TYPES, DEVELOPMENT_PHASES, MOLECULE_TYPES, SERVICE_LOCATIONS, SERVICES, THERAPEUTIC_AREAS, type CompanyType } from '../../domain/directory/taxonomy';
import { ModerationDecisionDto } from '../moderation/moderation-queue';
import { blankAsAbsent, trimText } from '../http/field-decorators';

/*
 * Stacked decorators register bottom-up and stopAtFirstError reports the first failure, so presence and
 * type checks are registered first (as in auth.dto.ts).
 */

/** A required short text with its message. */
function RequiredText(message: string): PropertyDecorator {
  return (target, key) => {
    Transform(trimText)(target, key);
    IsString({ message })(target, key);
    IsNotEmpty({ message })(target, key);
    MaxLength(SUBMISSION_TEXT_MAX_LENGTH, { message: SUBMISSION_MESSAGES.tooLong })(target, key);
  };
}

/** An optional text: empty counts as absent. */
function OptionalText(max: number, message: string): PropertyDecorator {
  return (target, key) => {
    Transform(blankAsAbsent)(target, key);
    IsOptional()(target, key);
    IsString({ message })(target, key);
    MaxLength(max, { message })(target, key);
  };
}

/** A text that may be left out, but when sent must not be blank (an admin's override of a required field). */
function OptionalRequiredText(message: string): PropertyDecorator {
  return (target, key) => {
    Transform(trimText)(target, key);
    IsOptional()(target, key);
    IsString({ message })(target, key);
    IsNotEmpty({ message })(target, key);
    MaxLength(SUBMISSION_TEXT_MAX_LENGTH, { message: SUBMISSION_MESSAGES.tooLong })(target, key);
  };
}

/** An optional list whose values come from one of the spec's enumerations. */
function OptionalListOf(values: readonly string[], message: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsArray({ message })(target, key);
    ArrayMaxSize(values.length, { message })(target, key);
    IsIn(values, { each: true, message })(target, key);
  };
}

/** An optional whole number in a range; null or empty counts as absent, and "20,000" is 20000. */
function OptionalInt(min: number | null, max: number | null, message: string): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (value === '' ? undefined : typeof value === 'string' ? parseWholeNumber(value) : value))(target, key);
    IsOptional()(target, key);
    IsInt({ message })(target, key);
    if (min !== null) Min(min, { message })(target, key);
    if (max !== null) Max(max, { message })(target, key);
  };
}

/** The Submit Company form (docs/data-model.md#transfer-shapes, docs/api-contract.md#form-rules). */
export class SubmitCompanyDto {
  @ApiProperty({ maxLength: SUBMISSION_TEXT_MAX_LENGTH }) @RequiredText(SUBMISSION_MESSAGES.name) name!: string;

  @ApiProperty({ enum: COMPANY_TYPES })
  @IsIn(COMPANY_TYPES, { message: SUBMISSION_MESSAGES.type })
  type!: CompanyType;

  @ApiProperty({ example: 'Basel' }) @RequiredText(SUBMISSION_MESSAGES.location) location!: string;
  @ApiProperty({ example: 'Switzerland' }) @RequiredText(SUBMISSION_MESSAGES.country) country!: string;

  @ApiPropertyOptional({ maxLength: SUBMISSION_DESCRIPTION_MAX_LENGTH })
  @OptionalText(SUBMISSION_DESCRIPTION_MAX_LENGTH, SUBMISSION_MESSAGES.descriptionTooLong)
  description?: string;

  @ApiPropertyOptional({ description: 'A website address; stored with https:// when sent without a scheme ("www.example.com")', maxLength: SUBMISSION_TEXT_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? (normaliseWebsite(value) ?? undefined) : value))
  @IsOptional()
  @IsString({ message: SUBMISSION_MESSAGES.website })
  @MaxLength(SUBMISSION_TEXT_MAX_LENGTH, { message: SUBMISSION_MESSAGES.tooLong })
  @Matches(WEBSITE_PATTERN, { message: SUBMISSION_MESSAGES.website })
  website?: string;

  @ApiPropertyOptional({
    description: "Required by the form; sent empty by the Submit Review screen's new-company panel, then the member's account email is used (docs/decisions/0013)",
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsString({ message: SUBMISSION_MESSAGES.contactEmail })
  @Matches(EMAIL_PATTERN, { message: SUBMISSION_MESSAGES.contactEmail })
  @MaxLength(SUBMISSION_EMAIL_MAX_LENGTH, { message: SUBMISSION_MESSAGES.contactEmail })
  contactEmail?: string;

  @ApiPropertyOptional() @OptionalText(SUBMISSION_TEXT_MAX_LENGTH, SUBMISSION_MESSAGES.tooLong) contactName?: string;
  @ApiPropertyOptional() @OptionalText(SUBMISSION_TEXT_MAX_LENGTH, SUBMISSION_MESSAGES.tooLong) contactTitle?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @OptionalInt(1, EMPLOYEE_COUNT_MAX, SUBMISSION_MESSAGES.employeeCount)
  employeeCount?: number;

  // The range (FOUNDED_YEAR_MIN to the current year) is the use case's, which reads the clock.
  @ApiPropertyOptional({
    type: 'integer',
    minimum: FOUNDED_YEAR_MIN,
    description: 'Up to the current year; outside: "Founded year must be between 1900 and <current year>"',
  })
  @OptionalInt(null, null, SUBMISSION_MESSAGES.foundedYear)
  foundedYear?: number;

  @ApiPropertyOptional({ enum: SERVICES, isArray: true })
  @OptionalListOf(SERVICES, SUBMISSION_MESSAGES.services)
  services?: string[];

  @ApiPropertyOptional({ enum: THERAPEUTIC_AREAS, isArray: true })
  @OptionalListOf(THERAPEUTIC_AREAS, SUBMISSION_MESSAGES.therapeuticAreas)
  therapeuticAreas?: string[];

  @ApiPropertyOptional({ enum: SERVICE_LOCATIONS, isArray: true })
  @OptionalListOf(SERVICE_LOCATIONS, SUBMISSION_MESSAGES.serviceLocations)
  serviceLocations?: string[];

  @ApiPropertyOptional({ enum: MOLECULE_TYPES, isArray: true, description: 'Modalities the company works with' })
  @OptionalListOf(MOLECULE_TYPES, SUBMISSION_MESSAGES.moleculeTypes)
  moleculeTypes?: string[];

  @ApiPropertyOptional({ enum: DEVELOPMENT_PHASES, isArray: true })
  @OptionalListOf(DEVELOPMENT_PHASES, SUBMISSION_MESSAGES.developmentPhases)
  developmentPhases?: string[];
}

/** A stored submission as its submitter sees it. */
export class SubmissionSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: COMPANY_TYPES, nullable: true }) type!: CompanyType | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** 201 answer of POST /api/company-submissions: the Submit Review screen reads `submission.id`. */
export class SubmissionCreatedDto {
  @ApiProperty({ type: SubmissionSummaryDto }) submission!: SubmissionSummaryDto;
}

/** 201 answer of the document upload. */
export class DocumentUploadedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pdf', 'jpg', 'png'], description: 'Detected from the content' }) documentType!: string;
}

/** A listed company that may be the same as the submitted one. */
export class PossibleDuplicateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/** GET /api/company-submissions/possible-duplicates: what the member has typed so far. */
export class PossibleDuplicatesQueryDto {
  @ApiPropertyOptional({ maxLength: SUBMISSION_TEXT_MAX_LENGTH, description: 'The company name typed' })
  @OptionalText(SUBMISSION_TEXT_MAX_LENGTH, SUBMISSION_MESSAGES.tooLong)
  name?: string;

  @ApiPropertyOptional({ maxLength: SUBMISSION_TEXT_MAX_LENGTH, description: 'The website typed, with or without a scheme' })
  @OptionalText(SUBMISSION_TEXT_MAX_LENGTH, SUBMISSION_MESSAGES.tooLong)
  website?: string;
}

/** Paging of GET /api/admin/company-submissions; the total pending is in X-Total-Count. */
/** A pending submission in the admin's Company Submissions tab. */
export class AdminCompanySubmissionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: '`person`, or `discovery:<source name>` for a company found by discovery', example: 'person' }) source!: string;
  @ApiProperty({ enum: ['person', 'discovery'] }) sourceKind!: 'person' | 'discovery';
  @ApiProperty({ type: String, nullable: true, description: "The submitting member's account email" }) submitterEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) submitterName!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: COMPANY_TYPES, nullable: true }) type!: CompanyType | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) contactEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) contactName!: string | null;
  @ApiProperty({ type: String, nullable: true }) contactTitle!: string | null;
  @ApiProperty({ type: Number, nullable: true }) employeeCount!: number | null;
  @ApiProperty({ type: Number, nullable: true }) foundedYear!: number | null;
  @ApiProperty({ type: [String] }) services!: string[];
  @ApiProperty({ type: [String] }) therapeuticAreas!: string[];
  @ApiProperty({ type: [String] }) serviceLocations!: string[];
  @ApiProperty({ type: [String] }) moleculeTypes!: string[];
  @ApiProperty({ type: [String] }) developmentPhases!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Facts a discovery source reported beyond the form fields (ticker, inception, source URL)',
  })
  discoveredFacts!: Record<string, unknown> | null;
  @ApiProperty({ description: 'A verification document can be downloaded' }) hasDocument!: boolean;
  @ApiProperty({ type: [PossibleDuplicateDto], description: 'Listed companies with the same normalised name or website host' })
  possibleDuplicates!: PossibleDuplicateDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** An admin's decision on a company submission. */
export class ModerateCompanySubmissionDto extends ModerationDecisionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'submissionId must be a submission id' })
  submissionId!: string;

  @ApiPropertyOptional({ maxLength: SUBMISSION_DESCRIPTION_MAX_LENGTH, description: 'Stored and mailed to the submitter when rejected; the notes are never mailed' })
  @OptionalText(SUBMISSION_DESCRIPTION_MAX_LENGTH, SUBMISSION_MESSAGES.rejectionReasonTooLong)
  rejectionReason?: string;

  @ApiPropertyOptional({ enum: COMPANY_TYPES, description: 'On approval: the company type to list, for a submission without one (or to correct it)' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(COMPANY_TYPES, { message: SUBMISSION_MESSAGES.type })
  type?: CompanyType;

  @ApiPropertyOptional({ maxLength: SUBMISSION_TEXT_MAX_LENGTH, description: 'On approval: the location to list, for a submission without one' })
  @OptionalRequiredText(SUBMISSION_MESSAGES.location)
  location?: string;

  @ApiPropertyOptional({ maxLength: SUBMISSION_TEXT_MAX_LENGTH, description: 'On approval: the country to list, for a submission without one' })
  @OptionalRequiredText(SUBMISSION_MESSAGES.country)
  country?: string;
}

/** The answer of every moderate-* endpoint (docs/api-contract.md#contract-details). */
export class SubmissionModerationResultDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['approved', 'rejected'] }) status!: string;
}

/** POST /api/admin/merge-company-submission: the proposal is the listed company `companyId`. */
export class MergeCompanySubmissionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'submissionId must be a submission id' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid', description: 'The listed company the proposal is' })
  @IsUUID('all', { message: 'companyId must be a company id' })
  companyId!: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(2000, { message: 'notes must be at most 2000 characters' })
  @IsString({ message: 'notes must be text' })
  notes?: string;
}

/** The merged submission: closed as a duplicate of the company, with how many held reviews entered its moderation. */
export class SubmissionMergedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['duplicate'] }) status!: 'duplicate';
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty({ description: 'Reviews held for the proposal that now wait for moderation for the company' }) releasedReviews!: number;
}
