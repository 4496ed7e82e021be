import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EMPLOYEE_COUNT_MAX, normaliseWebsite, parseWholeNumber, WEBSITE_PATTERN } from '../../domain/company-submissions/submission-rules';
import {
  BIOREACTOR_LITERS_MAX,
  COMPANY_ALIASES_MAX,
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_FACT_MESSAGES,
  COMPANY_REVENUE_MAX,
  COMPANY_SITES_MAX,
  COMPANY_TEXT_MAX_LENGTH,
  SITE_CAPABILITIES,
} from '../../domain/directory/company-fact-rules';
import { COUNTRIES } from '../../domain/directory/regions';
import { DATASET_EARLIEST_FOUNDED_YEAR } from '../../domain/directory/dataset-company';
import type { ManagedCompanySummary } from '../../domain/directory/managed-companies.port';
import { LISTING_FILTERS, type ListingFilter } from '../../domain/directory/managed-companies.port';
import { COMPANY_TYPES, DEVELOPMENT_PHASES, MOLECULE_TYPES, SERVICE_LOCATIONS, SERVICES, THERAPEUTIC_AREAS, type CompanyType } from '../../domain/directory/taxonomy';
import { blankAsAbsent, trimText } from '../http/field-decorators';
import { QueuePageQueryDto } from '../moderation/moderation-queue';

/*
 * class-validator registers stacked decorators bottom-up and reports the first failure (stopAtFirstError), so
 * the presence and type checks come last in each helper (as in company-submission.dto.ts).
 */

/** Blank text is null: "no value" for a nullable fact. */
const blankAsNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value);

/** A fact that, when sent, must have a value (name, location, country). */
function PresentText(message: string): PropertyDecorator {
  return (target, key) => {
    Transform(trimText)(target, key);
    ValidateIf((_object, value) => value !== undefined)(target, key);
    MaxLength(COMPANY_TEXT_MAX_LENGTH, { message: COMPANY_FACT_MESSAGES.tooLong })(target, key);
    IsNotEmpty({ message })(target, key);
    IsString({ message })(target, key);
  };
}

/** A fact that may be cleared with null (or blank text). */
function NullableText(max: number, message: string): PropertyDecorator {
  return (target, key) => {
    Transform(blankAsNull)(target, key);
    IsOptional()(target, key);
    MaxLength(max, { message })(target, key);
    IsString({ message })(target, key);
  };
}

/** A list of values of one vocabulary. */
function ListOf(values: readonly string[]): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: values, isArray: true })(target, key);
    ValidateIf((_object, value) => value !== undefined)(target, key);
    IsIn(values, { each: true, message: COMPANY_FACT_MESSAGES.list })(target, key);
    ArrayMaxSize(values.length, { message: COMPANY_FACT_MESSAGES.list })(target, key);
    IsArray({ message: COMPANY_FACT_MESSAGES.list })(target, key);
  };
}

/** A yes/no fact that may be unknown (null). */
function NullableBoolean(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: Boolean, nullable: true })(target, key);
    IsOptional()(target, key);
    IsBoolean({ message: COMPANY_FACT_MESSAGES.yesNo })(target, key);
  };
}

/** A list of names (aliases, former names): up to COMPANY_ALIASES_MAX, each non-blank text. */
function NameList(message: string, description: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: [String], maxItems: COMPANY_ALIASES_MAX, description })(target, key);
    ValidateIf((_object, value) => value !== undefined)(target, key);
    MaxLength(COMPANY_TEXT_MAX_LENGTH, { each: true, message: COMPANY_FACT_MESSAGES.tooLong })(target, key);
    IsNotEmpty({ each: true, message })(target, key);
    IsString({ each: true, message })(target, key);
    ArrayMaxSize(COMPANY_ALIASES_MAX, { message })(target, key);
    IsArray({ message })(target, key);
  };
}

