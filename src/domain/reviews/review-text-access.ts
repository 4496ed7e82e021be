import { entitlementsOf, FREE_TIER } from '../subscriptions/entitlements';

/** Who is reading reviews: a signed-out visitor, or a member with their plan. */
export type ReviewReader = { kind: 'visitor' } | { kind: 'member'; subscriptionTier: string; isAdmin: boolean };

/** The reader behind a request: a visitor without an account, otherwise a member with their plan. */
export function reviewReaderOf(account: { subscriptionTier: string; userType: string } | null | undefined): ReviewReader {
  if (!account) return { kind: 'visitor' };
  return { kind: 'member', subscriptionTier: account.subscriptionTier, isAdmin: account.userType === 'admin' };
}

/**
 * Newest reviews per company whose text the reader sees, from the tier's entitlements (visitors as
 * the free tier; paid plans and admins: null, every text; DECISIONS §6).
 */
export function reviewTextPreviewsOf(reader: ReviewReader): number | null {
  return reader.kind === 'visitor' ? entitlementsOf(FREE_TIER).reviewTextPreviews : entitlementsOf(reader.subscriptionTier, reader.isAdmin).reviewTextPreviews;
}

/** Whether the reader sees the text of every review (paid plans and admins; DECISIONS §6). */
export function readsEveryReview(reader: ReviewReader): boolean {
  return reviewTextPreviewsOf(reader) === null;
}
