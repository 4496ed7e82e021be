import { Module } from '@nestjs/common';
import { AccountMailer } from '../../domain/accounts/account-mailer.port';
import { Accounts } from '../../domain/accounts/accounts.port';
import { CreateFirstAdmin } from '../../domain/accounts/create-first-admin.use-case';
import { ListApplicationsAwaitingReview, ModerateUser } from '../../domain/accounts/moderate-user.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { PasswordHasher } from '../../domain/shared/password-hasher.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import {
  ListVerificationRequests,
  ModerateVerificationRequest,
} from '../../domain/verification/industry-verification.use-case';
import { VerificationRequests } from '../../domain/verification/verification-requests.port';
import { APP_URL, AuthModule } from '../auth/auth.module';
import { AdminController } from './admin.controller';

/** Admin bootstrap, admin sign-in and user verification. */
@Module({
  imports: [AuthModule],
  controllers: [AdminController],
  providers: [
    {
      provide: CreateFirstAdmin,
      useFactory: (...deps: ConstructorParameters<typeof CreateFirstAdmin>) => new CreateFirstAdmin(...deps),
      inject: [Accounts, PasswordHasher, UnitOfWork, Clock],
    },
    { provide: ListApplicationsAwaitingReview, useFactory: (a: Accounts) => new ListApplicationsAwaitingReview(a), inject: [Accounts] },
    {
      provide: ModerateUser,
      useFactory: (...deps: ConstructorParameters<typeof ModerateUser>) => new ModerateUser(...deps),
      inject: [Accounts, AccountMailer, Clock, APP_URL],
    },
    { provide: ListVerificationRequests, useFactory: (r: VerificationRequests) => new ListVerificationRequests(r), inject: [VerificationRequests] },
    {
      provide: ModerateVerificationRequest,
      useFactory: (...deps: ConstructorParameters<typeof ModerateVerificationRequest>) => new ModerateVerificationRequest(...deps),
      inject: [VerificationRequests, Accounts, UnitOfWork, Clock],
    },
  ],
})
export class AdminModule {}
