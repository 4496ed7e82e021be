import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ListMyReviews } from '../../domain/reviews/list-my-reviews.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { MyReviewDto } from './review.dto';

/** A member's own reviews (docs/administration.md): the Account page's "My reviews". */
@ApiTags('reviews')
@Controller('reviews')
export class MyReviewsController {
  constructor(private readonly listMyReviews: ListMyReviews) {}

  @Get('mine')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "The signed-in member's reviews with where each stands, newest first" })
  @ApiOkResponse({ type: MyReviewDto, isArray: true })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async mine(@Req() request: Request): Promise<MyReviewDto[]> {
    const reviews = await this.listMyReviews.execute(signedInAccount(request)!.id);
    return reviews.map((review) => ({
      id: review.id,
      companyId: review.companyId,
      companyName: review.companyName,
      status: review.status,
      createdAt: review.createdAt.toISOString(),
    }));
  }
}
