import { Controller, Get, Header, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../auth/access';
import { ClaimRfpInvitation, ShowRfpInvitation } from '../../domain/rfps/rfp-invitations.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { ClaimedRfpInvitationDto, RfpInvitationDto } from './rfp.dto';

/**
 * The signed link an invitation mails to a company without a verified vendor (docs/rfps.md#invitations): what the
 * RFP is, then the claim that makes the signed-in member a verified vendor of the company by their email's domain.
 */
@ApiTags('rfps')
@Controller('rfp-invitations')
export class RfpInvitationsController {
  constructor(
    private readonly showInvitation: ShowRfpInvitation,
    private readonly claimInvitation: ClaimRfpInvitation,
  ) {}

  @Get(':token')
  @Public()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'What an invitation link is for (title, company, the email domain to claim with, deadline)' })
  @ApiOkResponse({ type: RfpInvitationDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Invalid or expired' })
  async show(@Param('token') token: string): Promise<RfpInvitationDto> {
    const view = await this.showInvitation.execute(token);
    return { ...view, deadline: view.deadline.toISOString() };
  }

  @Post(':token/claim')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Claim the company as its verified vendor (the account’s email at the company’s domain) and open the RFP' })
  @ApiOkResponse({ type: ClaimedRfpInvitationDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'The account’s email is not at the company’s domain' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Invalid or expired' })
  async claim(@Param('token') token: string, @Req() request: Request): Promise<ClaimedRfpInvitationDto> {
    return this.claimInvitation.execute(signedInAccount(request)!, token);
  }
}
