import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { RequestLimits } from '../../domain/accounts/request-limits.port';
import { regionNamed } from '../../domain/directory/regions';
import { CheckMatchScore } from '../../domain/matching/check-match-score.use-case';
import { FindMatches } from '../../domain/matching/find-matches.use-case';
import { GetMatchRun } from '../../domain/matching/get-match-run.use-case';
import { MATCH_MESSAGES, WEIGHT_FIELDS, type MatchWeights, type ProjectRequirement } from '../../domain/matching/project-requirements';
import { RATING_CATEGORIES } from '../../domain/reviews/rating-categories';
import { Public } from '../auth/access';
import { signedInAccount, SignedInGuard } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { MatchScoreCheckDto, ProjectMatchesDto, ProjectMatchRequestDto } from './project-match.dto';
import { presentMatchScoreCheck, presentRun } from './project-match.presenter';

/** The requirement a request body states. */
function requirementOf(body: ProjectMatchRequestDto): ProjectRequirement {
  return {
    projectName: body.projectName ?? null,
    projectType: body.projectType,
    timeline: body.timeline,
    budget: body.budget ?? null,
    therapeuticArea: body.therapeuticArea ?? null,
    geography: body.geography ? regionNamed(body.geography) : null,
    moleculeType: body.moleculeType ?? null,
    developmentPhase: body.developmentPhase ?? null,
    scale: body.scale ?? null,
    excludeFdaWarningLetters: body.excludeFdaWarningLetters ?? false,
    weights: Object.fromEntries(RATING_CATEGORIES.map((c) => [c, body[WEIGHT_FIELDS[c]]])) as MatchWeights,
  };
}

/** Project matching: runs (anyone), stored runs (their member) and one company's score (docs/matching-and-projects.md). */
@ApiTags('matching')
@Controller()
export class ProjectMatchesController {
  constructor(
    private readonly findMatches: FindMatches,
    private readonly getMatchRun: GetMatchRun,
    private readonly checkMatchScore: CheckMatchScore,
    private readonly limits: RequestLimits,
  ) {}

  @Post('project-matches')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary: "Rank providers against a project's criteria and priorities",
    description:
      'Every listed company whose facts contradict none of the criteria given is a candidate, reviewed or not. Each gets a fitScore (criteria met, unknown facts count half), ' +
      'an evidenceScore (its category percentiles weighted 1-5; null without reviews) and matchScore = round(fitScore × (0.5 + 0.5 × e / 100)), e = evidenceScore or 50. ' +
      'Ordered by matchScore, then reviewCount, then name. Visitors get the top 3 and nothing is stored; a member gets 3 (free) or 25 (paid) and the run is stored: requirement.id is its id.',
  })
  @ApiOkResponse({ type: ProjectMatchesDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'Over 30 matches a minute for the member, or 60 for the client address; Retry-After says when to try again',
  })
  async match(@Body() body: ProjectMatchRequestDto, @Req() request: Request): Promise<ProjectMatchesDto> {
    // Each match ranks the directory (and a member's is stored): bounded per member and per client address.
    const account = signedInAccount(request) ?? null;
    if (account) await this.limits.consume('projectMatchesPerMember', account.id, MATCH_MESSAGES.tooManyMatches);
    await this.limits.consume('projectMatchesPerIp', request.ip ?? 'unknown', MATCH_MESSAGES.tooManyMatches);
    return presentRun(await this.findMatches.execute(account, requirementOf(body)));
  }

  @Get('project-matches/:id')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'A stored match run of the signed-in member, as computed then', description: "Another member's run, an unknown or a malformed id: 404." })
  @ApiOkResponse({ type: ProjectMatchesDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async run(@Param('id') id: string, @Req() request: Request): Promise<ProjectMatchesDto> {
    return presentRun(await this.getMatchRun.execute(signedInAccount(request)!.id, id));
  }

  @Get('companies/:id/match-score')
  @UseGuards(SignedInGuard)
  @ApiOperation({
    summary: "A company's match score for the member's newest requirement, beside the top 3 for it",
    description: 'Computed now with the same formula as a run; nothing is stored. 404 before the member has run a match, or for an unknown company.',
  })
  @ApiOkResponse({ type: MatchScoreCheckDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async score(@Param('id') id: string, @Req() request: Request): Promise<MatchScoreCheckDto> {
    return presentMatchScoreCheck(await this.checkMatchScore.execute(signedInAccount(request)!.id, id));
  }
}
