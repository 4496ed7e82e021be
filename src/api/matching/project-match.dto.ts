import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { COMPANY_TYPES, SERVICE_LOCATIONS, THERAPEUTIC_AREAS, type CompanyType, type ServiceLocation, type TherapeuticArea } from '../../domain/directory/taxonomy';
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

/** A buyer's project requirements (spec part 2 §3 "project_requirements", DECISIONS §7). */
export class ProjectMatchRequestDto {
  @Choice(PROJECT_TYPES, MATCH_MESSAGES.projectType) projectType!: ProjectType;
  @Choice(PROJECT_TIMELINES, MATCH_MESSAGES.timeline) timeline!: ProjectTimeline;
  @OptionalChoice(PROJECT_BUDGETS, MATCH_MESSAGES.budget) budget?: ProjectBudget;
  @OptionalChoice(THERAPEUTIC_AREAS, MATCH_MESSAGES.therapeuticArea) therapeuticArea?: TherapeuticArea;
  @OptionalChoice(SERVICE_LOCATIONS, MATCH_MESSAGES.geography) geography?: ServiceLocation;

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

/** Why a company scored as it did (DECISIONS §7). */
export class MatchExplanationDto {
  @ApiProperty({ type: [ScoreContributionDto], description: 'The three categories that contributed most, largest first' })
  topContributors!: ScoreContributionDto[];
  @ApiProperty({ enum: CATEGORY_ENUM, isArray: true, description: 'Categories without ratings, left out of the score' })
  missingCategories!: (typeof RATING_CATEGORIES)[number][];
}

/** One ranked provider (spec part 2 §3 "Match result"). */
export class ProjectMatchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: COMPANY_TYPES }) type!: CompanyType;
  @ApiProperty() location!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'round(weightedScore × 10)' }) matchScore!: number;
  @ApiProperty({ description: 'Σ wᵢ·avgᵢ / Σ wᵢ over the rated categories, out of 10' }) weightedScore!: number;
  @ApiProperty({ type: AverageRatingsDto }) averageRatings!: AverageRatingsDto;
  @ApiProperty({ type: RatingCountsDto }) ratingCounts!: RatingCountsDto;
  @ApiProperty() reviewCount!: number;
  @ApiProperty({ type: MatchExplanationDto }) explanation!: MatchExplanationDto;
}

/** The requirement echo and the ranked matches (spec part 2 §7). */
export class ProjectMatchesDto {
  @ApiProperty({ type: ProjectRequirementDto }) requirement!: ProjectRequirementDto;
  @ApiProperty({ type: [ProjectMatchDto] }) matches!: ProjectMatchDto[];
  @ApiProperty({ description: "Most matches the member's plan shows: 3 on the free plan, 25 on paid plans" }) limit!: number;
}
