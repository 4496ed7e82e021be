import { Body, Controller, Get, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ListReviewsAwaitingModeration } from '../../domain/moderation/list-reviews-awaiting-moderation.use-case';
import { ModerateReview } from '../../domain/moderation/moderate-review.use-case';
import { RecordIntelligenceReview } from '../../domain/reviews/record-intelligence-review.use-case';
import { AdminGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { ratingsOf } from '../../domain/reviews/rating-categories';
import { IntelligenceReviewDto, SubmittedReviewDto } from './review.dto';
import { ModerateReviewDto, PendingReviewDto, presentPendingReview, ReviewModerationResultDto } from './review-moderation.dto';
import { ApiModeration, ApiQueue, moderationRequestOf, presentQueue, queuePageOf, QueuePageQueryDto } from '../moderation/moderation-queue';

/** The admin's Review Moderation tab (docs/screens.md#screens, docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin' })
export class ReviewModerationController {
  constructor(
    private readonly listAwaiting: ListReviewsAwaitingModeration,
    private readonly moderateReview: ModerateReview,
    private readonly recordIntelligence: RecordIntelligenceReview,
  ) {}

  @Get('pending-reviews')
  @ApiQueue('Reviews waiting for moderation, oldest first', PendingReviewDto)
  async pendingReviews(@Query() query: QueuePageQueryDto, @Res({ passthrough: true }) response: Response): Promise<PendingReviewDto[]> {
    return presentQueue(response, await this.listAwaiting.execute(queuePageOf(query)), presentPendingReview);
  }

  @Post('moderate-review')
  @ApiModeration(
    "Approve (publish, update the company's averages) or reject a pending review",
    ReviewModerationResultDto,
    'Already decided, or held for its company submission',
  )
  async moderate(@Body() body: ModerateReviewDto, @Req() request: Request): Promise<ReviewModerationResultDto> {
    return this.moderateReview.execute(signedInAccount(request)!.id, moderationRequestOf(body.reviewId, body));
  }

  @Post('intelligence-reviews')
  @ApiOperation({ summary: 'Record an industry-intelligence review from a public source; published at once' })
  @ApiCreatedResponse({ type: SubmittedReviewDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  async intelligence(@Body() body: IntelligenceReviewDto, @Req() request: Request): Promise<SubmittedReviewDto> {
    return this.recordIntelligence.execute(signedInAccount(request)!.id, {
      companyId: body.companyId,
      serviceType: body.serviceType,
      intelligenceSource: body.intelligenceSource,
      sourceUrl: body.sourceUrl ?? null,
      sourceDate: body.sourceDate ?? null,
      comments: body.comments,
      ...ratingsOf(body),
    });
  }
}
