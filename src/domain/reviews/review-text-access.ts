import { entitlementsOf, FREE_TIER } from '../subscriptions/entitlements';

/**
 * Who is reading reviews: a signed-out visitor, or a member with their plan and the companies they
 * are a verified vendor of.
 */
export type ReviewReader = { kind: 'visitor' } | { kind: 'member'; subscriptionTier: string; isAdmin: boolean; vendorCompanyIds: readonly string[] };

/**
 * The reader behind a request: a visitor without an account, otherwise a member with their plan and
 * `vendorCompanyIds`, the companies whose approved vendor they are (ListVerifiedVendorCompanies).
 */
export function reviewReaderOf(account: { subscriptionTier: string; userType: string } | null | undefined, vendorCompanyIds: readonly string[] = []): ReviewReader {
  if (!account) return { kind: 'visitor' };
  return { kind: 'member', subscriptionTier: account.subscriptionTier, isAdmin: account.userType === 'admin', vendorCompanyIds };
}

/** Whether the reader is a verified vendor of `companyId`: they read all its reviews' text, to answer them. */
export function readsAsVendorOf(reader: ReviewReader, companyId: string): boolean {
  return reader.kind === 'member' && reader.vendorCompanyIds.includes(companyId);
}

/**
 * Newest reviews per company whose text the reader sees, from the tier's entitlements (visitors as
 * the free tier; paid plans and admins: null, every text; docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews).
 */
export function reviewTextPreviewsOf(reader: ReviewReader): number | null {
  return reader.kind === 'visitor' ? entitlementsOf(FREE_TIER).reviewTextPreviews : entitlementsOf(reader.subscriptionTier, reader.isAdmin).reviewTextPreviews;
}

/** Whether the reader sees the text of every review (paid plans and admins; docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
export function readsEveryReview(reader: ReviewReader): boolean {
  return reviewTextPreviewsOf(reader) === null;
}
