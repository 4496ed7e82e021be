/**
 * What each subscription tier may do, enforced by the server (DECISIONS §6, §7, §8). A member's
 * `subscriptionTier` is 'free' or the lower-case name of a paid plan; anything but 'free' is paid.
 * Source: spec part 2 §6 and §9 (free: 2 review previews per company, 3 match results).
 */
export const FREE_TIER = 'free';

/** Match results a free member sees (spec part 2 §9). */
export const FREE_MATCH_RESULTS = 3;
/** Match results a paid member sees (DECISIONS §7). */
export const PAID_MATCH_RESULTS = 25;

/** Whether `tier` is a paid plan. */
export function isPaidTier(tier: string | null | undefined): boolean {
  return (tier ?? FREE_TIER).trim().toLowerCase() !== FREE_TIER;
}

/** How many ranked matches a member on `tier` receives. Admins count as paid. */
export function matchResultLimit(tier: string | null | undefined, isAdmin = false): number {
  return isAdmin || isPaidTier(tier) ? PAID_MATCH_RESULTS : FREE_MATCH_RESULTS;
}