/** One site of a company: city, country (as the directory names countries) and what it does. */
export class CompanySiteDto {
  @ApiProperty({ maxLength: COMPANY_TEXT_MAX_LENGTH })
  @Transform(trimText)
  @MaxLength(COMPANY_TEXT_MAX_LENGTH, { message: COMPANY_FACT_MESSAGES.tooLong })
  @IsNotEmpty({ message: COMPANY_FACT_MESSAGES.siteCity })
  @IsString({ message: COMPANY_FACT_MESSAGES.siteCity })
  city!: string;

  @ApiProperty({ description: 'A country of the directory, in English (e.g. Germany)' })
  @IsIn(COUNTRIES, { message: COMPANY_FACT_MESSAGES.siteCountry })
  country!: string;

  @ApiProperty({ enum: SITE_CAPABILITIES, isArray: true, nullable: true, description: 'Services and modalities of the site; null when not stated' })
  @IsOptional()
  @IsIn(SITE_CAPABILITIES, { each: true, message: COMPANY_FACT_MESSAGES.siteCapabilities })
  @ArrayMaxSize(SITE_CAPABILITIES.length, { message: COMPANY_FACT_MESSAGES.siteCapabilities })
  @IsArray({ message: COMPANY_FACT_MESSAGES.siteCapabilities })
  capabilities!: string[] | null;
}

/**
 * PATCH /api/admin/companies/{id}: the facts of docs/data-and-discovery.md to change; absent fields stay, null clears a
 * nullable one. The result is then checked with the dataset's rules (vocabulary, years, bands, URLs).
 */
export class EditCompanyDto {
  @ApiPropertyOptional({ maxLength: COMPANY_TEXT_MAX_LENGTH }) @PresentText(COMPANY_FACT_MESSAGES.name) name?: string;

  @ApiPropertyOptional({ enum: COMPANY_TYPES })
  @ValidateIf((_object, value) => value !== undefined)
  @IsIn(COMPANY_TYPES, { message: COMPANY_FACT_MESSAGES.type })
  type?: CompanyType;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Stored with https:// when sent without a scheme' })
  @Transform(({ value }) => (typeof value === 'string' ? normaliseWebsite(value) : value))
  @IsOptional()
  @Matches(WEBSITE_PATTERN, { message: COMPANY_FACT_MESSAGES.website })
  @MaxLength(COMPANY_TEXT_MAX_LENGTH, { message: COMPANY_FACT_MESSAGES.tooLong })
  @IsString({ message: COMPANY_FACT_MESSAGES.website })
  website?: string | null;

