import { Body, Controller, Delete, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { Request } from 'express';
import { DEMO_MODE } from '../../config/config.module';
import { DEMO_UPGRADE_TIERS, withDemoUpgrade, type DemoUpgradeTier } from '../../domain/subscriptions/demo-upgrade';
import { DemoUpgradeUnavailableError } from '../../domain/subscriptions/subscriptions.errors';
import { CurrentUserDto, presentCurrentUser } from '../auth/current-user.dto';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';

/** The paid tier a session tries. */
export class DemoUpgradeDto {
  @ApiProperty({ enum: DEMO_UPGRADE_TIERS })
  @IsIn(DEMO_UPGRADE_TIERS, { message: `tier must be one of: ${DEMO_UPGRADE_TIERS.join(', ')}` })
  tier!: DemoUpgradeTier;
}

/**
 * Demo mode only: lends a paid tier to the signed-in session so what paid plans grant can be tried where nothing
 * can be bought (docs/decisions/0035-buyer-experience.md). Elsewhere the routes answer 404.
 */
@ApiTags('billing')
@Controller('subscription/demo-upgrade')
@UseGuards(SignedInGuard)
export class DemoUpgradeController {
  constructor(@Inject(DEMO_MODE) private readonly demoMode: boolean) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Demo mode: try a paid tier for this session (labelled as a demo; the account keeps its plan)' })
  @ApiOkResponse({ type: CurrentUserDto, description: 'The user as this session now sees it' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not in demo mode' })
  start(@Body() body: DemoUpgradeDto, @Req() request: Request): CurrentUserDto {
    if (!this.demoMode) throw new DemoUpgradeUnavailableError();
    request.session.demoTier = body.tier;
    return presentCurrentUser(withDemoUpgrade(signedInAccount(request)!, body.tier), true);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: "Demo mode: end this session's demo upgrade" })
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not in demo mode' })
  end(@Req() request: Request): void {
    if (!this.demoMode) throw new DemoUpgradeUnavailableError();
    delete request.session.demoTier;
  }
}
