import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { memberIdentityOf, type Account } from '../../domain/accounts/account';
import { Accounts } from '../../domain/accounts/accounts.port';
import { GetAdminSetupStatus } from '../../domain/accounts/admin-setup-status.use-case';
import { CreateFirstAdmin } from '../../domain/accounts/create-first-admin.use-case';
import { ListApplicationsAwaitingReview, ModerateUser } from '../../domain/accounts/moderate-user.use-case';
import { ListVerificationRequests, ModerateVerificationRequest } from '../../domain/verification/industry-verification.use-case';
import type { VerificationRequest } from '../../domain/verification/verification-requests.port';
import { MemberIdentityDto } from '../account/member-identity.dto';
import { AdminSignInDto, CreateAdminDto, ModerateUserDto, ModerateVerificationRequestDto } from '../auth/auth.dto';
import { CurrentUserDto, presentCurrentUser } from '../auth/current-user.dto';
import { AdminGuard, signedInAccount } from '../auth/guards';
import { authenticateAndSignIn } from '../auth/local.strategy';
import { ApiErrorDto } from '../http/api-error.dto';
import { ApiModeration, ApiQueue, moderationRequestOf, presentQueue, queuePageOf, QueuePageQueryDto } from '../moderation/moderation-queue';
import { Public } from '../auth/access';

/** An application waiting for an admin (docs/data-model.md#transfer-shapes). */
export class PendingUserDto extends MemberIdentityDto {
  @ApiProperty({ type: String, nullable: true }) linkedinProfile!: string | null;
  @ApiProperty({ description: 'The applicant confirmed the email address' }) emailVerified!: boolean;
  @ApiProperty({ enum: ['pending', 'manual_review'] }) verificationLevel!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** A member's pending industry-verification request. */
export class VerificationRequestItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() company!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty({ type: String, nullable: true }) linkedinProfile!: string | null;
  @ApiProperty({ type: String, nullable: true }) additionalInfo!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

const presentVerificationRequest = (r: VerificationRequest): VerificationRequestItemDto => ({
  id: r.id,
  userId: r.userId,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  company: r.company,
  jobTitle: r.jobTitle,
  linkedinProfile: r.linkedinProfile,
  additionalInfo: r.additionalInfo,
  createdAt: r.createdAt.toISOString(),
});

export class ModerationResultDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['verified', 'approved', 'rejected'], description: 'Users become verified or rejected; requests approved or rejected' })
  status!: string;
}

/** Whether Admin Setup can still create the first admin. */
export class AdminSetupStatusDto {
  @ApiProperty({ description: 'An admin exists: setup is closed (POST /api/admin/create answers 409)' }) adminExists!: boolean;
}

export class AdminCheckDto {
  @ApiProperty() exists!: boolean;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty({ type: String, nullable: true }) userType!: string | null;
}

const presentPendingUser = (account: Account): PendingUserDto => ({
  ...memberIdentityOf(account),
  linkedinProfile: account.linkedinProfile,
  emailVerified: account.emailVerified,
  verificationLevel: account.verificationLevel,
  createdAt: account.createdAt.toISOString(),
});

/** Admin bootstrap, admin sign-in and the User Verification work (docs/accounts.md, docs/accounts.md#roles-and-admin-accounts). */
@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly createFirstAdmin: CreateFirstAdmin,
    private readonly listAwaitingReview: ListApplicationsAwaitingReview,
    private readonly moderateUser: ModerateUser,
    private readonly accounts: Accounts,
    private readonly listVerificationRequests: ListVerificationRequests,
    private readonly moderateVerificationRequest: ModerateVerificationRequest,
    private readonly setupStatus: GetAdminSetupStatus,
  ) {}

  @Get('setup-status')
  @Public()
  @ApiOperation({ summary: 'Whether the first admin exists (Admin Setup is closed once one does); public' })
  @ApiOkResponse({ type: AdminSetupStatusDto })
  async setup(): Promise<AdminSetupStatusDto> {
    return this.setupStatus.execute();
  }

  @Post('create')
  @Public()
  @ApiOperation({ summary: 'Create the first admin; open only while no admin exists' })
  @ApiCreatedResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'An admin already exists' })
  async create(@Body() body: CreateAdminDto): Promise<CurrentUserDto> {
    return presentCurrentUser(await this.createFirstAdmin.execute(body));
  }

  @Post('auth')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin sign-in with email and password' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin' })
  async auth(@Body() _body: AdminSignInDto, @Req() request: Request): Promise<CurrentUserDto> {
    return presentCurrentUser(await authenticateAndSignIn('admin-local', request));
  }

  @Get('check/:email')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Whether an account exists and is an admin (admins only: it would reveal accounts)' })
  @ApiOkResponse({ type: AdminCheckDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  async check(@Param('email') email: string): Promise<AdminCheckDto> {
    const account = await this.accounts.findByEmail(email);
    return { exists: account !== null, isAdmin: account?.userType === 'admin', userType: account?.userType ?? null };
  }

  @Get('pending-users')
  @UseGuards(AdminGuard)
  @ApiQueue('Applications waiting for a decision, oldest first', PendingUserDto)
  async pendingUsers(@Query() query: QueuePageQueryDto, @Res({ passthrough: true }) response: Response): Promise<PendingUserDto[]> {
    return presentQueue(response, await this.listAwaitingReview.execute(queuePageOf(query)), presentPendingUser);
  }

  @Post('moderate-user')
  @UseGuards(AdminGuard)
  @ApiModeration('Approve or reject an application; mails the applicant', ModerationResultDto)
  async moderate(@Body() body: ModerateUserDto, @Req() request: Request): Promise<ModerationResultDto> {
    return this.moderateUser.execute(signedInAccount(request)!.id, moderationRequestOf(body.userId, body));
  }

  @Get('verification-requests')
  @UseGuards(AdminGuard)
  @ApiQueue('Pending industry-verification requests of members, oldest first', VerificationRequestItemDto)
  async verificationRequests(@Query() query: QueuePageQueryDto, @Res({ passthrough: true }) response: Response): Promise<VerificationRequestItemDto[]> {
    return presentQueue(response, await this.listVerificationRequests.execute(queuePageOf(query)), presentVerificationRequest);
  }

  @Post('moderate-verification-request')
  @UseGuards(AdminGuard)
  @ApiModeration('Approve (member becomes industry-verified) or reject a verification request', ModerationResultDto)
  async moderateRequest(@Body() body: ModerateVerificationRequestDto, @Req() request: Request): Promise<ModerationResultDto> {
    return this.moderateVerificationRequest.execute(signedInAccount(request)!.id, moderationRequestOf(body.requestId, body));
  }
}
