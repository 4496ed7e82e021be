import { displayName } from '../accounts/account';
import { Accounts } from '../accounts/accounts.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { PendingVendor } from './vendor-account';
import { VendorAccounts, VendorMailer } from './vendor-accounts.port';
import { VendorAccountNotFoundError, VendorAlreadyModeratedError } from './vendors.errors';

/** Registrations the admin's Vendor Verification tab lists, oldest first. */
export class ListPendingVendors {
  constructor(private readonly vendors: VendorAccounts) {}

  execute(): Promise<PendingVendor[]> {
    return this.vendors.listPending();
  }
}

/**
 * An admin approves (the account becomes verified and may answer its company's reviews) or rejects a
 * vendor registration, with notes; the vendor is mailed either way (DECISIONS §8).
 * @throws VendorAccountNotFoundError; VendorAlreadyModeratedError when it is no longer pending.
 */
export class ModerateVendor {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly accounts: Accounts,
    private readonly mailer: VendorMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
    /** The company profile's path for an id (the web's route). */
    private readonly profilePath: (companyId: string) => string = (id) => `/companies/${id}`,
  ) {}

  async execute(input: { adminId: string; vendorAccountId: string; approved: boolean; notes?: string | null }): Promise<{ id: string; status: 'approved' | 'rejected' }> {
    const status = input.approved ? 'approved' : 'rejected';
    const notes = input.notes?.trim() || null;
    const account = await this.unitOfWork.run(
      async () => {
        const vendor = await this.vendors.findById(input.vendorAccountId);
        if (!vendor) throw new VendorAccountNotFoundError();
        if (vendor.status !== 'pending') throw new VendorAlreadyModeratedError();
        await this.vendors.decide(vendor.id, { status, moderatedBy: input.adminId, notes, at: this.clock.now() });
        return vendor;
      },
      { lock: `vendor-account:${input.vendorAccountId}` },
    );
    const member = await this.accounts.findById(account.userId);
    if (member) {
      const name = displayName(member);
      if (input.approved) await this.mailer.sendVendorApproved(member.email, name, account.companyName, `${this.appUrl}${this.profilePath(account.companyId)}`);
      else await this.mailer.sendVendorRejected(member.email, name, account.companyName, notes);
    }
    return { id: account.id, status };
  }
}
