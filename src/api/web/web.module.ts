import { Module, type DynamicModule } from '@nestjs/common';
import { DEMO_MODE } from '../../config/config.module';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { CountCompanyFacets } from '../../domain/directory/count-company-facets.use-case';
import { DescribeCompanyPage } from '../../domain/directory/describe-company-page.use-case';
import { GetCompanyProfile } from '../../domain/directory/get-company-profile.use-case';
import { ListCompanies } from '../../domain/directory/list-companies.use-case';
import { CompanyRatings } from '../../domain/reviews/company-ratings.port';
import { GetScoringMethodology } from '../../domain/reviews/get-scoring-methodology.use-case';
import { ListCompanyReviews } from '../../domain/reviews/list-company-reviews.use-case';
import { ReviewPages } from '../../domain/reviews/review-pages.port';
import { PublishedReviews } from '../../domain/reviews/review-reader.port';
import { useCase } from '../use-case.provider';
import { SESSION_COOKIE_NAME, WebPages } from './web-pages';
import { WebPublicReads } from './web-public-reads';

/** The web app outside `/api` (WebPages: files and server-rendered pages, with the public reads its loaders make in process). */
@Module({})
export class WebModule {
  /** `sessionCookieName`: the session cookie's name, by which a request that may be a member's is told apart. */
  static forRoot(sessionCookieName: string): DynamicModule {
    return {
      module: WebModule,
      providers: [
        useCase(ListCompanies, [CompanyDirectory]),
        useCase(CountCompanyFacets, [CompanyDirectory]),
        useCase(GetCompanyProfile, [CompanyDirectory]),
        useCase(DescribeCompanyPage, [GetCompanyProfile, PublishedReviews]),
        useCase(ListCompanyReviews, [CompanyDirectory, ReviewPages, DEMO_MODE]),
        useCase(GetScoringMethodology, [CompanyRatings]),
        { provide: SESSION_COOKIE_NAME, useValue: sessionCookieName },
        WebPublicReads,
        WebPages,
      ],
      exports: [WebPublicReads],
    };
  }
}
