import { Module } from '@nestjs/common';
import { Accounts } from '../../domain/accounts/accounts.port';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { ListMyVendorAccounts } from '../../domain/vendors/list-my-vendor-accounts.use-case';
import { ListPendingVendors, ModerateVendor } from '../../domain/vendors/moderate-vendor.use-case';
import { RegisterVendor } from '../../domain/vendors/register-vendor.use-case';
import { RespondToReview } from '../../domain/vendors/respond-to-review.use-case';
import { ReviewResponses, VendorAccounts, VendorMailer } from '../../domain/vendors/vendor-accounts.port';
import { APP_URL, AuthModule } from '../auth/auth.module';
import { VendorAdminController, VendorsController, VerifiedVendorGuard } from './vendors.controller';

/** Vendor registration and verification, and vendors' responses to reviews. */
@Module({
  imports: [AuthModule],
  controllers: [VendorsController, VendorAdminController],
  providers: [
    VerifiedVendorGuard,
    {
      provide: RegisterVendor,
      useFactory: (...deps: ConstructorParameters<typeof RegisterVendor>) => new RegisterVendor(...deps),
      inject: [VendorAccounts, CompanyDirectory, UnitOfWork, Clock],
    },
    {
      provide: ListMyVendorAccounts,
      useFactory: (...deps: ConstructorParameters<typeof ListMyVendorAccounts>) => new ListMyVendorAccounts(...deps),
      inject: [VendorAccounts, Clock],
    },
    {
      provide: RespondToReview,
      useFactory: (...deps: ConstructorParameters<typeof RespondToReview>) => new RespondToReview(...deps),
      inject: [VendorAccounts, ReviewResponses, UnitOfWork, Clock],
    },
    { provide: ListPendingVendors, useFactory: (v: VendorAccounts) => new ListPendingVendors(v), inject: [VendorAccounts] },
    {
      provide: ModerateVendor,
      useFactory: (vendors: VendorAccounts, accounts: Accounts, mailer: VendorMailer, uow: UnitOfWork, clock: Clock, appUrl: string) =>
        new ModerateVendor(vendors, accounts, mailer, uow, clock, appUrl),
      inject: [VendorAccounts, Accounts, VendorMailer, UnitOfWork, Clock, APP_URL],
    },
  ],
})
export class VendorsModule {}