  @ApiPropertyOptional({ description: 'Headquarters city' }) @PresentText(COMPANY_FACT_MESSAGES.location) location?: string;
  @ApiPropertyOptional() @PresentText(COMPANY_FACT_MESSAGES.country) country?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: COMPANY_DESCRIPTION_MAX_LENGTH })
  @NullableText(COMPANY_DESCRIPTION_MAX_LENGTH, COMPANY_FACT_MESSAGES.descriptionTooLong)
  description?: string | null;

  // The range (the dataset's earliest year to the current year) is the use case's, which reads the clock.
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: DATASET_EARLIEST_FOUNDED_YEAR,
    description: 'Up to the current year; outside: "Founded year must be between 1800 and <current year>"',
  })
  @IsOptional()
  @IsInt({ message: COMPANY_FACT_MESSAGES.foundedYear })
  foundedYear?: number | null;

  @NullableBoolean() publiclyTraded?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @NullableText(COMPANY_TEXT_MAX_LENGTH, COMPANY_FACT_MESSAGES.tooLong)
  stockSymbol?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @NullableText(COMPANY_TEXT_MAX_LENGTH, COMPANY_FACT_MESSAGES.tooLong)
  parentCompany?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, description: '"20,000" is read as 20000' })
  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : parseWholeNumber(value)) : value))
  @IsOptional()
  @Max(EMPLOYEE_COUNT_MAX, { message: COMPANY_FACT_MESSAGES.employeeCount })
  @Min(1, { message: COMPANY_FACT_MESSAGES.employeeCount })
  @IsInt({ message: COMPANY_FACT_MESSAGES.employeeCount })
  employeeCount?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'A published headcount band (1-50 … 10,001+), only when the count is unknown' })
  @NullableText(COMPANY_TEXT_MAX_LENGTH, COMPANY_FACT_MESSAGES.tooLong)
  employeeRange?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Annual revenue, millions of US dollars' })
  @IsOptional()
  @Max(COMPANY_REVENUE_MAX, { message: COMPANY_FACT_MESSAGES.revenueUsd })
  @IsPositive({ message: COMPANY_FACT_MESSAGES.revenueUsd })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: COMPANY_FACT_MESSAGES.revenueUsd })
  revenueUsd?: number | null;

  @NullableBoolean() globalPresence?: boolean | null;

  @ListOf(SERVICES) services?: string[];
  @ListOf(THERAPEUTIC_AREAS) therapeuticAreas?: string[];
  @ListOf(MOLECULE_TYPES) moleculeTypes?: string[];
  @ListOf(DEVELOPMENT_PHASES) developmentPhases?: string[];
  @ListOf(SERVICE_LOCATIONS) serviceLocations?: string[];

  @ApiPropertyOptional({ type: [CompanySiteDto], nullable: true, maxItems: COMPANY_SITES_MAX, description: 'Sites; null when not stated' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => CompanySiteDto)
  @ArrayMaxSize(COMPANY_SITES_MAX, { message: COMPANY_FACT_MESSAGES.sites })
  @IsArray({ message: COMPANY_FACT_MESSAGES.sites })
  sites?: CompanySiteDto[] | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: BIOREACTOR_LITERS_MAX, description: 'Largest single bioreactor, liters (manufacturers)' })
  @IsOptional()
  @Max(BIOREACTOR_LITERS_MAX, { message: COMPANY_FACT_MESSAGES.maxBioreactorLiters })
  @Min(1, { message: COMPANY_FACT_MESSAGES.maxBioreactorLiters })
  @IsInt({ message: COMPANY_FACT_MESSAGES.maxBioreactorLiters })
  maxBioreactorLiters?: number | null;

  @NameList(COMPANY_FACT_MESSAGES.aliases, 'Brand and former names unique to this company (a buyer may type them)') aliases?: string[];

  @NameList(COMPANY_FACT_MESSAGES.formerNames, 'Former names another company may share (a former parent’s name)') formerNames?: string[];
}

/** POST /api/admin/companies/{id}/unlist and /relist: why, for the audit log. */
export class ChangeListingDto {
  @ApiPropertyOptional({ maxLength: 2000 })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(2000, { message: COMPANY_FACT_MESSAGES.reasonTooLong })
  @IsString({ message: COMPANY_FACT_MESSAGES.reasonTooLong })
  reason?: string;
}

/** Whether the company is listed after the change. */
export class CompanyListingStateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() listed!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unlistedAt!: string | null;
}

/** GET /api/admin/companies: a name search over every company, listed or not, paged like the queues. */
export class ManagedCompaniesQueryDto extends QueuePageQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Name, alias or parent company (typo-tolerant, like the directory search)' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({ enum: LISTING_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(LISTING_FILTERS, { message: `listing must be one of ${LISTING_FILTERS.join(', ')}` })
  listing?: ListingFilter;
}

/** A company in the admin's company search. */
export class ManagedCompanyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: COMPANY_TYPES }) type!: CompanyType;
  @ApiProperty() location!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty() reviewCount!: number;
  @ApiProperty() listed!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unlistedAt!: string | null;
}

export const presentManagedCompany = (company: ManagedCompanySummary): ManagedCompanyDto => ({
  id: company.id,
  name: company.name,
  type: company.type,
  location: company.location,
  country: company.country,
  website: company.website,
  reviewCount: company.reviewCount,
  listed: company.unlistedAt === null,
  unlistedAt: company.unlistedAt?.toISOString() ?? null,
});
