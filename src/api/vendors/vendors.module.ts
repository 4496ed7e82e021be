import { Module } from '@nestjs/common';
import { APP_URL, DEMO_MODE } from '../../config/config.module';
import { Accounts } from '../../domain/accounts/accounts.port';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { ListMyVendorAccounts } from '../../domain/vendors/list-my-vendor-accounts.use-case';
import { ListReviewsForVendor } from '../../domain/vendors/list-reviews-for-vendor.use-case';
import { ListPendingVendors, ModerateVendor } from '../../domain/vendors/moderate-vendor.use-case';
import { RegisterVendor } from '../../domain/vendors/register-vendor.use-case';
import { RespondToReview } from '../../domain/vendors/respond-to-review.use-case';
import { ReviewResponses, VendorAccounts, VendorMailer } from '../../domain/vendors/vendor-accounts.port';
import { AuditLog } from '../../domain/audit/audit-log.port';
import { WebsiteDomains } from '../../domain/discovery/company-identity';
import { AuthModule } from '../auth/auth.module';
import { VendorAdminController, VendorsController, VerifiedVendorGuard } from './vendors.controller';
import { VendorGrowthController } from './vendor-growth.controller';
import { GetCompanyInsights } from '../../domain/insights/get-company-insights.use-case';
import { InsightCounters } from '../../domain/insights/insight-counters.port';
import { SendReviewInvitations } from '../../domain/review-invitations/send-review-invitations.use-case';
import { ReviewInvitationMailer, ReviewInvitations, ReviewInvitationTokens } from '../../domain/review-invitations/review-invitations.port';
import { ReviewerFingerprints } from '../../domain/reviews/reviewer-fingerprints.port';
import { useCase } from '../use-case.provider';

/** Vendor registration and verification, vendors' responses to reviews, review invitations and insights. */
@Module({
  imports: [AuthModule],
  controllers: [VendorsController, VendorAdminController, VendorGrowthController],
  providers: [
    VerifiedVendorGuard,
    useCase(RegisterVendor, [VendorAccounts, CompanyDirectory, UnitOfWork, Clock]),
    useCase(ListMyVendorAccounts, [VendorAccounts, Clock]),
    useCase(ListReviewsForVendor, [VendorAccounts, ReviewResponses, DEMO_MODE]),
    useCase(RespondToReview, [VendorAccounts, ReviewResponses, UnitOfWork, Clock]),
    useCase(ListPendingVendors, [VendorAccounts, WebsiteDomains]),
    useCase(ModerateVendor, [VendorAccounts, Accounts, VendorMailer, UnitOfWork, Clock, APP_URL, AuditLog]),
    useCase(SendReviewInvitations, [
      VendorAccounts,
      CompanyDirectory,
      ReviewInvitations,
      ReviewInvitationTokens,
      ReviewerFingerprints,
      WebsiteDomains,
      ReviewInvitationMailer,
      UnitOfWork,
      Clock,
      APP_URL,
    ]),
    useCase(GetCompanyInsights, [VendorAccounts, InsightCounters, Clock]),
  ],
})
export class VendorsModule {}
