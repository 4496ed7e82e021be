import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CompanySiteViewDto, RegulatoryRecordDto, StatedFactDto } from './company-evidence.dto';
import { DIRECTORY_FILTERS, UNSTATED_FILTER_NAMES, unstatedParameter, type UnstatedFilterName } from '../../domain/directory/directory-filters';
import { FACET_DIMENSIONS, type FacetDimension } from '../../domain/directory/facet-counts';
import { COMPANY_SIZES, COMPANY_TYPES } from '../../domain/directory/taxonomy';
import { RATING_MAX, RATING_MIN, type RatingCategory, type Ratings } from '../../domain/reviews/rating-categories';
import { ApiRatingCategoryProperties } from '../reviews/rating-properties';
import { ReviewContextDto } from '../reviews/review-context.dto';

// The category fields' types: ApiRatingCategoryProperties documents them.
export interface AverageRatingsDto extends Ratings {}

/**
 * Averages out of 10 at full precision; null where no approved review rated the category. In a company's JSON the
 * eight categories are null too while it has fewer than 3 approved user reviews (anonymity threshold).
 */
@ApiRatingCategoryProperties({ type: Number, nullable: true })
export class AverageRatingsDto {
  @ApiProperty({ type: Number, nullable: true, description: "Mean over approved reviews of each review's mean rating." })
  overall!: number | null;
}

export interface RatingCountsDto extends Record<RatingCategory, number | null> {}

/**
 * How many approved reviews rated each category (the evidence behind each average). Every category is null (not 0)
 * while the company has fewer than 3 approved user reviews: its category scores are then not public.
 */
@ApiRatingCategoryProperties({ type: Number, nullable: true, description: 'null below the anonymity threshold (3 approved user reviews)' })
export class RatingCountsDto {
  @ApiProperty() overall!: number;
}

export interface RatingDistributionsDto extends Record<RatingCategory, number[]> {}

/** How many approved reviews gave each rating: ten counts per category, for ratings 1 to 10 in order. */
@ApiRatingCategoryProperties({ type: [Number], minItems: 10, maxItems: 10 })
export class RatingDistributionsDto {}

/** A public page that backs a company's facts (docs/company-facts.md#sources). */
export class CompanySourceDto {
  @ApiProperty({ format: 'uri' }) url!: string;
  @ApiProperty() title!: string;
}

/** A directory card (docs/directory.md#company-fields). Lists are empty where a fact is unknown. */
export class CompanyCardDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: COMPANY_TYPES }) type!: string;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) logoUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ description: 'Headquarters city' }) location!: string;
  @ApiProperty({ description: 'Headquarters country' }) country!: string;
  @ApiProperty({ type: Boolean, nullable: true }) globalPresence!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) publiclyTraded!: boolean | null;
  @ApiProperty({ type: String, nullable: true }) stockSymbol!: string | null;
  @ApiProperty({ type: [String] }) serviceLocations!: string[];
  @ApiProperty({ type: Number, nullable: true, description: 'Approximate number of employees' }) employeeCount!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '1,001-10,000' }) employeeRange!: string | null;
  @ApiProperty({ type: Number, nullable: true }) foundedYear!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Annual revenue, millions of US dollars' }) revenueUsd!: number | null;
  @ApiProperty({ type: String, nullable: true }) revenueRange!: string | null;
  @ApiProperty({ type: [String] }) services!: string[];
  @ApiProperty({ type: [String] }) therapeuticAreas!: string[];
  @ApiProperty({ type: [String] }) moleculeTypes!: string[];
  @ApiProperty({ type: [String] }) developmentPhases!: string[];
  @ApiProperty({ enum: COMPANY_SIZES, nullable: true }) size!: string | null;
  @ApiProperty({ type: [String], description: 'Former, brand and parent names (docs/directory.md); may be empty' }) aliases!: string[];
  @ApiProperty({ description: 'Approved reviews' }) reviewCount!: number;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day (UTC) of the newest approved review, never its time' })
  lastReviewDate!: string | null;
  @ApiProperty({ type: AverageRatingsDto }) averageRatings!: AverageRatingsDto;
  @ApiProperty({ type: RatingCountsDto }) ratingCounts!: RatingCountsDto;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Evidence-weighted overall, out of 10: (C·m + n·avg) / (C + n) with C, m from GET /api/methodology and n = ratingCounts.overall (docs/directory.md); null without ratings',
  })
  rankScore!: number | null;
}

/** The share of "would recommend" answers that said yes, shown from 3 answers (issue 12). */
export class WouldRecommendDto {
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Yes answers / answers' }) share!: number;
  @ApiProperty({ minimum: 3, description: 'Reviews that answered the question' }) answers!: number;
}

