import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { RequestIndustryVerification } from '../../domain/verification/industry-verification.use-case';
import { CheckEmailDomain } from '../../domain/verification/check-email-domain.use-case';
import { ApiErrorDto } from '../http/api-error.dto';
import { EmailDto, VerificationRequestDto } from './auth.dto';
import { SignedInGuard, signedInAccount } from './guards';
import { Public } from './access';

export class VerificationRequestCreatedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending'] }) status!: string;
}

export class EmailDomainCheckDto {
  @ApiProperty({ enum: ['verified', 'manual_review', 'rejected'] }) level!: string;
  @ApiProperty() message!: string;
  @ApiProperty() requiresManualReview!: boolean;
}

/** Industry verification of an email domain (docs/accounts.md; docs/screens.md#email-verification). */
@ApiTags('email verification')
@Controller('email')
export class EmailVerificationController {
  constructor(
    private readonly checkEmailDomain: CheckEmailDomain,
    private readonly requestVerification: RequestIndustryVerification,
  ) {}

  @Post('verify')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'How an email domain is classified: verified, manual_review or rejected (disposable)' })
  @ApiOkResponse({ type: EmailDomainCheckDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  verify(@Body() body: EmailDto): Promise<EmailDomainCheckDto> {
    return this.checkEmailDomain.execute(body.email);
  }

  @Post('verification-request')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "Ask an admin to verify the signed-in member's industry role (manual review)" })
  @ApiCreatedResponse({ type: VerificationRequestCreatedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already verified, or a request is already pending' })
  async request(@Body() body: VerificationRequestDto, @Req() request: Request): Promise<VerificationRequestCreatedDto> {
    const created = await this.requestVerification.execute(signedInAccount(request)!, body);
    return { id: created.id, status: created.status };
  }
}
