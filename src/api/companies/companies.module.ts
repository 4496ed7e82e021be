import { Module } from '@nestjs/common';
import { DEMO_MODE } from '../../config/config.module';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { CountCompanyFacets } from '../../domain/directory/count-company-facets.use-case';
import { CompareCompanies } from '../../domain/directory/compare-companies.use-case';
import { GetCompanyProfile } from '../../domain/directory/get-company-profile.use-case';
import { ListCompanies } from '../../domain/directory/list-companies.use-case';
import { CompanyRatings } from '../../domain/reviews/company-ratings.port';
import { GetScoringMethodology } from '../../domain/reviews/get-scoring-methodology.use-case';
import { ListCompanyReviews } from '../../domain/reviews/list-company-reviews.use-case';
import { ReviewPages } from '../../domain/reviews/review-pages.port';
import { ListVerifiedVendorCompanies } from '../../domain/vendors/list-verified-vendor-companies.use-case';
import { VendorAccounts } from '../../domain/vendors/vendor-accounts.port';
import { CompaniesController } from './companies.controller';
import { InsightEventsController } from './insight-events.controller';
import { RecentInsightEvents } from './insight-events';
import { RecordComparison } from '../../domain/insights/record-comparison.use-case';
import { RecordProfileView } from '../../domain/insights/record-profile-view.use-case';
import { InsightCounters } from '../../domain/insights/insight-counters.port';
import { Clock } from '../../domain/shared/clock.port';
import { MethodologyController } from './methodology.controller';
import { useCase } from '../use-case.provider';

/** The directory endpoints; use cases are built from the ports bound in AdaptersModule. */
@Module({
  controllers: [InsightEventsController, CompaniesController, MethodologyController],
  providers: [
    useCase(ListCompanies, [CompanyDirectory]),
    useCase(CountCompanyFacets, [CompanyDirectory]),
    useCase(GetScoringMethodology, [CompanyRatings]),
    useCase(GetCompanyProfile, [CompanyDirectory]),
    useCase(ListCompanyReviews, [CompanyDirectory, ReviewPages, DEMO_MODE]),
    useCase(ListVerifiedVendorCompanies, [VendorAccounts]),
    useCase(CompareCompanies, [CompanyDirectory]),
    RecentInsightEvents,
    useCase(RecordProfileView, [CompanyDirectory, VendorAccounts, InsightCounters, Clock]),
    useCase(RecordComparison, [CompanyDirectory, InsightCounters, Clock]),
  ],
})
export class CompaniesModule {}
