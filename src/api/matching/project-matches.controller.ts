import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { FindMatches, type ProjectMatch } from '../../domain/matching/find-matches.use-case';
import { regionNamed } from '../../domain/directory/regions';
import { publicRatingsOf } from '../../domain/directory/public-ratings';
import { MATCH_MESSAGES, WEIGHT_FIELDS, type MatchWeights, type ProjectRequirement } from '../../domain/matching/project-requirements';
import { RequestLimits } from '../../domain/accounts/request-limits.port';
import { RATING_CATEGORIES } from '../../domain/reviews/rating-categories';
import { signedInAccount, SignedInGuard } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { ProjectMatchDto, ProjectMatchesDto, ProjectMatchRequestDto } from './project-match.dto';

/**
 * A match, field by field. Below the anonymity threshold only the company's overall score is public
 * (publicRatingsOf): its category averages, counts and the explanation's per-category figures are left out.
 */
function presentMatch({ company, matchScore, weightedScore, fit, explanation }: ProjectMatch): ProjectMatchDto {
  const { averageRatings, ratingCounts, categoriesShown } = publicRatingsOf(company);
  return {
    id: company.id,
    name: company.name,
    type: company.type,
    location: company.location,
    description: company.description,
    matchScore,
    weightedScore,
    averageRatings,
    ratingCounts,
    reviewCount: company.reviewCount,
    rankScore: company.rankScore,
    fit: fit.map(({ criterion, status, detail }) => ({ criterion, status, detail })),
    explanation: categoriesShown
      ? {
          topContributors: explanation.topContributors.map(({ category, weight, average, points }) => ({ category, weight, average, points })),
          strongest: explanation.strongest && { category: explanation.strongest.category, average: explanation.strongest.average },
          weakest: explanation.weakest && { category: explanation.weakest.category, average: explanation.weakest.average },
          missingCategories: explanation.missingCategories,
        }
      : { topContributors: [], strongest: null, weakest: null, missingCategories: [] },
  };
}

/** Project matching (spec part 2 §2 "Find match", DECISIONS §7). */
@ApiTags('matching')
@Controller('project-matches')
export class ProjectMatchesController {
  constructor(
    private readonly findMatches: FindMatches,
    private readonly limits: RequestLimits,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOperation({
    summary: "Rank providers against a project's priorities",
    description:
      'Stores the requirement. Companies with approved reviews are fitted on the project type (by services), therapeutic area, geography, modality and phase given: any `mismatch` leaves a company out. ' +
      'The rest are sorted by criteria met, then matchScore (evidence-weighted averages weighted 1-5), then reviewCount, then name. Free plan: top 3; paid plans: top 25.',
  })
  @ApiOkResponse({ type: ProjectMatchesDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Over 30 matches a minute for the member, or 60 for the client address; Retry-After says when to try again' })
  async match(@Body() body: ProjectMatchRequestDto, @Req() request: Request): Promise<ProjectMatchesDto> {
    // Each match stores a requirement and ranks the directory: bounded per member and per client address.
    await this.limits.consume('projectMatchesPerMember', signedInAccount(request)!.id, MATCH_MESSAGES.tooManyMatches);
    await this.limits.consume('projectMatchesPerIp', request.ip ?? 'unknown', MATCH_MESSAGES.tooManyMatches);
    const weights = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, body[WEIGHT_FIELDS[c]]])) as MatchWeights;
    const requirement: ProjectRequirement = {
      projectName: body.projectName ?? null,
      projectType: body.projectType,
      timeline: body.timeline,
      budget: body.budget ?? null,
      therapeuticArea: body.therapeuticArea ?? null,
      geography: body.geography ? regionNamed(body.geography) : null,
      moleculeType: body.moleculeType ?? null,
      developmentPhase: body.developmentPhase ?? null,
      weights,
    };
    const result = await this.findMatches.execute(signedInAccount(request)!, requirement);
    return {
      requirement: {
        id: result.requirementId,
        ...body,
        geography: requirement.geography ?? undefined,
        projectName: requirement.projectName ?? undefined,
      },
      matches: result.matches.map(presentMatch),
      limit: result.limit,
    };
  }
}
