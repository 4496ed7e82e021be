import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DIRECTORY_DEFAULT_LIMIT } from '../../domain/directory/company-query';
import { CountCompanyFacets } from '../../domain/directory/count-company-facets.use-case';
import { GetCompanyProfile } from '../../domain/directory/get-company-profile.use-case';
import { ListCompanies } from '../../domain/directory/list-companies.use-case';
import { ListCompanyReviews } from '../../domain/reviews/list-company-reviews.use-case';
import { reviewReaderOf } from '../../domain/reviews/review-text-access';
import { ListVerifiedVendorCompanies } from '../../domain/vendors/list-verified-vendor-companies.use-case';
import { signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { CompanyCardDto, CompanyDetailDto, CompanyFacetsDto, PublicReviewDto } from './company.dto';
import { presentCompanyCard, presentCompanyDetail, presentPublicReview } from './company.presenter';
import { CompanyFiltersQueryDto, ListCompaniesQueryDto } from './list-companies.query.dto';

/** The public directory: companies, profiles and their approved reviews. */
@ApiTags('companies')
@Controller('companies')
export class CompaniesController {
  constructor(
    private readonly listCompanies: ListCompanies,
    private readonly countCompanyFacets: CountCompanyFacets,
    private readonly getCompanyProfile: GetCompanyProfile,
    private readonly listCompanyReviews: ListCompanyReviews,
    private readonly listVerifiedVendorCompanies: ListVerifiedVendorCompanies,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List the directory', description: 'Filters combine with AND; the total before paging is in X-Total-Count.' })
  @ApiOkResponse({ type: [CompanyCardDto], headers: { 'X-Total-Count': { description: 'Matches before paging', schema: { type: 'integer' } } } })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Unknown filter, sort or paging value' })
  async list(@Query() query: ListCompaniesQueryDto, @Res({ passthrough: true }) res: Response): Promise<CompanyCardDto[]> {
    const page = await this.listCompanies.execute({
      ...query,
      sort: query.sort ?? 'rating',
      limit: query.limit ?? DIRECTORY_DEFAULT_LIMIT,
      offset: query.offset ?? 0,
    });
    res.setHeader('X-Total-Count', String(page.total));
    return page.items.map(presentCompanyCard);
  }

  @Get('facets')
  @ApiOperation({
    summary: 'Facet counts of the directory',
    description:
      'Takes the filters of GET /api/companies. Each facet counts, per option, the companies matching every *other* active filter (a facet ignores its own), so each count is the total the list would have with that option chosen instead.',
  })
  @ApiOkResponse({ type: CompanyFacetsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Unknown filter value' })
  facets(@Query() filters: CompanyFiltersQueryDto): Promise<CompanyFacetsDto> {
    return this.countCompanyFacets.execute(filters);
  }

  @Get(':id')
  @ApiOperation({ summary: "A company's profile with its rating aggregates" })
  @ApiOkResponse({ type: CompanyDetailDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown or malformed id' })
  async detail(@Param('id') id: string): Promise<CompanyDetailDto> {
    return presentCompanyDetail(await this.getCompanyProfile.execute(id));
  }

  @Get(':id/reviews')
  @ApiOperation({
    summary: "A company's approved reviews, newest first",
    description: 'Anonymous. Visitors and free members read the text of the 2 newest reviews; the others are `locked`. Paid plans and admins read every text, and a verified vendor of the company every text of its reviews.',
  })
  @ApiOkResponse({ type: [PublicReviewDto] })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown or malformed company id' })
  async reviews(@Param('id') id: string, @Req() request: Request): Promise<PublicReviewDto[]> {
    const account = signedInAccount(request);
    const vendorCompanyIds = account ? await this.listVerifiedVendorCompanies.execute(account.id) : [];
    const reviews = await this.listCompanyReviews.execute(id, reviewReaderOf(account, vendorCompanyIds));
    return reviews.map(presentPublicReview);
  }
}
