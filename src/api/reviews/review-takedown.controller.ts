import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ChangeResponsePublication } from '../../domain/moderation/change-response-publication.use-case';
import { ChangeReviewPublication } from '../../domain/moderation/change-review-publication.use-case';
import { AdminGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { RepublishDto, ResponsePublicationDto, ReviewPublicationDto, UnpublishDto } from './review-takedown.dto';

/**
 * Takedowns (docs/reviews-and-moderation.md): an admin takes a published review, industry-intelligence entry or
 * vendor response down with a reason, or puts it back. The answer waits until this instance's public read cache
 * has dropped what the change affects.
 */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin' })
@ApiBadRequestResponse({ type: ApiErrorDto })
export class ReviewTakedownController {
  constructor(
    private readonly reviewPublication: ChangeReviewPublication,
    private readonly responsePublication: ChangeResponsePublication,
  ) {}

  @Post('reviews/:id/unpublish')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take a published review or industry-intelligence entry down',
    description:
      "It leaves every public view at once, the company's averages are recomputed in the same transaction, the author is mailed the reason and the audit log records it. The reason is required.",
  })
  @ApiOkResponse({ type: ReviewPublicationDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown review' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The review is not published' })
  unpublishReview(@Param('id') id: string, @Body() body: UnpublishDto, @Req() request: Request): Promise<ReviewPublicationDto> {
    return this.reviewPublication.execute(signedInAccount(request)!.id, { reviewId: id, published: false, reason: body.reason });
  }

  @Post('reviews/:id/republish')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish a review taken down before again',
    description: 'The reverse of unpublish: public again, averages recomputed, the author mailed, audited.',
  })
  @ApiOkResponse({ type: ReviewPublicationDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown review' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The review is not unpublished, or its source is recorded for the company again meanwhile' })
  republishReview(@Param('id') id: string, @Body() body: RepublishDto, @Req() request: Request): Promise<ReviewPublicationDto> {
    return this.reviewPublication.execute(signedInAccount(request)!.id, { reviewId: id, published: true, reason: body.reason });
  }

  @Post('review-responses/:id/unpublish')
  @HttpCode(200)
  @ApiOperation({
    summary: "Take a vendor's public response down",
    description: 'It leaves every public view at once, the vendor who wrote it is mailed the reason and the audit log records it. The reason is required.',
  })
  @ApiOkResponse({ type: ResponsePublicationDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown response' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The response is already unpublished' })
  unpublishResponse(@Param('id') id: string, @Body() body: UnpublishDto, @Req() request: Request): Promise<ResponsePublicationDto> {
    return this.responsePublication.execute(signedInAccount(request)!.id, { responseId: id, published: false, reason: body.reason });
  }

  @Post('review-responses/:id/republish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish a vendor response taken down before again' })
  @ApiOkResponse({ type: ResponsePublicationDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown response' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The response is not unpublished' })
  republishResponse(@Param('id') id: string, @Body() body: RepublishDto, @Req() request: Request): Promise<ResponsePublicationDto> {
    return this.responsePublication.execute(signedInAccount(request)!.id, { responseId: id, published: true, reason: body.reason });
  }
}
