import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CountCompanyFacets } from '../../domain/directory/count-company-facets.use-case';
import { CompareCompanies } from '../../domain/directory/compare-companies.use-case';
import { GetCompanyProfile } from '../../domain/directory/get-company-profile.use-case';
import { ListCompanies } from '../../domain/directory/list-companies.use-case';
import { ListCompanyReviews } from '../../domain/reviews/list-company-reviews.use-case';
import { reviewReaderOf } from '../../domain/reviews/review-text-access';
import { ListVerifiedVendorCompanies } from '../../domain/vendors/list-verified-vendor-companies.use-case';
import { visibilityFor } from '../../domain/directory/company-directory.port';
import { signedInAccount } from '../auth/guards';
import { DIRECTORY_KEY, companyKey } from '../../domain/directory/public-read-keys';
import { ApiErrorDto } from '../http/api-error.dto';
import { PublicAnswer } from '../http/public-answer.interceptor';
import { CompanyCardDto, CompanyDetailDto, CompanyFacetsDto, PublicReviewDto } from './company.dto';
import { presentCompanyDetail, presentPublicReview } from './company.presenter';
import { directoryPage, directoryPageHeaders } from './directory-page';
import { CompanyFiltersQueryDto, ListCompaniesQueryDto } from './list-companies.query.dto';
import { ListCompanyReviewsQueryDto } from './list-company-reviews.query.dto';
import { CompareCompaniesQueryDto } from './compare-companies.query.dto';
import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_MAX_LIMIT } from '../../domain/reviews/review-page';
import { Public } from '../auth/access';

/** The public directory: companies, profiles and their approved reviews. */
@ApiTags('companies')
@Public()
@Controller('companies')
export class CompaniesController {
  constructor(
    private readonly listCompanies: ListCompanies,
    private readonly countCompanyFacets: CountCompanyFacets,
    private readonly getCompanyProfile: GetCompanyProfile,
    private readonly listCompanyReviews: ListCompanyReviews,
    private readonly listVerifiedVendorCompanies: ListVerifiedVendorCompanies,
    private readonly compareCompanies: CompareCompanies,
  ) {}

  @Get()
  @PublicAnswer(DIRECTORY_KEY)
  @ApiOperation({ summary: 'List the directory', description: 'Filters combine with AND; the total before paging is in X-Total-Count.' })
  @ApiOkResponse({ type: [CompanyCardDto], headers: { 'X-Total-Count': { description: 'Matches before paging', schema: { type: 'integer' } } } })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Unknown filter, sort or paging value' })
  async list(@Query() query: ListCompaniesQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const page = await directoryPage(this.listCompanies, query);
    res.set(directoryPageHeaders(page));
    return page.json;
  }

  @Get('facets')
  @PublicAnswer(DIRECTORY_KEY)
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

  // Declared before ':id', which would otherwise take "compare" for an id.
  @Get('compare')
  @PublicAnswer((_request, answer) => (answer as CompanyDetailDto[]).map((company) => companyKey(company.id)))
  @ApiOperation({
    summary: 'Full profiles of 2-4 companies, side by side',
    description: 'In the order of `ids`; each entry is exactly what GET /api/companies/{id} answers.',
  })
  @ApiOkResponse({ type: [CompanyDetailDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Fewer than 2 or more than 4 ids, or an id twice' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'An unknown or malformed id' })
  async compare(@Query() query: CompareCompaniesQueryDto): Promise<CompanyDetailDto[]> {
    return (await this.compareCompanies.execute(query.ids)).map(presentCompanyDetail);
  }

  @Get(':id')
  @PublicAnswer((request) => companyKey(String(request.params.id)))
  @ApiOperation({ summary: "A company's profile with its rating aggregates", description: 'An unlisted company answers 404, except to admins.' })
  @ApiOkResponse({ type: CompanyDetailDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown or malformed id' })
  async detail(@Param('id') id: string, @Req() request: Request): Promise<CompanyDetailDto> {
    return presentCompanyDetail(await this.getCompanyProfile.execute(id, visibilityFor(signedInAccount(request))));
  }

  @Get(':id/reviews')
  @PublicAnswer((request) => companyKey(String(request.params.id)))
  @ApiOperation({
    summary: "A company's approved reviews, paged and sorted",
    description:
      'Anonymous. Visitors and free members read the text of the 2 newest reviews (counted from the newest whatever the sort or filter); the others are `locked`. ' +
      'Paid plans and admins read every text, and a verified vendor of the company every text of its reviews. While the company has fewer than 3 approved ' +
      'user reviews, reviewerRole, organizationType, projectSize, projectDuration, workTimeframe, therapeuticArea, moleculeType and developmentPhase are null. ' +
      `Without \`limit\`, the first ${REVIEW_PAGE_MAX_LIMIT}; page on with \`offset\` (X-Total-Count has the total).`,
  })
  @ApiOkResponse({ type: [PublicReviewDto], headers: { 'X-Total-Count': { description: 'Reviews matching the filter, before paging', schema: { type: 'integer' } } } })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Unknown sort or service type, or bad paging' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown or malformed company id' })
  async reviews(
    @Param('id') id: string,
    @Query() query: ListCompanyReviewsQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicReviewDto[]> {
    const account = signedInAccount(request);
    const vendorCompanyIds = account ? await this.listVerifiedVendorCompanies.execute(account.id) : [];
    const page = await this.listCompanyReviews.execute(
      id,
      reviewReaderOf(account, vendorCompanyIds),
      {
        sort: query.sort ?? DEFAULT_REVIEW_SORT,
        serviceType: query.serviceType,
        limit: query.limit ?? REVIEW_PAGE_MAX_LIMIT,
        offset: query.offset ?? 0,
      },
      visibilityFor(account),
    );
    res.setHeader('X-Total-Count', String(page.total));
    return page.reviews.map(presentPublicReview);
  }
}
