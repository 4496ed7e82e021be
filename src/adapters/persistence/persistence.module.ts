import { Global, Module } from '@nestjs/common';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { CompanyRatings } from '../../domain/reviews/company-ratings.port';
import { PublishedReviews } from '../../domain/reviews/review-reader.port';
import { Clock, SystemClock } from '../../domain/shared/clock.port';
import { PasswordHasher } from '../../domain/shared/password-hasher.port';
import { Argon2PasswordHasher } from '../crypto/argon2-password-hasher.adapter';
import { CompanyDirectoryRepository } from './repositories/company-directory.repository';
import { CompanyRatingsRepository } from './repositories/company-ratings.repository';
import { PublishedReviewsRepository } from './repositories/published-reviews.repository';

/** Binds the domain's ports to their adapters; the API sees only the ports. */
@Global()
@Module({
  providers: [
    { provide: CompanyDirectory, useClass: CompanyDirectoryRepository },
    { provide: PublishedReviews, useClass: PublishedReviewsRepository },
    { provide: CompanyRatings, useClass: CompanyRatingsRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [CompanyDirectory, PublishedReviews, CompanyRatings, PasswordHasher, Clock],
})
export class PersistenceModule {}
