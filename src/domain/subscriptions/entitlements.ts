/**
 * What each subscription tier may do, enforced by the server (DECISIONS §6, §7, §8, §13): the one place
 * these rules live. Review gating (reviews/review-text-access), the match limit (matching), the
 * vendor response quota (vendor-quotas) and email alerts of saved searches all read entitlementsOf. A member's `subscriptionTier` is
 * 'free' or the lower-case name of a paid plan; anything but 'free' is paid.
 * Source: spec part 2 §6 and §9 (free: 2 review previews per company, 3 match results, 1 response).
 */

export const FREE_TIER = 'free';

/** Match results a free member sees (spec part 2 §9). */
export const FREE_MATCH_RESULTS = 3;
/** Match results a paid member sees (DECISIONS §7). */
export const PAID_MATCH_RESULTS = 25;

/** Newest reviews per company whose text free members and visitors read (spec part 2 §9, DECISIONS §6). */
export const FREE_REVIEW_TEXT_PREVIEWS = 2;

/**
 * Monthly review-response quota per vendor plan (DECISIONS §8, spec part 2 §6): free 1, Basic 10,
 * Professional 50, Enterprise unlimited (null). The buyer plans (Startup, Growth) buy no responses,
 * so they answer like the free tier (docs/decisions/0011).
 */
export const VENDOR_RESPONSE_QUOTAS: Readonly<Record<string, number | null>> = {
  free: 1,
  basic: 10,
  professional: 50,
  enterprise: null,
};

/** Whether `tier` is a paid plan. */
export function isPaidTier(tier: string | null | undefined): boolean {
  return (tier ?? FREE_TIER).trim().toLowerCase() !== FREE_TIER;
}

/** Everything a tier may do, in one place (DECISIONS §6, §7, §8). */
export interface Entitlements {
  /** Reviews per company whose text is shown; null means all. */
  reviewTextPreviews: number | null;
  matchResults: number;
  /** Vendor responses per calendar month; null means unlimited. */
  vendorResponsesPerMonth: number | null;
  /** Daily email alerts of saved searches (DECISIONS §13): paid plans and admins. */
  emailAlerts: boolean;
}

/**
 * The entitlements of a tier. Review text, matches and email alerts follow "paid or not" (admins count as paid);
 * vendor responses follow the vendor plan (buyer plans and unknown tiers get the free quota).
 */
export function entitlementsOf(tier: string | null | undefined, isAdmin = false): Entitlements {
  const paid = isAdmin || isPaidTier(tier);
  const key = (tier ?? FREE_TIER).trim().toLowerCase();
  return {
    reviewTextPreviews: paid ? null : FREE_REVIEW_TEXT_PREVIEWS,
    matchResults: paid ? PAID_MATCH_RESULTS : FREE_MATCH_RESULTS,
    vendorResponsesPerMonth: Object.hasOwn(VENDOR_RESPONSE_QUOTAS, key) ? VENDOR_RESPONSE_QUOTAS[key] : VENDOR_RESPONSE_QUOTAS[FREE_TIER],
    emailAlerts: paid,
  };
}

/** How many ranked matches a member on `tier` receives (entitlementsOf). Admins count as paid. */
export function matchResultLimit(tier: string | null | undefined, isAdmin = false): number {
  return entitlementsOf(tier, isAdmin).matchResults;
}
