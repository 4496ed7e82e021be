import { Body, Controller, Get, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ListCompanyFactProposals } from '../../domain/fact-proposals/list-company-fact-proposals.use-case';
import { ListFactProposals } from '../../domain/fact-proposals/list-fact-proposals.use-case';
import { ModerateFactProposal } from '../../domain/fact-proposals/moderate-fact-proposal.use-case';
import { ProposeCompanyFacts } from '../../domain/fact-proposals/propose-company-facts.use-case';
import { AdminGuard, SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { ApiModeration, ApiQueue, moderationRequestOf, presentQueue, queuePageOf, QueuePageQueryDto } from '../moderation/moderation-queue';
import {
  FactProposalDecisionDto,
  FactProposalDto,
  ModerateFactProposalDto,
  PendingFactProposalDto,
  presentFactProposal,
  presentPendingFactProposal,
  ProposeFactsDto,
} from './fact-proposal.dto';

/** A verified vendor's proposals of its company's facts. */
@ApiTags('vendors')
@Controller('vendor/companies/:id/fact-proposals')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company, or the member is no verified vendor of it' })
export class VendorFactProposalsController {
  constructor(
    private readonly propose: ProposeCompanyFacts,
    private readonly listForCompany: ListCompanyFactProposals,
  ) {}

  @Post()
  @ApiOperation({
    summary: "Propose changes to the company's facts, pending an admin's approval",
    description: 'Validated like PATCH /api/admin/companies/{id} (errors name changes.<fact>); nothing changes on the profile until an admin approves.',
  })
  @ApiCreatedResponse({ type: FactProposalDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async create(@Param('id') id: string, @Body() body: ProposeFactsDto, @Req() request: Request): Promise<FactProposalDto> {
    const proposal = await this.propose.execute(signedInAccount(request)!.id, id, { changes: { ...body.changes }, sourceUrl: body.sourceUrl ?? null });
    return presentFactProposal(proposal);
  }

  @Get()
  @ApiOperation({ summary: "The company's fact proposals, newest first, with their status" })
  @ApiOkResponse({ type: [FactProposalDto] })
  async list(@Param('id') id: string, @Req() request: Request): Promise<FactProposalDto[]> {
    return (await this.listForCompany.execute(signedInAccount(request)!.id, id)).map(presentFactProposal);
  }
}

/** The admin's Company Facts queue. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminFactProposalsController {
  constructor(
    private readonly listPending: ListFactProposals,
    private readonly moderate: ModerateFactProposal,
  ) {}

  @Get('fact-proposals')
  @ApiQueue("Vendors' proposed company facts waiting for a decision, oldest first", PendingFactProposalDto)
  async pending(@Query() query: QueuePageQueryDto, @Res({ passthrough: true }) response: Response): Promise<PendingFactProposalDto[]> {
    return presentQueue(response, await this.listPending.execute(queuePageOf(query)), presentPendingFactProposal);
  }

  @Post('moderate-fact-proposal')
  @ApiModeration('Approve (the facts show as stated by the company) or reject a fact proposal', FactProposalDecisionDto)
  async decide(@Body() body: ModerateFactProposalDto, @Req() request: Request): Promise<FactProposalDecisionDto> {
    return this.moderate.execute(signedInAccount(request)!.id, moderationRequestOf(body.proposalId, body));
  }
}
