import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { REVIEW_DEFAULTS } from '../../domain/reviews/review-rules';
import { SubmitReview } from '../../domain/reviews/submit-review.use-case';
import { ApprovedMemberGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { reviewContextOf } from './review-context.dto';
import { ratingsOf } from './review-fields';
import { SubmitReviewDto, SubmittedReviewDto } from './review.dto';

/** Members' anonymous reviews (spec part 2 §2 "Submit review", DECISIONS §6). */
@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly submitReview: SubmitReview) {}

  @Post()
  @UseGuards(ApprovedMemberGuard)
  @ApiOperation({
    summary: 'Submit an anonymous review',
    description:
      'Approved members only. The review waits for moderation; with pendingCompanySubmission it is held until the company is approved. One review per member and company per 12 months.',
  })
  @ApiCreatedResponse({ type: SubmittedReviewDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'The account is not approved' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company or company submission' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Reviewed this company in the last 12 months, or the submission was rejected' })
  async submit(@Body() body: SubmitReviewDto, @Req() request: Request): Promise<SubmittedReviewDto> {
    return this.submitReview.execute(signedInAccount(request)!, {
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
    });
  }
}
