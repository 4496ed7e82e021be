import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SearchMembers } from '../../domain/administration/search-members.use-case';
import { ChangeMemberSuspension } from '../../domain/administration/change-member-suspension.use-case';
import { ChangeMemberPlanAndRole } from '../../domain/administration/change-member-plan-and-role.use-case';
import { ListAuditLog } from '../../domain/audit/list-audit-log.use-case';
import { ChangeCompanyListing } from '../../domain/directory/change-company-listing.use-case';
import { EditCompany } from '../../domain/directory/edit-company.use-case';
import { SearchManagedCompanies } from '../../domain/directory/search-managed-companies.use-case';
import { SearchReviews } from '../../domain/moderation/search-reviews.use-case';
import { AdminGuard, signedInAccount } from '../auth/guards';
import { CompanyDetailDto } from '../companies/company.dto';
import { presentCompanyDetail } from '../companies/company.presenter';
import { ApiErrorDto } from '../http/api-error.dto';
import { ApiQueue, presentQueue, queuePageOf, QueuePageQueryDto } from '../moderation/moderation-queue';
import {
  AdminReviewDto,
  AdminReviewsQueryDto,
  AdminSearchQueryDto,
  AuditLogEntryDto,
  ChangeMemberDto,
  MemberSummaryDto,
  ReinstateMemberDto,
  SuspendMemberDto,
  presentAdminReview,
  presentAuditEntry,
  presentMember,
} from './admin-search.dto';
import { ChangeListingDto, CompanyListingStateDto, EditCompanyDto, ManagedCompaniesQueryDto, ManagedCompanyDto, presentManagedCompany } from './company-management.dto';

