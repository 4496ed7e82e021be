/**
 * What each subscription tier may do, enforced by the server: the one place these rules live. Review gating
 * (reviews/review-text-access), the match limit (matching), the vendor response quota (vendor-quotas), email
 * alerts of saved searches and open RFPs all read entitlementsOf, and the plan cards (plans.ts) are written
 * from it. A member's `subscriptionTier` is 'free' or the lower-case name of a paid plan; anything but 'free'
 * is paid. The plans and what each grants: docs/decisions/0035-buyer-experience.md.
 */

export const FREE_TIER = 'free';

/** Match results a free member sees (docs/screens.md#constants-and-limits). */
export const FREE_MATCH_RESULTS = 3;
/** Match results a paid member sees (docs/matching-and-projects.md). */
export const PAID_MATCH_RESULTS = 25;

/** Newest reviews per company whose text free members and visitors read (docs/screens.md#constants-and-limits, docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
export const FREE_REVIEW_TEXT_PREVIEWS = 2;

/**
 * Monthly review-response quota per vendor plan (docs/billing-and-plans.md, docs/billing-and-plans.md#entitlements): free 1, Basic 10,
 * Professional 50, Enterprise unlimited (null). The buyer plans (Startup, Growth) buy no responses,
 * so they answer like the free tier (docs/decisions/0011).
 */
export const VENDOR_RESPONSE_QUOTAS: Readonly<Record<string, number | null>> = {
  free: 1,
  basic: 10,
  professional: 50,
  enterprise: null,
};

/**
 * Saved searches that may send daily email alerts, per plan: none on the free plan, a few on Startup (and the
 * vendors' Basic), most on Growth (and Professional), every one on Enterprise (null). A paid tier not named here
 * gets the smallest paid allowance; admins get every one.
 */
export const ALERT_SEARCHES: Readonly<Record<string, number | null>> = {
  free: 0,
  startup: 3,
  basic: 3,
  growth: 20,
  professional: 20,
  enterprise: null,
};

/** Requests for proposal a buyer may have open at once: free plan 1, paid plans 10. */
export const FREE_OPEN_RFPS = 1;
export const PAID_OPEN_RFPS = 10;

/** Whether `tier` is a paid plan. */
export function isPaidTier(tier: string | null | undefined): boolean {
  return (tier ?? FREE_TIER).trim().toLowerCase() !== FREE_TIER;
}

/** Everything a tier may do, in one place. */
export interface Entitlements {
  /** Reviews per company whose text is shown; null means all. */
  reviewTextPreviews: number | null;
  matchResults: number;
  /** Vendor responses per calendar month; null means unlimited. */
  vendorResponsesPerMonth: number | null;
  /** Whether saved searches may send daily email alerts at all (paid plans and admins). */
  emailAlerts: boolean;
  /** How many saved searches may have their alerts on at once; 0 on the free plan, null means every one. */
  alertSearches: number | null;
  /** Requests for proposal open at once. */
  openRfps: number;
}

const allowanceOf = (table: Readonly<Record<string, number | null>>, key: string, paidDefault: string) => (Object.hasOwn(table, key) ? table[key] : table[paidDefault]);

/**
 * The entitlements of a tier. Review text, matches and open RFPs follow "paid or not" (admins count as paid);
 * alert searches follow the plan (ALERT_SEARCHES); vendor responses follow the vendor plan (buyer plans and
 * unknown tiers get the free quota).
 */
export function entitlementsOf(tier: string | null | undefined, isAdmin = false): Entitlements {
  const paid = isAdmin || isPaidTier(tier);
  const key = (tier ?? FREE_TIER).trim().toLowerCase();
  const alertSearches = isAdmin ? null : paid ? allowanceOf(ALERT_SEARCHES, key, 'startup') : 0;
  return {
    reviewTextPreviews: paid ? null : FREE_REVIEW_TEXT_PREVIEWS,
    matchResults: paid ? PAID_MATCH_RESULTS : FREE_MATCH_RESULTS,
    vendorResponsesPerMonth: Object.hasOwn(VENDOR_RESPONSE_QUOTAS, key) ? VENDOR_RESPONSE_QUOTAS[key] : VENDOR_RESPONSE_QUOTAS[FREE_TIER],
    emailAlerts: alertSearches !== 0,
    alertSearches,
    openRfps: paid ? PAID_OPEN_RFPS : FREE_OPEN_RFPS,
  };
}

/** How many ranked matches a member on `tier` receives (entitlementsOf). Admins count as paid. */
export function matchResultLimit(tier: string | null | undefined, isAdmin = false): number {
  return entitlementsOf(tier, isAdmin).matchResults;
}
