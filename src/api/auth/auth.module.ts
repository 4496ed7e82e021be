import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AccountMailer } from '../../domain/accounts/account-mailer.port';
import { Accounts, OneTimeTokens, SecretTokens, UserSessions } from '../../domain/accounts/accounts.port';
import { ConfirmEmail } from '../../domain/accounts/confirm-email.use-case';
import { RequestPasswordReset, ResetPassword } from '../../domain/accounts/password-reset.use-case';
import { CheckEmailDomain } from '../../domain/verification/check-email-domain.use-case';
import { RequestIndustryVerification } from '../../domain/verification/industry-verification.use-case';
import { VerificationRequests } from '../../domain/verification/verification-requests.port';
import { EmailDomainFactsSource } from '../../domain/verification/email-domain-facts-source.port';
import { SignInThrottle } from '../../domain/accounts/sign-in-throttle.port';
import { SignIn } from '../../domain/accounts/sign-in.use-case';
import { SignUp } from '../../domain/accounts/sign-up.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { PasswordHasher } from '../../domain/shared/password-hasher.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { AuthController } from './auth.controller';
import { BrowserNavigationController } from './browser-navigation.controller';
import { EmailVerificationController } from './email-verification.controller';
import { AdminLocalStrategy, LocalStrategy } from './local.strategy';
import { SessionSerializer } from './session.serializer';

/** DI token of the public origin used in mail links (APP_URL, never the request's Host). */
export const APP_URL = Symbol('APP_URL');

/** Sign-up, sign-in (passport-local, sessions), sign-out and password reset. */
@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController, BrowserNavigationController, EmailVerificationController],
  providers: [
    LocalStrategy,
    AdminLocalStrategy,
    SessionSerializer,
    {
      provide: SignIn,
      // The decoy hash makes unknown emails cost one verification like known ones.
      useFactory: (accounts: Accounts, hasher: PasswordHasher, throttle: SignInThrottle) =>
        new SignIn(accounts, hasher, throttle, hasher.hash('decoy password for unknown emails')),
      inject: [Accounts, PasswordHasher, SignInThrottle],
    },
    {
      provide: SignUp,
      useFactory: (...deps: ConstructorParameters<typeof SignUp>) => new SignUp(...deps),
      inject: [Accounts, OneTimeTokens, SecretTokens, PasswordHasher, AccountMailer, UnitOfWork, Clock, APP_URL],
    },
    {
      provide: RequestPasswordReset,
      useFactory: (...deps: ConstructorParameters<typeof RequestPasswordReset>) => new RequestPasswordReset(...deps),
      inject: [Accounts, OneTimeTokens, SecretTokens, AccountMailer, Clock, APP_URL],
    },
    {
      provide: ResetPassword,
      useFactory: (...deps: ConstructorParameters<typeof ResetPassword>) => new ResetPassword(...deps),
      inject: [Accounts, OneTimeTokens, SecretTokens, PasswordHasher, UserSessions, UnitOfWork, Clock],
    },
    {
      provide: ConfirmEmail,
      useFactory: (...deps: ConstructorParameters<typeof ConfirmEmail>) => new ConfirmEmail(...deps),
      inject: [Accounts, OneTimeTokens, SecretTokens, EmailDomainFactsSource, UnitOfWork, Clock],
    },
    { provide: CheckEmailDomain, useFactory: (facts: EmailDomainFactsSource) => new CheckEmailDomain(facts), inject: [EmailDomainFactsSource] },
    { provide: RequestIndustryVerification, useFactory: (r: VerificationRequests) => new RequestIndustryVerification(r), inject: [VerificationRequests] },
    { provide: APP_URL, useFactory: (config: AppConfig) => config.appUrl, inject: [APP_CONFIG] },
  ],
  exports: [SignIn, APP_URL],
})
export class AuthModule {}
