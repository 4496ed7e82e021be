import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
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
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_TIMELINES,
  PROJECT_TYPES,
  WEIGHT_MAX,
  WEIGHT_MIN,
  type ProjectBudget,
  type ProjectTimeline,
  type ProjectType,
} from '../../domain/matching/project-requirements';
import { RATING_CATEGORIES } from '../../domain/reviews/rating-categories';
import { AverageRatingsDto, RatingCountsDto } from '../companies/company.dto';
import { blankAsAbsent, Choice, OptionalChoice } from '../http/field-decorators';

/** One importance weight: a required integer 1-5 (DECISIONS §11 "Matching payload"). */
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
 * A buyer's project requirements (spec part 2 §3 "project_requirements", DECISIONS §7, §12). Therapeutic
 * area, geography, modality and phase are optional fit criteria; the budget is stored only.
 */
export class ProjectMatchRequestDto {
  @Choice(PROJECT_TYPES, MATCH_MESSAGES.projectType) projectType!: ProjectType;
  @Choice(PROJECT_TIMELINES, MATCH_MESSAGES.timeline) timeline!: ProjectTimeline;
  @OptionalChoice(PROJECT_BUDGETS, MATCH_MESSAGES.budget) budget?: ProjectBudget;
  @OptionalChoice(THERAPEUTIC_AREAS, MATCH_MESSAGES.therapeuticArea) therapeuticArea?: TherapeuticArea;
  @OptionalChoice(GEOGRAPHIES, MATCH_MESSAGES.geography) geography?: Region | 'Asia Pacific';
  @OptionalChoice(MOLECULE_TYPES, MATCH_MESSAGES.moleculeType) moleculeType?: MoleculeType;
  @OptionalChoice(DEVELOPMENT_PHASES, MATCH_MESSAGES.developmentPhase) developmentPhase?: DevelopmentPhase;

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

/** The stored requirement, echoed back. */
export class ProjectRequirementDto extends ProjectMatchRequestDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
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
 * Why a company scored as it did (DECISIONS §7, §12). Empty (no contributors, strongest and weakest null) while the
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

/** One fit criterion's verdict (DECISIONS §12). */
export class FitResultDto {
  @ApiProperty({ enum: FIT_CRITERIA }) criterion!: FitCriterion;
  @ApiProperty({ enum: ['match', 'unknown', 'mismatch'], description: 'unknown: the company has not published the fact' }) status!: FitStatus;
  @ApiProperty({ example: 'Lists Oncology' }) detail!: string;
}

/** One ranked provider (spec part 2 §3 "Match result"). */
export class ProjectMatchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: COMPANY_TYPES }) type!: CompanyType;
  @ApiProperty() location!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: 'round(10 × Σ wᵢ·adjᵢ / Σ wᵢ) over the rated categories, adjᵢ the evidence-weighted category average (DECISIONS §12)',
  })
  matchScore!: number;
  @ApiProperty({ description: 'Σ wᵢ·avgᵢ / Σ wᵢ over the rated categories, out of 10' }) weightedScore!: number;
  @ApiProperty({ type: AverageRatingsDto }) averageRatings!: AverageRatingsDto;
  @ApiProperty({ type: RatingCountsDto }) ratingCounts!: RatingCountsDto;
  @ApiProperty() reviewCount!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Evidence-weighted overall, out of 10' }) rankScore!: number | null;
  @ApiProperty({ type: [FitResultDto], description: 'One verdict per criterion given; companies with a mismatch are left out' })
  fit!: FitResultDto[];
  @ApiProperty({ type: MatchExplanationDto }) explanation!: MatchExplanationDto;
}

/** The requirement echo and the ranked matches (spec part 2 §7). */
export class ProjectMatchesDto {
  @ApiProperty({ type: ProjectRequirementDto }) requirement!: ProjectRequirementDto;
  @ApiProperty({ type: [ProjectMatchDto] }) matches!: ProjectMatchDto[];
  @ApiProperty({ description: "Most matches the member's plan shows: 3 on the free plan, 25 on paid plans" }) limit!: number;
}
