import type { QuotaCounter } from '../vendor-quotas/vendor-quota';

/** Where a vendor registration stands: waiting for an admin, approved (verified) or rejected. */
export const VENDOR_ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VendorAccountStatus = (typeof VENDOR_ACCOUNT_STATUSES)[number];

/** A member's claim to speak for a company (docs/data-model.md#stored-entities). */
export interface VendorAccount extends QuotaCounter {
  id: string;
  userId: string;
  companyId: string;
  companyName: string;
  status: VendorAccountStatus;
  /** True once an admin approved the claim. */
  isVerified: boolean;
  verificationDocument: string | null;
  createdAt: Date;
}

/**
 * Whether the member speaks for the company: a vendor account for it that is verified or still waiting
 * (docs/security.md#trust-and-safety-rules conflict of interest). A rejected claim does not count.
 */
export function representsCompany(accounts: readonly Pick<VendorAccount, 'companyId' | 'status'>[], companyId: string): boolean {
  return accounts.some((account) => account.companyId === companyId && account.status !== 'rejected');
}

/** A pending registration as the admin's Vendor Verification tab shows it (docs/api-contract.md#answer-shapes). */
export interface PendingVendor {
  id: string;
  userId: string;
  companyId: string;
  companyName: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  verificationDocument: string | null;
  createdAt: Date;
  /** The company's website, for the domain check of the claim (null when unknown). */
  companyWebsite: string | null;
}

/** Whether a claimant's email belongs to the company's website domain: the admin's first signal. */
export interface ClaimDomainCheck {
  /** The host of the claimant's email (`us.pfizer.com`). */
  emailDomain: string | null;
  /** The registrable domain of the company's website (`pfizer.com`), null without a usable website. */
  websiteDomain: string | null;
  /** True when both registrable domains are the same; null when the company has no usable website. */
  matches: boolean | null;
}
