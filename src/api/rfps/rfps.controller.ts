import { Body, Controller, Get, Header, HttpCode, NotImplementedException, Param, Post, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignedInGuard } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import {
  AnswerQuestionDto,
  AskQuestionDto,
  AwardRfpDto,
  ComparisonQueryDto,
  CreateRfpDto,
  InvitationSentDto,
  InviteRecipientDto,
  RfpDetailDto,
  RfpQuestionDto,
  RfpSummaryDto,
} from './rfp.dto';

/**
 * Requests for proposal, the buyer's side (docs/rfps.md): sent from a project to 1-5 of its companies; the project's
 * owner and editors act, viewers read, anyone else gets 404. Questions are asked by the recipients' vendors.
 */
@ApiTags('rfps')
@Controller()
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Signed out' })
export class RfpsController {
  @Post('projects/:id/rfps')
  @ApiOperation({ summary: 'Send an RFP from a project to 1-5 of its companies (owner and editors; free plan 1 open RFP, paid 10; 20 a day)' })
  @ApiCreatedResponse({ type: RfpDetailDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'A viewer, or a member not yet approved' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The plan’s open RFPs are all in use' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: '20 RFPs sent today' })
  send(@Param('id') _projectId: string, @Body() _body: CreateRfpDto, @Req() _request: Request): Promise<RfpDetailDto> {
    throw new NotImplementedException();
  }

  @Get('projects/:id/rfps')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The RFPs of a project, newest first' })
  @ApiOkResponse({ type: [RfpSummaryDto] })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  list(@Param('id') _projectId: string, @Req() _request: Request): Promise<RfpSummaryDto[]> {
    throw new NotImplementedException();
  }

  @Get('rfps/:id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'An RFP with its recipients, bids side by side, and questions (members of its project)' })
  @ApiOkResponse({ type: RfpDetailDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  get(@Param('id') _id: string, @Req() _request: Request): Promise<RfpDetailDto> {
    throw new NotImplementedException();
  }

  @Post('rfps/:id/invitations')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Invite a recipient awaiting its claim by email, at the company’s own domain (at most 3 a company)',
    description: 'The mail carries a signed link, valid until the deadline, to sign up, claim the company and answer.',
  })
  @ApiAcceptedResponse({ type: InvitationSentDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  invite(@Param('id') _id: string, @Body() _body: InviteRecipientDto, @Req() _request: Request): Promise<InvitationSentDto> {
    throw new NotImplementedException();
  }

  @Post('rfps/:id/questions')
  @ApiOperation({ summary: 'Ask the buyer a question (a verified vendor of a recipient company)' })
  @ApiCreatedResponse({ type: RfpQuestionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  ask(@Param('id') _id: string, @Body() _body: AskQuestionDto, @Req() _request: Request): Promise<RfpQuestionDto> {
    throw new NotImplementedException();
  }

  @Post('rfps/:id/questions/:questionId/answer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer a question, to its asker only or to every recipient (without the asker’s name)' })
  @ApiOkResponse({ type: RfpQuestionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  answer(@Param('id') _id: string, @Param('questionId') _questionId: string, @Body() _body: AnswerQuestionDto, @Req() _request: Request): Promise<RfpQuestionDto> {
    throw new NotImplementedException();
  }

  @Get('rfps/:id/comparison')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: 'Download the bids side by side as CSV or PDF',
    description:
      'One column per company that bid; rows: each category’s sum, Total (USD), Timeline (weeks), Team FTE, Valid until, Rank score (0-100), FDA warning letters. The CSV is the header row then the rows; the PDF adds the title and a note on the rank score and coverage window.',
  })
  @ApiProduces('text/csv', 'application/pdf')
  @ApiOkResponse({ description: 'The file (Content-Disposition: attachment)', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  comparison(
    @Param('id') _id: string,
    @Query() _query: ComparisonQueryDto,
    @Req() _request: Request,
    @Res({ passthrough: true }) _res: Response,
  ): Promise<StreamableFile> {
    throw new NotImplementedException();
  }

  @Post('rfps/:id/award')
  @HttpCode(200)
  @ApiOperation({ summary: 'Award the RFP to a recipient that bid; the others are told they were not selected' })
  @ApiOkResponse({ type: RfpDetailDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The RFP is no longer open' })
  award(@Param('id') _id: string, @Body() _body: AwardRfpDto, @Req() _request: Request): Promise<RfpDetailDto> {
    throw new NotImplementedException();
  }

  @Post('rfps/:id/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close the RFP without an award; the recipients’ vendors are told' })
  @ApiOkResponse({ type: RfpDetailDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The RFP is no longer open' })
  close(@Param('id') _id: string, @Req() _request: Request): Promise<RfpDetailDto> {
    throw new NotImplementedException();
  }
}
