import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  COMPANY_TYPES,
  DEVELOPMENT_PHASES,
  MOLECULE_TYPES,
  REGIONS,
  SERVICE_LOCATIONS,
  THERAPEUTIC_AREAS,
  type CompanyType,
  type DevelopmentPhase,
  type MoleculeType,
  type Region,
  type TherapeuticArea,
} from '../../domain/directory/taxonomy';
import { FIT_CRITERIA, type FitCriterion, type FitStatus } from '../../domain/matching/project-fit';
import {
  MATCH_MESSAGES,
  PROJECT_BUDGETS,
  PROJECT_SCALES,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_TIMELINES,
  PROJECT_TYPES,
  WEIGHT_MAX,
  WEIGHT_MIN,
  type ProjectBudget,
  type ProjectScale,
  type ProjectTimeline,
  type ProjectType,
} from '../../domain/matching/project-requirements';
import { RATING_CATEGORIES } from '../../domain/reviews/rating-categories';
import { AverageRatingsDto, RatingCountsDto } from '../companies/company.dto';
import { blankAsAbsent, Choice, OptionalChoice } from '../http/field-decorators';

/** One importance weight: a required integer 1-5. */
function WeightField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: Number, minimum: WEIGHT_MIN, maximum: WEIGHT_MAX, example: 3 })(target, key);
    Max(WEIGHT_MAX, { message: MATCH_MESSAGES.weight })(target, key);
    Min(WEIGHT_MIN, { message: MATCH_MESSAGES.weight })(target, key);
    IsInt({ message: MATCH_MESSAGES.weight })(target, key);
  };
}

/** Regions, and the service-location names earlier clients sent for them ("Asia Pacific" reads as Asia). */
const GEOGRAPHIES = [...new Set<string>([...REGIONS, ...SERVICE_LOCATIONS])];

/**
 * A buyer's project requirements. Therapeutic area, geography, modality, phase and scale are optional fit
 * criteria; the budget and timeline are kept with the run only (docs/matching-and-projects.md).
 */
export class ProjectMatchRequestDto {
  @Choice(PROJECT_TYPES, MATCH_MESSAGES.projectType) projectType!: ProjectType;
  @Choice(PROJECT_TIMELINES, MATCH_MESSAGES.timeline) timeline!: ProjectTimeline;
  @OptionalChoice(PROJECT_BUDGETS, MATCH_MESSAGES.budget) budget?: ProjectBudget;
  @OptionalChoice(THERAPEUTIC_AREAS, MATCH_MESSAGES.therapeuticArea) therapeuticArea?: TherapeuticArea;
  @OptionalChoice(GEOGRAPHIES, MATCH_MESSAGES.geography) geography?: Region | 'Asia Pacific';
  @OptionalChoice(MOLECULE_TYPES, MATCH_MESSAGES.moleculeType) moleculeType?: MoleculeType;
  @OptionalChoice(DEVELOPMENT_PHASES, MATCH_MESSAGES.developmentPhase) developmentPhase?: DevelopmentPhase;
  /** `clinical` fits a company listing Phase I, II or III; `commercial` one listing Commercial. */
  @OptionalChoice(PROJECT_SCALES, MATCH_MESSAGES.scale) scale?: ProjectScale;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      "true: companies with an FDA warning letter confirmed as theirs within the regulatory record's coverage (GET /api/companies/{id} regulatoryRecord.coverage) are not candidates",
  })
  @IsOptional()
  @IsBoolean({ message: MATCH_MESSAGES.excludeFdaWarningLetters })
  excludeFdaWarningLetters?: boolean;

  @ApiPropertyOptional({ maxLength: PROJECT_NAME_MAX_LENGTH })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(PROJECT_NAME_MAX_LENGTH, { message: MATCH_MESSAGES.projectName })
  @IsString({ message: MATCH_MESSAGES.projectName })
  projectName?: string;

  @WeightField() technicalExpertiseWeight!: number;
  @WeightField() projectManagementWeight!: number;
  @WeightField() communicationWeight!: number;
  @WeightField() timelineWeight!: number;
  @WeightField() pricingWeight!: number;
  @WeightField() changeOrdersWeight!: number;
  @WeightField() contractNegotiationWeight!: number;
  @WeightField() regulatoryComplianceWeight!: number;
}

/** The requirement, echoed back: `id` is the stored run's (its page is /find-match/{id}), null for a visitor's run, which is not stored. */
export class ProjectRequirementDto extends ProjectMatchRequestDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

const CATEGORY_ENUM = [...RATING_CATEGORIES];

/** One category's share of a match score. */
export class ScoreContributionDto {
  @ApiProperty({ enum: CATEGORY_ENUM }) category!: (typeof RATING_CATEGORIES)[number];
  @ApiProperty({ description: 'Importance 1-5 the buyer gave it' }) weight!: number;
  @ApiProperty({ description: "The company's average, out of 10" }) average!: number;
  @ApiProperty({ description: 'Points it adds to the weighted score, out of 10' }) points!: number;
}

/** A category and the company's average in it. */
export class CategoryAverageDto {
  @ApiProperty({ enum: CATEGORY_ENUM }) category!: (typeof RATING_CATEGORIES)[number];
  @ApiProperty({ description: "The company's average, out of 10" }) average!: number;
}

/**
 * Why a company's weighted score is what it is. Empty (no contributors, strongest and weakest null) while the
 * company has fewer than 3 approved user reviews: its category scores are not public then.
 */
