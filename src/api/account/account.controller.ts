import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RequestLimits } from '../../domain/accounts/request-limits.port';
import { DeleteAccount } from '../../domain/privacy/delete-account.use-case';
import { ExportPersonalData } from '../../domain/privacy/export-personal-data.use-case';
import { signedInAccount, SignedInGuard } from '../auth/guards';
import { signOut } from '../auth/local.strategy';
import { ApiErrorDto } from '../http/api-error.dto';
import { AccountExportDto, DeleteAccountDto, presentExport } from './account.dto';

/** The member's privacy rights (GDPR Art. 15, 17, 20; docs/security.md#trust-and-safety-rules): export everything, delete the account. */
@ApiTags('account')
@Controller('account')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Signed out' })
export class AccountController {
  constructor(
    private readonly exportPersonalData: ExportPersonalData,
    private readonly deleteAccount: DeleteAccount,
    private readonly limits: RequestLimits,
  ) {}

  @Get('export')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Download everything kept about the signed-in member, as a JSON attachment',
    description: 'user, reviews (every status), savedSearches, shortlist, vendorAccounts, subscription, then companySubmissions, matchRequests and verificationRequests.',
  })
  @ApiOkResponse({ type: AccountExportDto, description: 'Content-Disposition: attachment; filename="biovetted-my-data-YYYY-MM-DD.json"' })
  async export(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AccountExportDto> {
    const data = presentExport(await this.exportPersonalData.execute(signedInAccount(request)!.id));
    response.setHeader('Content-Disposition', `attachment; filename="biovetted-my-data-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  }

  @Post('delete')
  @HttpCode(204)
  @ApiOperation({
    summary: "Delete the signed-in member's account and personal data",
    description:
      'Needs the current password. Unpublished reviews, saved searches, the shortlist, vendor accounts (with their responses), match and verification requests and the profile are deleted; approved reviews stay public with no link to the member; a live subscription is cancelled at once; every session ends. Signing in fails afterwards.',
  })
  @ApiNoContentResponse({ description: 'Deleted; this session has ended too' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '"Password is incorrect" (password), or a missing password' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The last admin cannot delete their account' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Too many password checks for this member in the last hour' })
  @ApiServiceUnavailableResponse({
    type: ApiErrorDto,
    description: 'A live subscription could not be cancelled (billing not configured, or the provider failed): nothing was deleted',
  })
  async delete(@Body() body: DeleteAccountDto, @Req() request: Request): Promise<void> {
    const account = signedInAccount(request)!;
    await this.limits.consume('passwordConfirmationsPerMember', account.id);
    await this.deleteAccount.execute({ accountId: account.id, password: body.password });
    await signOut(request);
  }
}
