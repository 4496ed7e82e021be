import { isPaidTier } from '../subscriptions/entitlements';

/** Who is reading reviews: a signed-out visitor, or a member on a free or paid plan. */
export type ReviewReader = { kind: 'visitor' } | { kind: 'member'; paidPlan: boolean; isAdmin: boolean };

/** The reader behind a request: a visitor without an account, otherwise a member with their plan. */
export function reviewReaderOf(account: { subscriptionTier: string; userType: string } | null | undefined): ReviewReader {
  if (!account) return { kind: 'visitor' };
  return { kind: 'member', paidPlan: isPaidTier(account.subscriptionTier), isAdmin: account.userType === 'admin' };
}

/** Whether the reader sees the text of every review (paid plans and admins; DECISIONS §6). */
export function readsEveryReview(reader: ReviewReader): boolean {
  return reader.kind === 'member' && (reader.paidPlan || reader.isAdmin);
}
