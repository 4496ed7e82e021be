import { Clock } from '../shared/clock.port';
import { quotaUsage, type QuotaUsage } from '../vendor-quotas/vendor-quota';
import type { VendorAccount } from './vendor-account';
import { VendorAccounts } from './vendor-accounts.port';

/** A member's vendor account with this month's quota use. */
export interface VendorAccountWithQuota extends VendorAccount {
  quota: QuotaUsage;
}

/** GET /api/vendor/accounts: the member's registrations and, for each, the month's response quota use. */
export class ListMyVendorAccounts {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; tier: string }): Promise<VendorAccountWithQuota[]> {
    const now = this.clock.now();
    return (await this.vendors.listForUser(input.userId)).map((account) => ({ ...account, quota: quotaUsage(account, input.tier, now) }));
  }
}