/** A company's full profile. */
export class CompanyDetailDto extends CompanyCardDto {
  @ApiProperty({ type: [String], description: 'Names it went by that another company may share (a former parent’s name)' }) formerNames!: string[];
  @ApiProperty({ type: [CompanySiteViewDto], nullable: true, description: 'Its sites; null when not stated' }) sites!: CompanySiteViewDto[] | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Largest single bioreactor, liters; null when not stated' }) maxBioreactorLiters!: number | null;
  @ApiProperty({ type: [StatedFactDto], description: 'Facts shown as "stated by the company", with the day approved' }) statedFacts!: StatedFactDto[];
  @ApiProperty({ type: RegulatoryRecordDto }) regulatoryRecord!: RegulatoryRecordDto;
  @ApiProperty({ type: String, nullable: true }) parentCompany!: string | null;
  @ApiProperty({ enum: ['listed', 'subsidiary', 'private-equity', 'independent'], nullable: true, description: 'Who controls the company; null when unknown' })
  ownership!: string | null;
  @ApiProperty({ type: [String] }) officeLocations!: string[];
  @ApiProperty({ type: [String] }) certifications!: string[];
  @ApiProperty({ type: [String] }) regulatoryExpertise!: string[];
  @ApiProperty({
    type: RatingDistributionsDto,
    nullable: true,
    description: `Approved reviews per rating ${RATING_MIN}-${RATING_MAX}, per category; null while the company has fewer than 3 approved user reviews`,
  })
  ratingDistributions!: RatingDistributionsDto | null;
  @ApiProperty({ type: [CompanySourceDto], description: 'The public pages the facts come from (docs/company-facts.md#sources)' }) sources!: CompanySourceDto[];
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'When the facts were last checked against the sources' })
  verifiedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When an admin unlisted it; only admins read an unlisted company, so null for everyone else',
  })
  unlistedAt!: string | null;
  @ApiProperty({ type: WouldRecommendDto, nullable: true, description: 'null below 3 answers' }) wouldRecommend!: WouldRecommendDto | null;
}

/** Counts per option of one facet: `{ value: companies }`. */
const FACET_SCHEMA = { type: 'object', additionalProperties: { type: 'integer' } } as const;

/**
 * Per filter with the switch `<filter>Unstated`: the companies matching every other active filter that list no
 * value for it; with values chosen, exactly the companies the switch adds.
 */
export class UnstatedCountsDto {}

for (const name of UNSTATED_FILTER_NAMES) {
  ApiProperty({
    type: 'integer',
    description: `Companies matching every other active filter that state no ${name}: what ${unstatedParameter(name)}=true adds`,
  })(UnstatedCountsDto.prototype, name);
}

// One field per facet (FACET_DIMENSIONS), documented below.
export interface CompanyFacetsDto extends Record<FacetDimension, Record<string, number>> {}

/**
 * The directory's facet counts: per facet (a filter declared with one), how many companies match every other
 * active filter with that option chosen. Every known option appears, with 0 where none match. A broader option
 * (Biologics) counts the companies listing it or a value under it, each once.
 */
export class CompanyFacetsDto {
  @ApiProperty({ type: UnstatedCountsDto }) unstated!: Record<UnstatedFilterName, number>;
}

for (const dimension of FACET_DIMENSIONS) {
  const known: readonly string[] = DIRECTORY_FILTERS[dimension].facet?.knownOptions ?? [];
  ApiProperty({
    ...FACET_SCHEMA,
    description: known.length > 0 ? `Every option of ${dimension}: ${known.join(', ')}` : `Every ${dimension} present in the directory, most companies first`,
  })(CompanyFacetsDto.prototype, dimension);
}

/** The platform means behind every evidence-weighted score, out of 10; null where nothing was rated. */
export class PlatformMeansDto extends AverageRatingsDto {}

/** The figures of the scoring methodology (docs/directory.md), so any score can be recomputed. */
export class ScoringMethodologyDto {
  @ApiProperty({ description: 'C: reviews of prior evidence at the platform mean', example: 5 }) priorWeight!: number;
  @ApiProperty({ type: PlatformMeansDto, description: 'm per dimension: the mean over all approved reviews' }) platformMeans!: PlatformMeansDto;
}

/** A vendor's public answer to a review. */
export class ReviewResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() response!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: "The responding vendor's company" }) companyName!: string;
}

/**
 * An approved review as the public sees it: no author, account or moderation data. While the company has fewer
 * than 3 approved user reviews, reviewerRole, organizationType, projectSize, projectDuration, workTimeframe,
 * therapeuticArea, moleculeType and developmentPhase are null; pros, cons and comments follow the text gating.
 */
export class PublicReviewDto extends ReviewContextDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['user', 'industry_intelligence'] }) reviewType!: string;
  @ApiProperty({ enum: COMPANY_TYPES }) serviceType!: string;
  @ApiProperty({ enum: ['project', 'rfp'] }) experienceType!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['Small', 'Medium', 'Large'] }) projectSize!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['< 6 months', '6-12 months', '> 12 months'] }) projectDuration!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['Within 2 years', '2-5 years ago', '5-10 years ago', 'Over 10 years ago'] }) workTimeframe!: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 10 }) technicalExpertise!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 10 }) projectManagement!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 10 }) communication!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 10 }) timeline!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 10 }) pricing!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 10 }) changeOrders!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 10 }) contractNegotiation!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 10 }) regulatoryCompliance!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'null when locked' }) comments!: string | null;
  @ApiProperty({
    description:
      'Text (comments, pros, cons) withheld by the free-plan preview: only the 2 newest reviews show text to visitors and free members, whatever the sort or filter.',
  })
  locked!: boolean;
  @ApiProperty({ type: String, nullable: true }) intelligenceSource!: string | null;
  @ApiProperty({ type: String, nullable: true }) sourceUrl!: string | null;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true }) sourceDate!: string | null;
  @ApiProperty({ format: 'date', description: 'The day (UTC) the review was written, never its time' }) createdAt!: string;
  @ApiProperty({ description: 'Generated demo data, labelled "Demo review"' }) isDemo!: boolean;
  @ApiProperty({
    description: 'Written through the provider\'s invitation to its client, labelled "Invited by the provider"; moderated and counted like any other review',
  })
  invitedByVendor!: boolean;
  @ApiProperty({
    description: 'Written by the buyer who awarded the company an RFP, after the award, labelled "Verified engagement"; moderated and counted like any other review',
  })
  verifiedEngagement!: boolean;
  @ApiProperty({ type: [ReviewResponseDto] }) responses!: ReviewResponseDto[];
}
