import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { GetCompanyProfile } from '../../domain/directory/get-company-profile.use-case';
import { ListCompanies } from '../../domain/directory/list-companies.use-case';
import { ListCompanyReviews } from '../../domain/reviews/list-company-reviews.use-case';
import { PublishedReviews } from '../../domain/reviews/review-reader.port';
import { ListVerifiedVendorCompanies } from '../../domain/vendors/list-verified-vendor-companies.use-case';
import { VendorAccounts } from '../../domain/vendors/vendor-accounts.port';
import { CompaniesController } from './companies.controller';

/** The directory endpoints; use cases are built from the ports bound by the persistence module. */
@Module({
  controllers: [CompaniesController],
  providers: [
    { provide: ListCompanies, useFactory: (d: CompanyDirectory) => new ListCompanies(d), inject: [CompanyDirectory] },
    { provide: GetCompanyProfile, useFactory: (d: CompanyDirectory) => new GetCompanyProfile(d), inject: [CompanyDirectory] },
    {
      provide: ListCompanyReviews,
      useFactory: (d: CompanyDirectory, r: PublishedReviews, config: AppConfig) => new ListCompanyReviews(d, r, config.demoMode),
      inject: [CompanyDirectory, PublishedReviews, APP_CONFIG],
    },
    { provide: ListVerifiedVendorCompanies, useFactory: (v: VendorAccounts) => new ListVerifiedVendorCompanies(v), inject: [VendorAccounts] },
  ],
})
export class CompaniesModule {}
