import { Body, CanActivate, Controller, ExecutionContext, Get, Injectable, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ListMyVendorAccounts } from '../../domain/vendors/list-my-vendor-accounts.use-case';
import { ListReviewsForVendor } from '../../domain/vendors/list-reviews-for-vendor.use-case';
import { ListPendingVendors, ModerateVendor } from '../../domain/vendors/moderate-vendor.use-case';
import { RegisterVendor } from '../../domain/vendors/register-vendor.use-case';
import { RespondToReview } from '../../domain/vendors/respond-to-review.use-case';
import { VendorAccounts } from '../../domain/vendors/vendor-accounts.port';
import { NotVendorOfCompanyError } from '../../domain/vendors/vendors.errors';
import { DeclaresAccess } from '../auth/access';
import { AdminGuard, SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { ApiModeration, ApiQueue, moderationRequestOf, presentQueue, queuePageOf, QueuePageQueryDto } from '../moderation/moderation-queue';
import {
  CreatedReviewResponseDto,
  CreateReviewResponseDto,
  ModerateVendorDto,
  MyVendorAccountDto,
  PendingVendorDto,
  presentMyVendorAccount,
  presentPendingVendor,
  presentQuota,
  presentVendorReview,
  RegisterVendorDto,
  VendorModerationResultDto,
  VendorRegistrationDto,
  VendorReviewDto,
  VendorReviewsQueryDto,
} from './vendors.dto';

/**
 * 403 before the body is validated (docs/api-contract.md#order-of-checks) for members with no approved vendor
 * account at all; whether the account belongs to the review's company is the use case's business.
 */
@Injectable()
@DeclaresAccess('vendor')
export class VerifiedVendorGuard implements CanActivate {
  constructor(private readonly vendors: VendorAccounts) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const account = signedInAccount(context.switchToHttp().getRequest<Request>());
    if (!account) return true; // SignedInGuard answers 401 first
    const accounts = await this.vendors.listForUser(account.id);
    if (!accounts.some((a) => a.status === 'approved')) throw new NotVendorOfCompanyError();
    return true;
  }
}

/** Vendor registration, a vendor's own accounts and quota, and responses to reviews (docs/billing-and-plans.md). */
@ApiTags('vendors')
@Controller()
export class VendorsController {
  constructor(
    private readonly registerVendor: RegisterVendor,
    private readonly listMine: ListMyVendorAccounts,
    private readonly respondToReview: RespondToReview,
    private readonly listReviews: ListReviewsForVendor,
  ) {}

  @Get('vendor/reviews')
  @UseGuards(SignedInGuard)
  @ApiOperation({
    summary: "Reviews of the member's verified vendor companies that await a response (status=awaiting) or were answered",
    description: 'Newest first, one page (limit, default 50, at most 100, and offset); the total in X-Total-Count. Empty for a member who is no verified vendor.',
  })
  @ApiOkResponse({ type: [VendorReviewDto], headers: { 'X-Total-Count': { description: 'Reviews before paging', schema: { type: 'integer' } } } })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async reviews(@Query() query: VendorReviewsQueryDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<VendorReviewDto[]> {
    const slice = await this.listReviews.execute(signedInAccount(request)!.id, { answered: query.status === 'answered', page: queuePageOf(query) });
    return presentQueue(response, slice, presentVendorReview);
  }

  @Post('vendor/register')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "Claim to speak for a company; pending until an admin approves. The client's isVerified is ignored." })
  @ApiCreatedResponse({ type: VendorRegistrationDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already registered for this company' })
  async register(@Body() body: RegisterVendorDto, @Req() request: Request): Promise<VendorRegistrationDto> {
    const account = await this.registerVendor.execute({
      userId: signedInAccount(request)!.id,
      companyId: body.companyId,
      verificationDocument: body.verificationDocument ?? null,
    });
    return { id: account.id, companyId: account.companyId, isVerified: account.isVerified, status: account.status };
  }

  @Get('vendor/accounts')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "The member's vendor registrations with this month's response quota use" })
  @ApiOkResponse({ type: [MyVendorAccountDto] })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async mine(@Req() request: Request): Promise<MyVendorAccountDto[]> {
    const account = signedInAccount(request)!;
    return (await this.listMine.execute({ userId: account.id, tier: account.subscriptionTier })).map(presentMyVendorAccount);
  }

  @Post('reviews/:id/responses')
  @UseGuards(SignedInGuard, VerifiedVendorGuard)
  @ApiOperation({ summary: "A verified vendor of the review's company answers it: once per review, within the monthly quota" })
  @ApiCreatedResponse({ type: CreatedReviewResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "Not a verified vendor of the review's company" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No approved review with that id' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The review already has a response' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Monthly response limit reached' })
  async respond(@Param('id') reviewId: string, @Body() body: CreateReviewResponseDto, @Req() request: Request): Promise<CreatedReviewResponseDto> {
    const account = signedInAccount(request)!;
    const result = await this.respondToReview.execute({ userId: account.id, tier: account.subscriptionTier, reviewId, response: body.response });
    return { id: result.id, reviewId, response: body.response, quota: presentQuota(result.quota) };
  }
}

/** The admin's Vendor Verification tab (docs/billing-and-plans.md). */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class VendorAdminController {
  constructor(
    private readonly listPending: ListPendingVendors,
    private readonly moderateVendor: ModerateVendor,
  ) {}

  @Get('pending-vendors')
  @ApiQueue('Vendor registrations waiting for a decision, oldest first', PendingVendorDto)
  async pending(@Query() query: QueuePageQueryDto, @Res({ passthrough: true }) response: Response): Promise<PendingVendorDto[]> {
    return presentQueue(response, await this.listPending.execute(queuePageOf(query)), presentPendingVendor);
  }

  @Post('moderate-vendor')
  @ApiModeration('Approve or reject a vendor registration, with notes; mails the vendor', VendorModerationResultDto)
  async moderate(@Body() body: ModerateVendorDto, @Req() request: Request): Promise<VendorModerationResultDto> {
    return this.moderateVendor.execute(signedInAccount(request)!.id, moderationRequestOf(body.vendorAccountId, body));
  }
}
