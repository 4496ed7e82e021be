import { Module } from '@nestjs/common';
import { APP_URL, DEMO_MODE } from '../../config/config.module';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { CompanySubmissions } from '../../domain/company-submissions/company-submissions.port';
import { ListReviewsAwaitingModeration } from '../../domain/moderation/list-reviews-awaiting-moderation.use-case';
import { ModerateReview } from '../../domain/moderation/moderate-review.use-case';
import { CompanyRatings } from '../../domain/reviews/company-ratings.port';
import { RecordIntelligenceReview } from '../../domain/reviews/record-intelligence-review.use-case';
import { RefreshCompanyRatings } from '../../domain/reviews/refresh-company-ratings.use-case';
import { PublishedReviews } from '../../domain/reviews/review-reader.port';
import { ReviewStore } from '../../domain/reviews/review-store.port';
import { ReviewMailer } from '../../domain/reviews/review-mailer.port';
import { ListMyReviews } from '../../domain/reviews/list-my-reviews.use-case';
import { SubmitReview } from '../../domain/reviews/submit-review.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { AuditLog } from '../../domain/audit/audit-log.port';
import { CheckReviewEligibility } from '../../domain/reviews/check-review-eligibility.use-case';
import { ReviewResponses, VendorAccounts, VendorMailer } from '../../domain/vendors/vendor-accounts.port';
import { WebsiteDomains } from '../../domain/discovery/company-identity';
import { ReviewEligibilityRules } from '../../domain/reviews/review-eligibility';
import { ProviderDomains } from '../../domain/reviews/provider-domains.port';
import { ReviewLedger } from '../../domain/reviews/review-ledger.port';
import { ReviewerFingerprints } from '../../domain/reviews/reviewer-fingerprints.port';
import { InvitationRedemption } from '../../domain/review-invitations/invitation-redemption';
import { AwardedEngagements } from '../../domain/rfps/awarded-engagements.port';
import { ReviewInvitations, ReviewInvitationTokens } from '../../domain/review-invitations/review-invitations.port';
import { ChangeReviewPublication } from '../../domain/moderation/change-review-publication.use-case';
import { ChangeResponsePublication } from '../../domain/moderation/change-response-publication.use-case';
import { ReviewModerationController } from './review-moderation.controller';
import { ReviewTakedownController } from './review-takedown.controller';
import { ReviewsController } from './reviews.controller';
import { MyReviewsController } from './my-reviews.controller';
import { useCase } from '../use-case.provider';

/** Review submission, the admin's review moderation and takedowns; use cases built from the persistence ports. */
@Module({
  controllers: [ReviewsController, ReviewModerationController, ReviewTakedownController, MyReviewsController],
  providers: [
    useCase(RefreshCompanyRatings, [PublishedReviews, CompanyRatings, DEMO_MODE]),
    useCase(ReviewEligibilityRules, [ReviewStore, VendorAccounts, ProviderDomains, WebsiteDomains, ReviewLedger, ReviewerFingerprints]),
    useCase(InvitationRedemption, [ReviewInvitations, ReviewInvitationTokens, ReviewerFingerprints]),
    useCase(SubmitReview, [ReviewStore, CompanyDirectory, CompanySubmissions, UnitOfWork, Clock, ReviewEligibilityRules, InvitationRedemption, AwardedEngagements]),
    useCase(CheckReviewEligibility, [ReviewEligibilityRules, CompanyDirectory, Clock]),
    useCase(ListReviewsAwaitingModeration, [ReviewStore, DEMO_MODE]),
    useCase(ModerateReview, [ReviewStore, RefreshCompanyRatings, UnitOfWork, Clock, ReviewMailer, APP_URL, AuditLog, VendorAccounts, VendorMailer]),
    useCase(ChangeReviewPublication, [ReviewStore, RefreshCompanyRatings, AuditLog, ReviewMailer, UnitOfWork, Clock, APP_URL]),
    useCase(ChangeResponsePublication, [ReviewResponses, AuditLog, VendorMailer, UnitOfWork, Clock, APP_URL]),
    useCase(ListMyReviews, [ReviewStore]),
    useCase(RecordIntelligenceReview, [ReviewStore, CompanyDirectory, RefreshCompanyRatings, UnitOfWork, Clock]),
  ],
})
export class ReviewsModule {}
