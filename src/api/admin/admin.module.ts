import { Module } from '@nestjs/common';
import { AccountMailer } from '../../domain/accounts/account-mailer.port';
import { Accounts } from '../../domain/accounts/accounts.port';
import { CreateFirstAdmin } from '../../domain/accounts/create-first-admin.use-case';
import { GetAdminSetupStatus } from '../../domain/accounts/admin-setup-status.use-case';
import { CommonPasswords } from '../../domain/accounts/common-passwords.port';
import { ListApplicationsAwaitingReview, ModerateUser } from '../../domain/accounts/moderate-user.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { PasswordHasher } from '../../domain/shared/password-hasher.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { ListVerificationRequests, ModerateVerificationRequest } from '../../domain/verification/industry-verification.use-case';
import { VerificationRequests } from '../../domain/verification/verification-requests.port';
import { VerificationMailer } from '../../domain/verification/verification-mailer.port';
import { AuditLog } from '../../domain/audit/audit-log.port';
import { APP_URL } from '../../config/config.module';
import { AuthModule } from '../auth/auth.module';
import { AdminController } from './admin.controller';
import { useCase } from '../use-case.provider';

/** Admin bootstrap, admin sign-in and user verification. */
@Module({
  imports: [AuthModule],
  controllers: [AdminController],
  providers: [
    useCase(CreateFirstAdmin, [Accounts, PasswordHasher, UnitOfWork, Clock, CommonPasswords]),
    useCase(ListApplicationsAwaitingReview, [Accounts]),
    useCase(GetAdminSetupStatus, [Accounts]),
    useCase(ModerateUser, [Accounts, AccountMailer, UnitOfWork, Clock, APP_URL, AuditLog]),
    useCase(ListVerificationRequests, [VerificationRequests]),
    useCase(ModerateVerificationRequest, [VerificationRequests, Accounts, UnitOfWork, Clock, AuditLog, VerificationMailer, APP_URL]),
  ],
})
export class AdminModule {}
