import { entitlementsOf, FREE_MATCH_RESULTS, FREE_REVIEW_TEXT_PREVIEWS } from './entitlements';

/**
 * The plans of the Pricing screen (spec part 2 §9) and the tiers they grant. A plan's `tier` is what a
 * member's `subscriptionTier` becomes (the lower-case plan name); `free` is no plan. Stripe price ids
 * are configuration (STRIPE_PRICE_STARTUP, STRIPE_PRICE_GROWTH), so they are passed in, never hard-coded.
 */

/** Who a plan is for: buyers (biotech and pharma) or vendors (CROs and CDMOs). */
export const PLAN_AUDIENCES = ['buyer', 'vendor'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/** The paid tiers a member can hold; 'free' is the absence of one. */
export const PAID_TIERS = ['startup', 'growth', 'enterprise', 'basic', 'professional'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** One card of the Pricing screen (spec part 2 §3 "Pricing tier"). */
export interface PricingPlan {
  tier: PaidTier;
  name: string;
  audience: PlanAudience;
  /** US dollars per month; null for a custom (sales) price. */
  monthlyPriceUsd: number | null;
  description: string;
  features: string[];
  popular: boolean;
  /** The Stripe price id that buys it; null when the plan is sold by contacting sales. */
  priceId: string | null;
}

/** Stripe price ids from configuration; null when unset. */
export interface PlanPrices {
  startup: string | null;
  growth: string | null;
}

/** Where the Enterprise cards send people (a mailto: link). */
export const SALES_EMAIL = 'sales@biovetted.com';

/**
 * The promises a plan card may make, each backed by an entitlement (entitlements.ts) or a built screen, so no
 * card sells what does not exist (issue 12). `planFeatures` derives a tier's list from its entitlements.
 */
export const PLAN_FEATURE_TEXT = {
  reviewText: 'Full text of every review',
  reviewPreviews: `${FREE_REVIEW_TEXT_PREVIEWS} review previews per company`,
  matches: (count: number) => `${count} ranked matches per search`,
  emailAlerts: 'Daily email alerts for saved searches',
  responses: (perMonth: number | null) => (perMonth === null ? 'Unlimited review responses' : `${perMonth} review responses per month`),
  responseQuota: 'Response quota overview',
  directory: 'Browse the company directory',
  search: 'Search and filters',
  freeMatching: `Matching limited to ${FREE_MATCH_RESULTS} companies`,
  decide: 'Shortlist, compare and export providers',
} as const;

/** What a tier's entitlements grant, as card lines: buyers first see review text, matches and alerts; vendors their responses. */
export function planFeatures(tier: PaidTier, audience: PlanAudience): string[] {
  const granted = entitlementsOf(tier);
  const buyer = [
    ...(granted.reviewTextPreviews === null ? [PLAN_FEATURE_TEXT.reviewText] : []),
    PLAN_FEATURE_TEXT.matches(granted.matchResults),
    ...(granted.emailAlerts ? [PLAN_FEATURE_TEXT.emailAlerts] : []),
  ];
  if (audience === 'buyer') return buyer;
  return [PLAN_FEATURE_TEXT.responses(granted.vendorResponsesPerMonth), PLAN_FEATURE_TEXT.responseQuota, ...buyer];
}

const BUYER_PLANS: Omit<PricingPlan, 'priceId'>[] = [
  {
    tier: 'startup',
    name: 'Startup',
    audience: 'buyer',
    monthlyPriceUsd: 29,
    description: 'For small biotech teams choosing their first outsourcing partners.',
    features: planFeatures('startup', 'buyer'),
    popular: true,
  },
  {
    tier: 'growth',
    name: 'Growth',
    audience: 'buyer',
    monthlyPriceUsd: 99,
    description: 'For growing pharma teams running several programmes at once.',
    features: planFeatures('growth', 'buyer'),
    popular: false,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    audience: 'buyer',
    monthlyPriceUsd: null,
    description: 'For large organisations with procurement and compliance needs.',
    features: [...planFeatures('enterprise', 'buyer'), PLAN_FEATURE_TEXT.responses(null)],
    popular: false,
  },
];

const VENDOR_PLANS: Omit<PricingPlan, 'priceId'>[] = [
  {
    tier: 'basic',
    name: 'Basic',
    audience: 'vendor',
    monthlyPriceUsd: 99,
    description: 'Answer the reviews of your company on its public profile.',
    features: planFeatures('basic', 'vendor'),
    popular: false,
  },
  {
    tier: 'professional',
    name: 'Professional',
    audience: 'vendor',
    monthlyPriceUsd: 249,
    description: 'For service providers with many reviews to answer.',
    features: planFeatures('professional', 'vendor'),
    popular: true,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    audience: 'vendor',
    monthlyPriceUsd: null,
    description: 'For large CROs and CDMOs with several business units.',
    features: planFeatures('enterprise', 'vendor'),
    popular: false,
  },
];

/**
 * Every plan card, buyers first, with the configured price ids. Only Startup and Growth are bought
 * online; the vendor plans and Enterprise have no price id and open a sales mail (spec part 2 §9).
 */
export function pricingPlans(prices: PlanPrices): PricingPlan[] {
  const priceIdOf = (tier: PaidTier): string | null => (tier === 'startup' ? prices.startup : tier === 'growth' ? prices.growth : null);
  return [...BUYER_PLANS, ...VENDOR_PLANS].map((plan) => ({ ...plan, features: [...plan.features], priceId: priceIdOf(plan.tier) }));
}

/** The plan a Stripe price id buys, or null for an unknown (or unconfigured) price. */
export function planForPriceId(priceId: string, prices: PlanPrices): PricingPlan | null {
  if (!priceId) return null;
  return pricingPlans(prices).find((plan) => plan.priceId === priceId) ?? null;
}

/** A plan of the visitor's Pricing page (spec part 2 §2 "Pricing" and §9). */
export interface VisitorPlan {
  name: string;
  monthlyPriceUsd: number;
  features: string[];
  /** Shown with a disabled "Coming Soon" button. */
  comingSoon: boolean;
}

/** The two plans a signed-out visitor sees: Free, and Premium marked Coming Soon (spec part 2 §9). */
export const VISITOR_PLANS: VisitorPlan[] = [
  {
    name: 'Free',
    monthlyPriceUsd: 0,
    features: [PLAN_FEATURE_TEXT.directory, PLAN_FEATURE_TEXT.reviewPreviews, PLAN_FEATURE_TEXT.search, PLAN_FEATURE_TEXT.freeMatching, PLAN_FEATURE_TEXT.decide],
    comingSoon: false,
  },
  {
    name: 'Premium',
    monthlyPriceUsd: 49,
    // The spec's Premium card listed analytics and priority support, which do not exist: it lists what paid plans grant.
    features: planFeatures('startup', 'buyer'),
    comingSoon: true,
  },
];

/** The name shown for a tier: 'Free', or the plan's name ('professional' → 'Professional'). */
export function tierDisplayName(tier: string): string {
  const clean = tier.trim().toLowerCase() || 'free';
  return `${clean.charAt(0).toUpperCase()}${clean.slice(1)}`;
}
