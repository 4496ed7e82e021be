import { Inject, Injectable, type ArgumentMetadata } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { visibilityFor } from '../../domain/directory/company-directory.port';
import { CompanySitemap } from '../../domain/directory/company-sitemap.port';
import { CountCompanyFacets } from '../../domain/directory/count-company-facets.use-case';
import { DescribeCompanyPage } from '../../domain/directory/describe-company-page.use-case';
import { CompanyNotFoundError } from '../../domain/directory/directory.errors';
import { ListCompanies } from '../../domain/directory/list-companies.use-case';
import { GetScoringMethodology } from '../../domain/reviews/get-scoring-methodology.use-case';
import { ListCompanyReviews } from '../../domain/reviews/list-company-reviews.use-case';
import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_MAX_LIMIT } from '../../domain/reviews/review-page';
import { reviewReaderOf } from '../../domain/reviews/review-text-access';
import type { AppInfoDto } from '../app-info/app-info.controller';
import type { CompanyCardDto, CompanyDetailDto, CompanyFacetsDto, PublicReviewDto, ScoringMethodologyDto } from '../companies/company.dto';
import { presentCompanyDetail, presentPublicReview } from '../companies/company.presenter';
import { directoryPage } from '../companies/directory-page';
import { CompanyFiltersQueryDto, ListCompaniesQueryDto } from '../companies/list-companies.query.dto';
import { ValidationFailedException } from '../http/api-error';
import { apiValidationPipe } from '../http/validation.pipe';

/** A query as the web's client sends it (web/src/api/types.ts CompaniesQuery): values the query string carries. */
export type ClientQuery = Record<string, string | number | boolean | null | undefined>;

/** The facts of `/companies/{id}`'s page: the profile as GET /api/companies/{id} answers a visitor, and the non-demo rating (out of 10). */
export interface CompanyPageJson {
  company: CompanyDetailDto;
  publicRating: { overall: number; count: number } | null;
}

const NUL = '\u0000';

/**
 * The public reads of the web's page loaders (web/src/app/public-reads.port.ts, PublicReads), in process: each
 * answer is what the API answers a visitor for the same request, made by the same use cases, presenters and
 * validation as the controllers (CompaniesController, MethodologyController, AppInfoController), so the page's
 * data is the JSON its hooks would have fetched. A query the API would refuse (400) gives null: the browser then
 * asks the API itself and shows its message. test/e2e/server-rendering.e2e-spec.ts compares each with the API.
 */
@Injectable()
export class WebPublicReads {
  private readonly validation = apiValidationPipe();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listCompanies: ListCompanies,
    private readonly countCompanyFacets: CountCompanyFacets,
    private readonly describeCompanyPage: DescribeCompanyPage,
    private readonly listCompanyReviews: ListCompanyReviews,
    private readonly getScoringMethodology: GetScoringMethodology,
    private readonly sitemap: CompanySitemap,
  ) {}

  appInfo(): Promise<AppInfoDto> {
    return Promise.resolve({ demoMode: this.config.demoMode, billingEnabled: this.config.stripe.secretKey !== null });
  }

  /** GET /api/companies: the page of cards and X-Total-Count, or null for a query the API refuses. */
  async companies(query: ClientQuery): Promise<{ companies: CompanyCardDto[]; total: number } | null> {
    const validated = await this.validated(ListCompaniesQueryDto, query);
    if (!validated) return null;
    const page = await directoryPage(this.listCompanies, validated);
    return { companies: JSON.parse(page.json) as CompanyCardDto[], total: page.total };
  }

  /** GET /api/companies/facets, or null for filters the API refuses. */
  async companyFacets(filters: ClientQuery): Promise<CompanyFacetsDto | null> {
    const validated = await this.validated(CompanyFiltersQueryDto, filters);
    return validated ? this.countCompanyFacets.execute(validated) : null;
  }

  /** The company's page facts, or null where GET /api/companies/{id} answers a visitor 404 (unknown, malformed, unlisted). */
  async companyPage(id: string): Promise<CompanyPageJson | null> {
    try {
      const { profile, publicRating } = await this.describeCompanyPage.execute(id);
      return { company: presentCompanyDetail(profile), publicRating };
    } catch (error) {
      if (error instanceof CompanyNotFoundError) return null;
      throw error;
    }
  }

  /** GET /api/companies/{id}/reviews without `limit` (its first REVIEW_PAGE_MAX_LIMIT), as a visitor reads it. @throws CompanyNotFoundError as the API's 404 */
  async companyReviews(id: string): Promise<PublicReviewDto[]> {
    const page = await this.listCompanyReviews.execute(
      id,
      reviewReaderOf(null),
      { sort: DEFAULT_REVIEW_SORT, serviceType: undefined, limit: REVIEW_PAGE_MAX_LIMIT, offset: 0 },
      visibilityFor(null),
    );
    return page.reviews.map(presentPublicReview);
  }

  methodology(): Promise<ScoringMethodologyDto> {
    return this.getScoringMethodology.execute();
  }

  /** Every listed company with the day (YYYY-MM-DD) its facts last changed. */
  async sitemapCompanies(): Promise<{ id: string; lastModified: string }[]> {
    return (await this.sitemap.entries()).map((company) => ({ id: company.id, lastModified: company.updatedAt.toISOString().slice(0, 10) }));
  }

  /**
   * `query` as the API would read it from its query string: empty values left out (the web's client does not send
   * them), a NUL character refused, then the controller's DTO and validation. Null where the API answers 400.
   */
  private async validated<Dto extends object>(metatype: new () => Dto, query: ClientQuery): Promise<Dto | null> {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      params[name] = String(value);
      if (params[name].includes(NUL)) return null;
    }
    const metadata: ArgumentMetadata = { type: 'query', metatype, data: undefined };
    try {
      return (await this.validation.transform(params, metadata)) as Dto;
    } catch (error) {
      if (error instanceof ValidationFailedException) return null;
      throw error;
    }
  }
}
