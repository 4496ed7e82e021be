import { Module } from '@nestjs/common';
import { BILLING_SETTINGS } from '../../config/config.module';
import { Accounts, UserSessions } from '../../domain/accounts/accounts.port';
import { DeleteAccount } from '../../domain/privacy/delete-account.use-case';
import { ExportPersonalData } from '../../domain/privacy/export-personal-data.use-case';
import { PersonalData } from '../../domain/privacy/personal-data.port';
import { KeepReviewsOfDeletedMember } from '../../domain/reviews/keep-reviews-of-deleted-member';
import { ReviewLedger } from '../../domain/reviews/review-ledger.port';
import { ReviewStore } from '../../domain/reviews/review-store.port';
import { ReviewerFingerprints } from '../../domain/reviews/reviewer-fingerprints.port';
import { SavedSearches } from '../../domain/saved-searches/saved-searches.port';
import { Clock } from '../../domain/shared/clock.port';
import { PasswordHasher } from '../../domain/shared/password-hasher.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { BillingGateway } from '../../domain/subscriptions/billing-gateway.port';
import { Subscribers } from '../../domain/subscriptions/subscribers.port';
import { VendorAccounts } from '../../domain/vendors/vendor-accounts.port';
import { useCase } from '../use-case.provider';
import { AccountController } from './account.controller';

/** Privacy rights of the signed-in member: the data export and account deletion (docs/security.md#trust-and-safety-rules). */
@Module({
  controllers: [AccountController],
  providers: [
    useCase(ExportPersonalData, [Accounts, Subscribers, ReviewStore, SavedSearches, VendorAccounts, PersonalData, Clock]),
    useCase(KeepReviewsOfDeletedMember, [ReviewStore, ReviewLedger, ReviewerFingerprints]),
    useCase(DeleteAccount, [
      Accounts,
      PasswordHasher,
      PersonalData,
      UserSessions,
      Subscribers,
      BillingGateway,
      BILLING_SETTINGS,
      UnitOfWork,
      KeepReviewsOfDeletedMember,
      Clock,
    ]),
  ],
})
export class AccountModule {}
