/**
 * What each subscription tier may do, enforced by the server (DECISIONS §6, §7, §8). A member's
 * `subscriptionTier` is 'free' or the lower-case name of a paid plan; anything but 'free' is paid.
 * Source: spec part 2 §6 and §9 (free: 2 review previews per company, 3 match results).
 */
import { monthlyResponseQuota } from '../vendor-quotas/vendor-quota';

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

/** Newest reviews per company whose text free members and visitors read (spec part 2 §9, DECISIONS §6). */
export const FREE_REVIEW_TEXT_PREVIEWS = 2;

/** Everything a tier may do, in one place (DECISIONS §6, §7, §8). */
export interface Entitlements {
  /** Reviews per company whose text is shown; null means all. */
  reviewTextPreviews: number | null;
  matchResults: number;
  /** Vendor responses per calendar month; null means unlimited. */
  vendorResponsesPerMonth: number | null;
}

/**
 * The entitlements of a tier. Review text and matches follow "paid or not" (admins count as paid);
 * vendor responses follow the vendor plan (see vendor-quotas: buyer plans buy no responses).
 */
export function entitlementsOf(tier: string | null | undefined, isAdmin = false): Entitlements {
  const paid = isAdmin || isPaidTier(tier);
  return {
    reviewTextPreviews: paid ? null : FREE_REVIEW_TEXT_PREVIEWS,
    matchResults: matchResultLimit(tier, isAdmin),
    vendorResponsesPerMonth: monthlyResponseQuota(tier),
  };
}
