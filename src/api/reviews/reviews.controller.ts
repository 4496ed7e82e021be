import { Body, Controller, Get, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { REVIEW_DEFAULTS } from '../../domain/reviews/review-rules';
import { CheckReviewEligibility } from '../../domain/reviews/check-review-eligibility.use-case';
import { SubmitReview } from '../../domain/reviews/submit-review.use-case';
import { ApprovedMemberGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { reviewContextOf } from './review-context.dto';
import { ratingsOf } from '../../domain/reviews/rating-categories';
import { ReviewEligibilityDto, ReviewEligibilityQueryDto, SubmitReviewDto, SubmittedReviewDto } from './review.dto';

/** Members' anonymous reviews (docs/screens.md#submit-review, docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly submitReview: SubmitReview,
    private readonly checkEligibility: CheckReviewEligibility,
  ) {}

  @Get('eligibility')
  @UseGuards(ApprovedMemberGuard)
  @ApiOperation({
    summary: 'Whether the member may review a company now',
    description:
      'Asked as soon as a company is picked: the conflict-of-interest rule (a pending or verified vendor account for the company, or an email at its website domain) and the 12-month rule (also across a deleted and re-made account with the same email), with the messages POST /api/reviews would answer.',
  })
  @ApiOkResponse({ type: ReviewEligibilityDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'The account is not approved' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  async eligibility(@Query() query: ReviewEligibilityQueryDto, @Req() request: Request): Promise<ReviewEligibilityDto> {
    return this.checkEligibility.execute(signedInAccount(request)!, query.companyId);
  }

  @Post()
  @UseGuards(ApprovedMemberGuard)
  @ApiOperation({
    summary: 'Submit an anonymous review',
    description:
      "Approved members only. The review waits for moderation; with pendingCompanySubmission it is held until the company is approved. One review per person and company per 12 months (a deleted account's reviews still count for its email). " +
      "With `invitation` (the token of a vendor's review invitation, sent to this member's address) the review is labelled invitedByVendor and moderated like any other. " +
      'A review of a company the member awarded an RFP to (as its sender or the owner of its project), written after the award, is labelled verifiedEngagement.',
  })
  @ApiCreatedResponse({ type: SubmittedReviewDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: 'The account is not approved, or the member represents the company (a pending or verified vendor account, or an email at its website domain)',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company or company submission' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Reviewed this company in the last 12 months, or the submission was rejected' })
  async submit(@Body() body: SubmitReviewDto, @Req() request: Request): Promise<SubmittedReviewDto> {
    const review = {
      companyId: body.companyId ?? null,
      companySubmissionId: body.pendingCompanySubmission ?? null,
      serviceType: body.serviceType,
      experienceType: body.experienceType ?? REVIEW_DEFAULTS.experienceType,
      projectSize: body.projectSize ?? REVIEW_DEFAULTS.projectSize,
      projectDuration: body.projectDuration ?? REVIEW_DEFAULTS.projectDuration,
      workTimeframe: body.workTimeframe ?? REVIEW_DEFAULTS.workTimeframe,
      ...ratingsOf(body),
      ...reviewContextOf(body),
      comments: body.comments ?? null,
    };
    const { id, moderationStatus } = await this.submitReview.execute(signedInAccount(request)!, review, { invitationToken: body.invitation ?? null });
    return { id, moderationStatus };
  }
}