/** Admin management beyond the queues (docs/administration.md): companies, member and review search, the audit log. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin' })
export class AdministrationController {
  constructor(
    private readonly searchCompanies: SearchManagedCompanies,
    private readonly editCompany: EditCompany,
    private readonly changeListing: ChangeCompanyListing,
    private readonly searchMembers: SearchMembers,
    private readonly searchReviews: SearchReviews,
    private readonly auditLog: ListAuditLog,
    private readonly suspension: ChangeMemberSuspension,
    private readonly planAndRole: ChangeMemberPlanAndRole,
  ) {}

  @Get('companies')
  @ApiQueue('Companies by name, listed and unlisted (listing=all|listed|unlisted), by name', ManagedCompanyDto)
  async companies(@Query() query: ManagedCompaniesQueryDto, @Res({ passthrough: true }) response: Response): Promise<ManagedCompanyDto[]> {
    const slice = await this.searchCompanies.execute({ search: query.search ?? null, listing: query.listing ?? 'all', page: queuePageOf(query) });
    return presentQueue(response, slice, presentManagedCompany);
  }

  @Patch('companies/:id')
  @ApiOperation({
    summary: "Correct a company's facts",
    description:
      'Absent fields stay; null clears a nullable fact. The result must pass the dataset’s rules; filters, size and search follow the new facts. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: CompanyDetailDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'A company with this name is already in the directory' })
  async edit(@Param('id') id: string, @Body() body: EditCompanyDto, @Req() request: Request): Promise<CompanyDetailDto> {
    return presentCompanyDetail(await this.editCompany.execute(signedInAccount(request)!.id, id, body));
  }

  @Post('companies/:id/unlist')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take a company out of the directory',
    description: 'It leaves every public list, search, facet, sitemap and match; its detail answers 404 to everyone but admins. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: CompanyListingStateDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'This company is already unlisted' })
  async unlist(@Param('id') id: string, @Body() body: ChangeListingDto, @Req() request: Request): Promise<CompanyListingStateDto> {
    return this.listingChange(request, id, false, body.reason);
  }

  @Post('companies/:id/relist')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put an unlisted company back in the directory; recorded in the audit log' })
  @ApiOkResponse({ type: CompanyListingStateDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'This company is already listed' })
  async relist(@Param('id') id: string, @Body() body: ChangeListingDto, @Req() request: Request): Promise<CompanyListingStateDto> {
    return this.listingChange(request, id, true, body.reason);
  }

  @Get('users')
  @ApiQueue('Members whose email, name or employer contains `search`, newest first', MemberSummaryDto)
  async users(@Query() query: AdminSearchQueryDto, @Res({ passthrough: true }) response: Response): Promise<MemberSummaryDto[]> {
    return presentQueue(response, await this.searchMembers.execute({ search: query.search ?? null, page: queuePageOf(query) }), presentMember);
  }

  @Post('users/:id/suspend')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Suspend a member',
    description:
      'Every session of the account ends at once and signing in answers 403 "This account is suspended"; its reviews and data stay. The reason is required and kept in the audit log.',
  })
  @ApiOkResponse({ type: MemberSummaryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown member' })
  @ApiConflictResponse({ type: ApiErrorDto, description: "Already suspended, or the admin's own account" })
  async suspend(@Param('id') id: string, @Body() body: SuspendMemberDto, @Req() request: Request): Promise<MemberSummaryDto> {
    return presentMember(await this.suspension.execute(signedInAccount(request)!.id, { userId: id, suspended: true, reason: body.reason }));
  }

  @Post('users/:id/reinstate')
  @HttpCode(200)
  @ApiOperation({ summary: "Lift a member's suspension; recorded in the audit log" })
  @ApiOkResponse({ type: MemberSummaryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown member' })
  @ApiConflictResponse({ type: ApiErrorDto, description: "Not suspended, or the admin's own account" })
  async reinstate(@Param('id') id: string, @Body() body: ReinstateMemberDto, @Req() request: Request): Promise<MemberSummaryDto> {
    return presentMember(await this.suspension.execute(signedInAccount(request)!.id, { userId: id, suspended: false, reason: body.reason }));
  }

  @Patch('users/:id')
  @ApiOperation({
    summary: "Change a member's plan tier and/or role",
    description: "Each field that changes is one audit entry with the old and new value. A later billing event of the member's Stripe subscription sets the tier again.",
  })
  @ApiOkResponse({ type: MemberSummaryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown member' })
  @ApiConflictResponse({ type: ApiErrorDto, description: "The admin's own account" })
  async changeMember(@Param('id') id: string, @Body() body: ChangeMemberDto, @Req() request: Request): Promise<MemberSummaryDto> {
    return presentMember(await this.planAndRole.execute(signedInAccount(request)!.id, { userId: id, subscriptionTier: body.subscriptionTier, userType: body.userType }));
  }

  @Get('reviews')
  @ApiQueue('Reviews matching `search` (company, text, source, author email), `status` and `type` (member reviews by default), newest first', AdminReviewDto)
  async reviews(@Query() query: AdminReviewsQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminReviewDto[]> {
    const slice = await this.searchReviews.execute({
      search: query.search ?? null,
      status: query.status ?? null,
      reviewType: query.type ?? 'user',
      page: queuePageOf(query),
    });
    return presentQueue(response, slice, presentAdminReview);
  }

  @Get('audit-log')
  @ApiQueue('Who decided or changed what, when: every moderation decision and company change, newest first', AuditLogEntryDto)
  async audit(@Query() query: QueuePageQueryDto, @Res({ passthrough: true }) response: Response): Promise<AuditLogEntryDto[]> {
    return presentQueue(response, await this.auditLog.execute(queuePageOf(query)), presentAuditEntry);
  }

  private async listingChange(request: Request, companyId: string, listed: boolean, reason: string | undefined): Promise<CompanyListingStateDto> {
    const state = await this.changeListing.execute(signedInAccount(request)!.id, { companyId, listed, reason });
    return { id: state.id, listed: state.listed, unlistedAt: state.unlistedAt?.toISOString() ?? null };
  }
}
