import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { MODERATION_ANSWERS, QUEUE_PAGE_DEFAULT, QUEUE_PAGE_MAX, type ModerationRequest, type QueuePage, type QueueSlice } from '../../domain/moderation/moderation';
import { ApiErrorDto } from '../http/api-error.dto';
import { LimitField, OffsetField } from '../http/paging-fields';

/** The paging of every admin queue: `limit` 1-100 (default 50), `offset` from 0; the total goes in X-Total-Count. */
export class QueuePageQueryDto {
  @LimitField(QUEUE_PAGE_MAX, QUEUE_PAGE_DEFAULT) limit?: number;

  @OffsetField() offset?: number;
}

const QUEUE_PAGING = `One page (limit, default ${QUEUE_PAGE_DEFAULT}, at most ${QUEUE_PAGE_MAX}, and offset), oldest first; the total waiting is in X-Total-Count.`;

/** The OpenAPI description of an admin queue endpoint: a page of `item`, its total, and the admin-only answers. */
export const ApiQueue = (summary: string, item: Type) =>
  applyDecorators(
    ApiOperation({ summary, description: QUEUE_PAGING }),
    ApiOkResponse({ type: [item], headers: { 'X-Total-Count': { description: 'Items waiting, before paging', schema: { type: 'integer' } } } }),
    ApiBadRequestResponse({ type: ApiErrorDto, description: 'Bad limit or offset' }),
    ApiUnauthorizedResponse({ type: ApiErrorDto }),
    ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin' }),
  );

/** A moderation endpoint: 200 with `result`, and the answers every queue gives (409 "Already decided", …). */
export const ApiModeration = (summary: string, result: Type, conflict: string = MODERATION_ANSWERS.alreadyDecided) =>
  applyDecorators(
    HttpCode(200),
    ApiOperation({ summary }),
    ApiOkResponse({ type: result }),
    ApiBadRequestResponse({ type: ApiErrorDto }),
    ApiUnauthorizedResponse({ type: ApiErrorDto }),
    ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin' }),
    ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown id' }),
    ApiConflictResponse({ type: ApiErrorDto, description: conflict }),
  );

/** The page a queue query asks for, with the defaults filled in. */
export const queuePageOf = (query: QueuePageQueryDto): QueuePage => ({ limit: query.limit ?? QUEUE_PAGE_DEFAULT, offset: query.offset ?? 0 });

/** Answers one page of a queue: the presented items, and the whole queue's size in `X-Total-Count`. */
export function presentQueue<T, R>(response: Response, slice: QueueSlice<T>, present: (item: T) => R): R[] {
  response.setHeader('X-Total-Count', String(slice.total));
  return slice.items.map(present);
}

/** What every moderation body carries besides the item's id: the verdict and optional notes. */
export class ModerationDecisionDto {
  @ApiProperty()
  @IsBoolean({ message: 'approved must be true or false' })
  approved!: boolean;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @MaxLength(2000, { message: 'notes must be at most 2000 characters' })
  @IsString({ message: 'notes must be text' })
  notes?: string;
}

/** The domain's one moderation input, from a body whose id field has the queue's own name (`reviewId`, …). */
export const moderationRequestOf = (id: string, body: { approved: boolean; notes?: string }): ModerationRequest => ({
  id,
  approved: body.approved,
  notes: body.notes,
});
