import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { CompanySubmissions } from '../../domain/company-submissions/company-submissions.port';
import { ListReviewsAwaitingModeration } from '../../domain/moderation/list-reviews-awaiting-moderation.use-case';
import { ModerateReview } from '../../domain/moderation/moderate-review.use-case';
import { CompanyRatings } from '../../domain/reviews/company-ratings.port';
import { RecordIntelligenceReview } from '../../domain/reviews/record-intelligence-review.use-case';
import { RefreshCompanyRatings } from '../../domain/reviews/refresh-company-ratings.use-case';
import { PublishedReviews } from '../../domain/reviews/review-reader.port';
import { ReviewStore } from '../../domain/reviews/review-store.port';
import { SubmitReview } from '../../domain/reviews/submit-review.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { ReviewModerationController } from './review-moderation.controller';
import { ReviewsController } from './reviews.controller';

/** Review submission and the admin's review moderation; use cases built from the persistence ports. */
@Module({
  controllers: [ReviewsController, ReviewModerationController],
  providers: [
    {
      provide: RefreshCompanyRatings,
      useFactory: (reviews: PublishedReviews, ratings: CompanyRatings, config: AppConfig) => new RefreshCompanyRatings(reviews, ratings, config.demoMode),
      inject: [PublishedReviews, CompanyRatings, APP_CONFIG],
    },
    {
      provide: SubmitReview,
      useFactory: (...deps: ConstructorParameters<typeof SubmitReview>) => new SubmitReview(...deps),
      inject: [ReviewStore, CompanyDirectory, CompanySubmissions, UnitOfWork, Clock],
    },
    {
      provide: ListReviewsAwaitingModeration,
      useFactory: (reviews: ReviewStore, config: AppConfig) => new ListReviewsAwaitingModeration(reviews, config.demoMode),
      inject: [ReviewStore, APP_CONFIG],
    },
    {
      provide: ModerateReview,
      useFactory: (...deps: ConstructorParameters<typeof ModerateReview>) => new ModerateReview(...deps),
      inject: [ReviewStore, RefreshCompanyRatings, UnitOfWork, Clock],
    },
    {
      provide: RecordIntelligenceReview,
      useFactory: (...deps: ConstructorParameters<typeof RecordIntelligenceReview>) => new RecordIntelligenceReview(...deps),
      inject: [ReviewStore, CompanyDirectory, RefreshCompanyRatings, UnitOfWork, Clock],
    },
  ],
})
export class ReviewsModule {}
