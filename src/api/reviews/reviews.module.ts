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
import { VendorAccounts } from '../../domain/vendors/vendor-accounts.port';
import { ReviewModerationController } from './review-moderation.controller';
import { ReviewsController } from './reviews.controller';
import { MyReviewsController } from './my-reviews.controller';
import { useCase } from '../use-case.provider';

/** Review submission and the admin's review moderation; use cases built from the persistence ports. */
@Module({
  controllers: [ReviewsController, ReviewModerationController, MyReviewsController],
  providers: [
    useCase(RefreshCompanyRatings, [PublishedReviews, CompanyRatings, DEMO_MODE]),
    useCase(SubmitReview, [ReviewStore, CompanyDirectory, CompanySubmissions, UnitOfWork, Clock, VendorAccounts]),
    useCase(CheckReviewEligibility, [ReviewStore, VendorAccounts, CompanyDirectory, Clock]),
    useCase(ListReviewsAwaitingModeration, [ReviewStore, DEMO_MODE]),
    useCase(ModerateReview, [ReviewStore, RefreshCompanyRatings, UnitOfWork, Clock, ReviewMailer, APP_URL, AuditLog]),
    useCase(ListMyReviews, [ReviewStore]),
    useCase(RecordIntelligenceReview, [ReviewStore, CompanyDirectory, RefreshCompanyRatings, UnitOfWork, Clock]),
  ],
})
export class ReviewsModule {}
