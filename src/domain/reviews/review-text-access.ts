/** How many of a company's newest approved reviews show their full text to visitors and free members. */
export const FREE_PREVIEW_REVIEW_COUNT = 2;

/**
 * Who is reading reviews. Visitors are signed out; members carry their plan tier. The subscriptions
 * module will decide which tiers are paid; until then every member is on the free tier.
 */
export type ReviewReader = { kind: 'visitor' } | { kind: 'member'; paidPlan: boolean; isAdmin: boolean };

/** Whether the reader sees the text of every review (paid plans and admins; DECISIONS §6). */
export function readsEveryReview(reader: ReviewReader): boolean {
  return reader.kind === 'member' && (reader.paidPlan || reader.isAdmin);
}
