import { Body, Controller, Get, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ListRegulatoryMatches } from '../../domain/regulatory/list-regulatory-matches.use-case';
import { ModerateRegulatoryMatch } from '../../domain/regulatory/moderate-regulatory-match.use-case';
import { AdminGuard, signedInAccount } from '../auth/guards';
import { ApiModeration, ApiQueue, moderationRequestOf, presentQueue, queuePageOf, QueuePageQueryDto } from '../moderation/moderation-queue';
import { ModerateRegulatoryMatchDto, presentRegulatoryMatch, RegulatoryMatchDecisionDto, RegulatoryMatchDto } from './regulatory-match.dto';

/** The admin's Regulatory Matches queue: candidate pairings of FDA warning letters and companies. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class RegulatoryMatchesController {
  constructor(
    private readonly listMatches: ListRegulatoryMatches,
    private readonly moderateMatch: ModerateRegulatoryMatch,
  ) {}

  @Get('regulatory-matches')
  @ApiQueue('Candidate matches of FDA warning letters and companies, waiting for a decision, oldest first', RegulatoryMatchDto)
  async pending(@Query() query: QueuePageQueryDto, @Res({ passthrough: true }) response: Response): Promise<RegulatoryMatchDto[]> {
    return presentQueue(response, await this.listMatches.execute(queuePageOf(query)), presentRegulatoryMatch);
  }

  @Post('moderate-regulatory-match')
  @ApiModeration("Confirm (approved: true) or reject a candidate match; a confirmed letter joins the company's regulatory record", RegulatoryMatchDecisionDto)
  async moderate(@Body() body: ModerateRegulatoryMatchDto, @Req() request: Request): Promise<RegulatoryMatchDecisionDto> {
    return this.moderateMatch.execute(signedInAccount(request)!.id, moderationRequestOf(body.matchId, body));
  }
}
