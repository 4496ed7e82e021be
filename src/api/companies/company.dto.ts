import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COMPANY_SIZES, COMPANY_TYPES } from '../../domain/directory/taxonomy';
import { ReviewContextDto } from '../reviews/review-context.dto';

/** Averages out of 10 at full precision; null where no approved review rated the category. */
export class AverageRatingsDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Mean over approved reviews of each review\'s mean rating.' })
  overall!: number | null;
  @ApiProperty({ type: Number, nullable: true }) technicalExpertise!: number | null;
  @ApiProperty({ type: Number, nullable: true }) projectManagement!: number | null;
  @ApiProperty({ type: Number, nullable: true }) communication!: number | null;
  @ApiProperty({ type: Number, nullable: true }) timeline!: number | null;
  @ApiProperty({ type: Number, nullable: true }) pricing!: number | null;
  @ApiProperty({ type: Number, nullable: true }) changeOrders!: number | null;
  @ApiProperty({ type: Number, nullable: true }) contractNegotiation!: number | null;
  @ApiProperty({ type: Number, nullable: true }) regulatoryCompliance!: number | null;
}

/** How many approved reviews rated each category (the evidence behind each average). */
export class RatingCountsDto {
  @ApiProperty() overall!: number;
  @ApiProperty() technicalExpertise!: number;
  @ApiProperty() projectManagement!: number;
  @ApiProperty() communication!: number;
  @ApiProperty() timeline!: number;
  @ApiProperty() pricing!: number;
  @ApiProperty() changeOrders!: number;
  @ApiProperty() contractNegotiation!: number;
  @ApiProperty() regulatoryCompliance!: number;
}

/** A directory card (spec part 1 §3). Lists are empty where a fact is unknown. */
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
  @ApiProperty({ description: 'Approved reviews' }) reviewCount!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastReviewDate!: string | null;
  @ApiProperty({ type: AverageRatingsDto }) averageRatings!: AverageRatingsDto;
  @ApiProperty({ type: RatingCountsDto }) ratingCounts!: RatingCountsDto;
}

/** The share of "would recommend" answers that said yes, shown from 3 answers (issue 12). */
export class WouldRecommendDto {
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Yes answers / answers' }) share!: number;
  @ApiProperty({ minimum: 3, description: 'Reviews that answered the question' }) answers!: number;
}

/** A company's full profile. */
export class CompanyDetailDto extends CompanyCardDto {
  @ApiProperty({ type: String, nullable: true }) parentCompany!: string | null;
  @ApiProperty({ type: [String] }) officeLocations!: string[];
  @ApiProperty({ type: [String] }) certifications!: string[];
  @ApiProperty({ type: [String] }) regulatoryExpertise!: string[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: WouldRecommendDto, nullable: true, description: 'null below 3 answers' }) wouldRecommend!: WouldRecommendDto | null;
}

/** A vendor's public answer to a review. */
export class ReviewResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() response!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: "The responding vendor's company" }) companyName!: string;
}

/**
 * An approved review as the public sees it: no author, account or moderation data (DECISIONS §6). While the
 * company has fewer than 3 approved user reviews, reviewerRole, organizationType, projectSize, projectDuration
 * and workTimeframe are null (DECISIONS §14).
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
    description: 'Text (comments, pros, cons) withheld by the free-plan preview: only the 2 newest reviews show text to visitors and free members, whatever the sort or filter.',
  })
  locked!: boolean;
  @ApiProperty({ type: String, nullable: true }) intelligenceSource!: string | null;
  @ApiProperty({ type: String, nullable: true }) sourceUrl!: string | null;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true }) sourceDate!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Generated demo data, labelled "Demo review"' }) isDemo!: boolean;
  @ApiProperty({ type: [ReviewResponseDto] }) responses!: ReviewResponseDto[];
}
