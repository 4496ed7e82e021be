import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
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
import type { ProjectActor } from '../../domain/projects/project';
import { AwardRfp, CloseRfp } from '../../domain/rfps/award-rfp.use-case';
import { ExportRfpComparison } from '../../domain/rfps/export-comparison.use-case';
import { GetRfp, ListProjectRfps } from '../../domain/rfps/get-rfps.use-case';
import { InviteRfpRecipient } from '../../domain/rfps/rfp-invitations.use-case';
import { AnswerRfpQuestion, AskRfpQuestion } from '../../domain/rfps/rfp-questions.use-case';
import { SendRfp } from '../../domain/rfps/send-rfp.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
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
import { presentAskedQuestion, presentBuyerQuestion, presentRfpDetail, presentRfpSummary } from './rfp.presenter';

const actorOf = (request: Request): ProjectActor => {
  const account = signedInAccount(request)!;
  return { id: account.id, email: account.email };
};

/**
 * Requests for proposal, the buyer's side (docs/rfps.md): sent from a project to 1-5 of its companies; the project's
 * owner and editors act, viewers read, anyone else gets 404. Questions are asked by the recipients' vendors.
 */
@ApiTags('rfps')
@Controller()
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Signed out' })
export class RfpsController {
  constructor(
    private readonly sendRfp: SendRfp,
    private readonly listRfps: ListProjectRfps,
    private readonly getRfp: GetRfp,
    private readonly inviteRecipient: InviteRfpRecipient,
    private readonly askQuestion: AskRfpQuestion,
    private readonly answerQuestion: AnswerRfpQuestion,
    private readonly exportComparison: ExportRfpComparison,
    private readonly awardRfp: AwardRfp,
    private readonly closeRfp: CloseRfp,
  ) {}

  @Post('projects/:id/rfps')
  @ApiOperation({ summary: 'Send an RFP from a project to 1-5 of its companies (owner and editors; free plan 1 open RFP, paid 10; 20 a day)' })
  @ApiCreatedResponse({ type: RfpDetailDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'A viewer, or a member not yet approved' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The plan’s open RFPs are all in use' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: '20 RFPs sent today' })
  async send(@Param('id') projectId: string, @Body() body: CreateRfpDto, @Req() request: Request): Promise<RfpDetailDto> {
    const member = signedInAccount(request)!;
    const id = await this.sendRfp.execute(member, projectId, {
      title: body.title,
      scope: body.scope,
      deadline: new Date(body.deadline),
      budgetBand: body.budgetBand ?? null,
      revealIdentity: body.revealIdentity ?? false,
      buyerOrganizationType: body.buyerOrganizationType ?? null,
      projectType: body.projectType ?? null,
      companyIds: body.companyIds,
    });
    return presentRfpDetail(await this.getRfp.execute(actorOf(request), id));
  }

  @Get('projects/:id/rfps')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The RFPs of a project, newest first' })
  @ApiOkResponse({ type: [RfpSummaryDto] })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async list(@Param('id') projectId: string, @Req() request: Request): Promise<RfpSummaryDto[]> {
    return (await this.listRfps.execute(actorOf(request), projectId)).map(presentRfpSummary);
  }

  @Get('rfps/:id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'An RFP with its recipients, bids side by side, and questions (members of its project)' })
  @ApiOkResponse({ type: RfpDetailDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async get(@Param('id') id: string, @Req() request: Request): Promise<RfpDetailDto> {
    return presentRfpDetail(await this.getRfp.execute(actorOf(request), id));
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
  async invite(@Param('id') id: string, @Body() body: InviteRecipientDto, @Req() request: Request): Promise<InvitationSentDto> {
    return { recipientStatus: await this.inviteRecipient.execute(actorOf(request), id, { companyId: body.companyId, email: body.email }) };
  }

  @Post('rfps/:id/questions')
  @ApiOperation({ summary: 'Ask the buyer a question (a verified vendor of a recipient company)' })
  @ApiCreatedResponse({ type: RfpQuestionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  async ask(@Param('id') id: string, @Body() body: AskQuestionDto, @Req() request: Request): Promise<RfpQuestionDto> {
    return presentAskedQuestion(await this.askQuestion.execute(signedInAccount(request)!.id, id, { companyId: body.companyId, text: body.text }));
  }

  @Post('rfps/:id/questions/:questionId/answer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer a question, to its asker only or to every recipient (without the asker’s name)' })
  @ApiOkResponse({ type: RfpQuestionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  async answer(@Param('id') id: string, @Param('questionId') questionId: string, @Body() body: AnswerQuestionDto, @Req() request: Request): Promise<RfpQuestionDto> {
    return presentBuyerQuestion(await this.answerQuestion.execute(actorOf(request), id, questionId, { text: body.text, shareWithAll: body.shareWithAll }));
  }

  @Get('rfps/:id/comparison')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: 'Download the bids side by side as CSV or PDF',
    description:
      'One column per company that bid; rows: each category’s sum, Total (USD), Timeline (weeks), Team FTE, Valid until, Rank score (out of 10), FDA warning letters. The CSV is the header row then the rows; the PDF adds the title and a note on the rank score and coverage window.',
  })
  @ApiProduces('text/csv', 'application/pdf')
  @ApiOkResponse({ description: 'The file (Content-Disposition: attachment)', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async comparison(
    @Param('id') id: string,
    @Query() query: ComparisonQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.exportComparison.execute(actorOf(request), id, query.format);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return new StreamableFile(Buffer.from(file.body));
  }

  @Post('rfps/:id/award')
  @HttpCode(200)
  @ApiOperation({ summary: 'Award the RFP to a recipient that bid; the others are told they were not selected' })
  @ApiOkResponse({ type: RfpDetailDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The RFP is no longer open' })
  async award(@Param('id') id: string, @Body() body: AwardRfpDto, @Req() request: Request): Promise<RfpDetailDto> {
    await this.awardRfp.execute(actorOf(request), id, body.companyId);
    return presentRfpDetail(await this.getRfp.execute(actorOf(request), id));
  }

  @Post('rfps/:id/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close the RFP without an award; the recipients’ vendors are told' })
  @ApiOkResponse({ type: RfpDetailDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The RFP is no longer open' })
  async close(@Param('id') id: string, @Req() request: Request): Promise<RfpDetailDto> {
    await this.closeRfp.execute(actorOf(request), id);
    return presentRfpDetail(await this.getRfp.execute(actorOf(request), id));
  }
}
