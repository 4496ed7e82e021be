import { Body, Controller, Get, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { GetCompanyInsights } from '../../domain/insights/get-company-insights.use-case';
import { MONTHLY_INVITATION_CAP } from '../../domain/review-invitations/review-invitation-rules';
import { SendReviewInvitations } from '../../domain/review-invitations/send-review-invitations.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { ReviewInvitationsSentDto, SendReviewInvitationsDto } from './review-invitations.dto';
import { CompanyInsightsDto, presentInsights } from './vendor-insights.dto';
import { VerifiedVendorGuard } from './vendors.controller';

/** What a verified vendor does to grow its company's evidence: invite clients to review it, and watch its insights. */
@ApiTags('vendors')
@Controller('vendor')
@UseGuards(SignedInGuard, VerifiedVendorGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
export class VendorGrowthController {
  constructor(
    private readonly sendInvitations: SendReviewInvitations,
    private readonly getInsights: GetCompanyInsights,
  ) {}

  @Post('review-invitations')
  @ApiOperation({
    summary: 'Invite clients to review the company',
    description:
      `Mails each address (1-20, repeats count once) a signed link to the review form, valid 60 days and only for that address. The reviews that come of it are labelled invitedByVendor ("Invited by the provider"), moderated and counted like any other. ` +
      `Addresses at the company's own website domain are refused; a company sends at most ${MONTHLY_INVITATION_CAP} invitations a calendar month (UTC). Only a keyed hash of each address is kept.`,
  })
  @ApiCreatedResponse({ type: ReviewInvitationsSentDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "Bad addresses, or an address at the company's own domain" })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not a verified vendor of this company' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: "The company's monthly invitations are used up (Retry-After until the next month)" })
  invite(@Body() body: SendReviewInvitationsDto, @Req() request: Request): Promise<ReviewInvitationsSentDto> {
    return this.sendInvitations.execute(signedInAccount(request)!.id, { companyId: body.companyId, emails: body.emails });
  }

  @Get('companies/:id/insights')
  @ApiOperation({
    summary: "The company's weekly insights for the last 12 weeks",
    description:
      'Profile views, shortlist adds, compare appearances, match appearances (top 25 of anyone\'s match run) and RFPs received, per week (Monday to Sunday, UTC). Counts only, never who: a week with fewer than 3 of a kind shows "fewer than 3".',
  })
  @ApiOkResponse({ type: CompanyInsightsDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not a verified vendor of any company' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Not a verified vendor of this company' })
  async insights(@Param('id') companyId: string, @Req() request: Request): Promise<CompanyInsightsDto> {
    return presentInsights(await this.getInsights.execute(signedInAccount(request)!.id, companyId));
  }
}
