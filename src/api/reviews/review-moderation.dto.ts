import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { COMPANY_TYPES } from '../../domain/directory/taxonomy';
import { EXPERIENCE_TYPES, PROJECT_DURATIONS, PROJECT_SIZES, REVIEW_TYPES, WORK_TIMEFRAMES, type ReviewAwaitingModeration } from '../../domain/reviews/review';
import { ModerationDecisionDto } from '../moderation/moderation-queue';
import { presentReviewAssessment, ReviewContextDto } from './review-context.dto';

/** What a moderator learns about a review's author, never who it is; admin endpoints only. */
export class ReviewerProfileDto {
  @ApiProperty({ example: 'pfizer.com', description: "The domain of the author's email" }) emailDomain!: string;
  @ApiProperty({ enum: ['pending', 'verified', 'manual_review', 'rejected'] }) verificationLevel!: string;
  @ApiProperty() industryVerified!: boolean;
  @ApiProperty({ type: [String], description: 'Companies the author represents: pending or verified vendor accounts' }) vendorCompanyIds!: string[];
  @ApiProperty({ description: "How many of the author's reviews were approved" }) approvedReviewCount!: number;
  @ApiProperty({
    type: [String],
    description: "Listed providers whose website domain is the author's email domain (they work for it): a conflict of interest when the reviewed company is among them",
  })
  providerCompanyIds!: string[];
}

/** A review in the Review Moderation queue (docs/data-model.md#transfer-shapes) with its context to moderate. Never its author. */
export class PendingReviewDto extends ReviewContextDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ enum: REVIEW_TYPES }) reviewType!: ReviewAwaitingModeration['reviewType'];
  @ApiProperty({ enum: COMPANY_TYPES }) serviceType!: ReviewAwaitingModeration['serviceType'];
  @ApiProperty({ enum: EXPERIENCE_TYPES }) experienceType!: ReviewAwaitingModeration['experienceType'];
  @ApiProperty({ enum: PROJECT_SIZES, nullable: true }) projectSize!: ReviewAwaitingModeration['projectSize'];
  @ApiProperty({ enum: PROJECT_DURATIONS, nullable: true }) projectDuration!: ReviewAwaitingModeration['projectDuration'];
  @ApiProperty({ enum: WORK_TIMEFRAMES }) workTimeframe!: ReviewAwaitingModeration['workTimeframe'];
  @ApiProperty({ type: Number, nullable: true, description: 'Out of 10; null: not applicable' }) technicalExpertise!: number | null;
  @ApiProperty({ type: Number, nullable: true }) projectManagement!: number | null;
  @ApiProperty({ type: Number, nullable: true }) communication!: number | null;
  @ApiProperty({ type: Number, nullable: true }) timeline!: number | null;
  @ApiProperty({ type: Number, nullable: true }) pricing!: number | null;
  @ApiProperty({ type: Number, nullable: true }) changeOrders!: number | null;
  @ApiProperty({ type: Number, nullable: true }) contractNegotiation!: number | null;
  @ApiProperty({ type: Number, nullable: true }) regulatoryCompliance!: number | null;
  @ApiProperty({ type: String, nullable: true }) comments!: string | null;
  @ApiProperty({ description: 'Generated demo data' }) isDemo!: boolean;
  @ApiProperty({ description: 'Written through a verified vendor\'s invitation: shown as "Invited by the provider"' }) invitedByVendor!: boolean;
  @ApiProperty({ description: 'Written by the buyer who awarded the company an RFP, after the award: shown as "Verified engagement"' }) verifiedEngagement!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: ReviewerProfileDto, nullable: true, description: 'About the author, for moderation; null without an author account' })
  reviewer!: ReviewerProfileDto | null;
  @ApiProperty({
    description: "The company's approved member reviews now: below the anonymity threshold the profile withholds the reviewer's role, organisation and project details",
  })
  companyApprovedUserReviews!: number;
}

/** Builds the queue entry field by field, so nothing that names the author can slip in. */
export function presentPendingReview(review: ReviewAwaitingModeration): PendingReviewDto {
  return {
    id: review.id,
    companyId: review.companyId,
    companyName: review.companyName,
    ...presentReviewAssessment(review),
    comments: review.comments,
    isDemo: review.isDemo,
    invitedByVendor: review.invitedByVendor,
    verifiedEngagement: review.verifiedEngagement,
    createdAt: review.createdAt.toISOString(),
    reviewer: review.reviewer && {
      emailDomain: review.reviewer.emailDomain,
      verificationLevel: review.reviewer.verificationLevel,
      industryVerified: review.reviewer.industryVerified,
      vendorCompanyIds: [...review.reviewer.vendorCompanyIds],
      approvedReviewCount: review.reviewer.approvedReviewCount,
      providerCompanyIds: [...review.reviewer.providerCompanyIds],
    },
    companyApprovedUserReviews: review.companyApprovedUserReviews,
  };
}

/** An admin's decision on a pending review (docs/data-model.md#transfer-shapes). */
export class ModerateReviewDto extends ModerationDecisionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'reviewId must be a review id' })
  reviewId!: string;
}

/** The outcome of a review decision. */
export class ReviewModerationResultDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['approved', 'rejected'] }) status!: 'approved' | 'rejected';
}
