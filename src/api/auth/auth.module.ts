import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { APP_URL, type ValueToken } from '../../config/config.module';
import { AccountMailer } from '../../domain/accounts/account-mailer.port';
import { Accounts, OneTimeTokens, SecretTokens, UserSessions } from '../../domain/accounts/accounts.port';
import { ConfirmEmail } from '../../domain/accounts/confirm-email.use-case';
import { PasswordResetLinks, RequestPasswordReset, ResetPassword } from '../../domain/accounts/password-reset.use-case';
import { ChangePassword } from '../../domain/accounts/change-password.use-case';
import { RequestLimits } from '../../domain/accounts/request-limits.port';
import { ResendConfirmation } from '../../domain/accounts/resend-confirmation.use-case';
import { SignInAudit } from '../../domain/accounts/sign-in-audit.port';
import { CheckEmailDomain } from '../../domain/verification/check-email-domain.use-case';
import { RequestIndustryVerification } from '../../domain/verification/industry-verification.use-case';
import { VerificationRequests } from '../../domain/verification/verification-requests.port';
import { EmailDomainFactsSource } from '../../domain/verification/email-domain-facts-source.port';
import { SignInThrottle } from '../../domain/accounts/sign-in-throttle.port';
import { SignIn } from '../../domain/accounts/sign-in.use-case';
import { SignUp } from '../../domain/accounts/sign-up.use-case';
import { CommonPasswords } from '../../domain/accounts/common-passwords.port';
import { Clock } from '../../domain/shared/clock.port';
import { PasswordHasher } from '../../domain/shared/password-hasher.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { AuthController } from './auth.controller';
import { DenyByDefaultGuard } from './deny-by-default.guard';
import { BrowserNavigationController } from './browser-navigation.controller';
import { EmailVerificationController } from './email-verification.controller';
import { AdminLocalStrategy, LocalStrategy } from './local.strategy';
import { SessionSerializer } from './session.serializer';
import { useCase } from '../use-case.provider';

/** A hash of a throwaway password, verified for unknown emails so sign-in timing reveals nothing. */
const DECOY_PASSWORD_HASH = Symbol('DECOY_PASSWORD_HASH') as ValueToken<string>;

/** Sign-up, sign-in (passport-local, sessions), sign-out and password reset. */
@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController, BrowserNavigationController, EmailVerificationController],
  providers: [
    // Every route declares who may call it, or nobody may (access.ts).
    { provide: APP_GUARD, useClass: DenyByDefaultGuard },
    LocalStrategy,
    AdminLocalStrategy,
    SessionSerializer,
    // The decoy hash makes unknown emails cost one verification like known ones.
    { provide: DECOY_PASSWORD_HASH, useFactory: (hasher: PasswordHasher) => hasher.hash('decoy password for unknown emails'), inject: [PasswordHasher] },
    useCase(PasswordResetLinks, [OneTimeTokens, SecretTokens, UnitOfWork, Clock, APP_URL]),
    useCase(SignIn, [Accounts, PasswordHasher, SignInThrottle, DECOY_PASSWORD_HASH, SignInAudit, PasswordResetLinks, AccountMailer]),
    useCase(SignUp, [Accounts, OneTimeTokens, SecretTokens, PasswordHasher, AccountMailer, UnitOfWork, Clock, APP_URL, CommonPasswords, EmailDomainFactsSource]),
    useCase(ResendConfirmation, [Accounts, OneTimeTokens, SecretTokens, RequestLimits, AccountMailer, EmailDomainFactsSource, UnitOfWork, Clock, APP_URL]),
    useCase(RequestPasswordReset, [Accounts, PasswordResetLinks, RequestLimits, AccountMailer]),
    useCase(ResetPassword, [
      Accounts,
      OneTimeTokens,
      SecretTokens,
      PasswordHasher,
      UserSessions,
      UnitOfWork,
      Clock,
      CommonPasswords,
      SignInThrottle,
      AccountMailer,
      APP_URL,
    ]),
    useCase(ChangePassword, [Accounts, PasswordHasher, OneTimeTokens, UserSessions, UnitOfWork, Clock, CommonPasswords, AccountMailer, APP_URL]),
    useCase(ConfirmEmail, [Accounts, OneTimeTokens, SecretTokens, EmailDomainFactsSource, UnitOfWork, Clock]),
    useCase(CheckEmailDomain, [EmailDomainFactsSource]),
    useCase(RequestIndustryVerification, [VerificationRequests]),
  ],
  exports: [SignIn, PasswordResetLinks],
})
export class AuthModule {}
