import { VendorAccounts } from './vendor-accounts.port';

/**
 * The companies a member speaks for as a verified (admin-approved) vendor: their reviews' full text is
 * theirs to read whatever the plan, so they can answer what they read (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews, docs/decisions/0011).
 * @returns company ids; empty for a member with no approved vendor account.
 */
export class ListVerifiedVendorCompanies {
  constructor(private readonly vendors: VendorAccounts) {}

  async execute(userId: string): Promise<string[]> {
    return (await this.vendors.listForUser(userId)).filter((account) => account.status === 'approved').map((account) => account.companyId);
  }
}