export class MatchExplanationDto {
  @ApiProperty({ type: [ScoreContributionDto], description: 'The three categories that contributed most, largest first; empty below the anonymity threshold' })
  topContributors!: ScoreContributionDto[];
  @ApiProperty({ type: CategoryAverageDto, nullable: true, description: 'Its highest-rated category' }) strongest!: CategoryAverageDto | null;
  @ApiProperty({ type: CategoryAverageDto, nullable: true, description: 'Its lowest-rated category (null with fewer than two rated)' })
  weakest!: CategoryAverageDto | null;
  @ApiProperty({ enum: CATEGORY_ENUM, isArray: true, description: 'Categories without ratings, left out of the score' })
  missingCategories!: (typeof RATING_CATEGORIES)[number][];
}

/** One fit criterion's verdict. */
export class FitResultDto {
  @ApiProperty({ enum: FIT_CRITERIA }) criterion!: FitCriterion;
  @ApiProperty({ enum: ['match', 'unknown', 'mismatch'], description: 'unknown: the company has not published the fact' }) status!: FitStatus;
  @ApiProperty({ example: 'Lists Oncology' }) detail!: string;
}

/** Percentiles 0-100 of a company's evidence-weighted averages among the listed companies with data; null where it has none (or, below the anonymity threshold, for every category). */
export class EvidencePercentilesDto {
  @ApiProperty({ type: Number, nullable: true }) overall!: number | null;
  @ApiProperty({ type: Number, nullable: true }) technicalExpertise!: number | null;
  @ApiProperty({ type: Number, nullable: true }) projectManagement!: number | null;
  @ApiProperty({ type: Number, nullable: true }) communication!: number | null;
  @ApiProperty({ type: Number, nullable: true }) timeline!: number | null;
  @ApiProperty({ type: Number, nullable: true }) pricing!: number | null;
  @ApiProperty({ type: Number, nullable: true }) changeOrders!: number | null;
  @ApiProperty({ type: Number, nullable: true }) contractNegotiation!: number | null;
  @ApiProperty({ type: Number, nullable: true }) regulatoryCompliance!: number | null;
}

/** One ranked provider: matches are ordered by matchScore desc, then reviewCount desc, then name. */
export class ProjectMatchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: COMPANY_TYPES }) type!: CompanyType;
  @ApiProperty() location!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: 'round(fitScore × (0.5 + 0.5 × e / 100)), e the evidenceScore or 50 without reviews: the number the order follows',
  })
  matchScore!: number;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'round(100 × (met + 0.5 × unknown) / given) over the criteria given; an unknown fact counts half' })
  fitScore!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 100,
    description:
      'Σ wᵢ·pctᵢ / Σ wᵢ over the categories with public data, pctᵢ the category percentile; the overall percentile below the anonymity threshold; null without reviews',
  })
  evidenceScore!: number | null;
  @ApiProperty({ enum: ['categories', 'overall', 'none'], description: "What evidenceScore rests on; 'none': no reviews yet, ranked on fit" })
  evidence!: 'categories' | 'overall' | 'none';
  @ApiProperty({ type: EvidencePercentilesDto }) percentiles!: EvidencePercentilesDto;
  @ApiProperty({ type: Number, nullable: true, description: 'Σ wᵢ·avgᵢ / Σ wᵢ over the public raw category averages, out of 10; null where none is public' })
  weightedScore!: number | null;
  @ApiProperty({ type: AverageRatingsDto }) averageRatings!: AverageRatingsDto;
  @ApiProperty({ type: RatingCountsDto }) ratingCounts!: RatingCountsDto;
  @ApiProperty() reviewCount!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Evidence-weighted overall, out of 10' }) rankScore!: number | null;
  @ApiProperty({ type: [FitResultDto], description: 'One verdict per criterion given; companies with a mismatch are left out' })
  fit!: FitResultDto[];
  @ApiProperty({ type: MatchExplanationDto }) explanation!: MatchExplanationDto;
}

/** The requirement echo and the ranked matches. */
export class ProjectMatchesDto {
  @ApiProperty({ type: ProjectRequirementDto }) requirement!: ProjectRequirementDto;
  @ApiProperty({ type: [ProjectMatchDto] }) matches!: ProjectMatchDto[];
  @ApiProperty({ description: 'Most matches shown: 3 for visitors and on the free plan, 25 on paid plans' }) limit!: number;
}

/** A company that does not fit the requirement: a criterion contradicts its facts, so it is no candidate. */
export class UnfittingCompanyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [FitResultDto], description: 'One verdict per criterion given, at least one a mismatch' }) fit!: FitResultDto[];
}

/** "Check Match Score": one company's score for the member's newest requirement, beside the top 3 for it. */
export class MatchScoreCheckDto {
  @ApiProperty({ type: ProjectRequirementDto }) requirement!: ProjectRequirementDto;
  @ApiProperty({ description: "False when a criterion contradicts the company's facts: then `match` and `rank` are null and `company` says why" })
  fits!: boolean;
  @ApiProperty({ type: ProjectMatchDto, nullable: true }) match!: ProjectMatchDto | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Its place among all candidates, 1 first' }) rank!: number | null;
  @ApiProperty({ type: UnfittingCompanyDto, nullable: true }) company!: UnfittingCompanyDto | null;
  @ApiProperty({ type: [ProjectMatchDto], description: 'The top 3 for the requirement, computed now' }) top!: ProjectMatchDto[];
}
