import { entitlementsOf, FREE_TIER } from './entitlements';

/**
 * The plans of the Pricing screen and the tiers they grant, the same cards for visitors and members. A plan's
 * `tier` is what a member's `subscriptionTier` becomes (the lower-case plan name); `free` is no paid plan. Stripe
 * price ids are configuration (STRIPE_PRICE_STARTUP, STRIPE_PRICE_GROWTH), so they are passed in, never
 * hard-coded.
 */

/** Who a plan is for: buyers (biotech and pharma) or vendors (CROs and CDMOs). */
export const PLAN_AUDIENCES = ['buyer', 'vendor'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/** The paid tiers a member can hold; 'free' is the absence of one. */
export const PAID_TIERS = ['startup', 'growth', 'enterprise', 'basic', 'professional'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** Every tier a plan card stands for: the free plan and the paid ones. */
export const PLAN_TIERS = [FREE_TIER, ...PAID_TIERS] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** One card of the Pricing screen: a plan, its price and what it grants. */
export interface PricingPlan {
  tier: PlanTier;
  name: string;
  audience: PlanAudience;
  /** US dollars per month (0 for the free plan); null for a custom (sales) price. */
  monthlyPriceUsd: number | null;
  description: string;
  /** What the tier's entitlements grant, as card lines (planFeatures). */
  features: string[];
  popular: boolean;
  /** The Stripe price id that buys it; null when the plan is free or sold by contacting sales. */
  priceId: string | null;
}

/** Stripe price ids from configuration; null when unset. */
export interface PlanPrices {
  startup: string | null;
  growth: string | null;
}

/** Where the Enterprise cards send people (a mailto: link). */
export const SALES_EMAIL = 'sales@biovetted.com';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The lines a plan card may show, each written from an entitlement (entitlements.ts), so no card promises what
 * the server does not grant, and two plans that grant the same list the same.
 */
export const PLAN_FEATURE_TEXT = {
  directory: 'Browse, search and filter the directory',
  decide: 'Shortlist, compare and export providers',
  reviewText: (previews: number | null) => (previews === null ? 'Full text of every review' : `${plural(previews, 'review preview', 'review previews')} per company`),
  matches: (count: number) => `Top ${count} matches per project search`,
  alerts: (searches: number | null) =>
    searches === null ? 'Daily email alerts on every saved search' : `Daily email alerts on ${plural(searches, 'saved search', 'saved searches')}`,
  openRfps: (count: number) => `${plural(count, 'request', 'requests')} for proposal open at a time`,
  responses: (perMonth: number | null) => (perMonth === null ? 'Unlimited review responses' : `${plural(perMonth, 'review response', 'review responses')} per month`),
} as const;

/**
 * What a tier grants, as card lines, from its entitlements: for buyers review text, matches, alerts and open
 * RFPs (and review responses where the tier gives more than the free quota); for vendors their review responses
 * first. The free plan adds what every member has (directory, shortlist and compare).
 */
export function planFeatures(tier: PlanTier, audience: PlanAudience): string[] {
  const granted = entitlementsOf(tier);
  const free = entitlementsOf(FREE_TIER);
  const responses = PLAN_FEATURE_TEXT.responses(granted.vendorResponsesPerMonth);
  const buyer = [
    PLAN_FEATURE_TEXT.reviewText(granted.reviewTextPreviews),
    PLAN_FEATURE_TEXT.matches(granted.matchResults),
    ...(granted.alertSearches === 0 ? [] : [PLAN_FEATURE_TEXT.alerts(granted.alertSearches)]),
    PLAN_FEATURE_TEXT.openRfps(granted.openRfps),
  ];
  const everyone = tier === FREE_TIER ? [PLAN_FEATURE_TEXT.directory, PLAN_FEATURE_TEXT.decide] : [];
  if (audience === 'vendor') return [responses, ...everyone, ...buyer];
  const extraResponses = granted.vendorResponsesPerMonth !== free.vendorResponsesPerMonth ? [responses] : [];
  return [...everyone, ...buyer, ...extraResponses];
}

type PlanCard = Omit<PricingPlan, 'priceId' | 'features'>;

const BUYER_PLANS: PlanCard[] = [
  {
    tier: 'free',
    name: 'Free',
    audience: 'buyer',
    monthlyPriceUsd: 0,
    description: 'For anyone choosing a provider: the directory, scores and the first reviews.',
    popular: false,
  },
  {
    tier: 'startup',
    name: 'Startup',
    audience: 'buyer',
    monthlyPriceUsd: 29,
    description: 'For small biotech teams choosing their first outsourcing partners.',
    popular: true,
  },
  {
    tier: 'growth',
    name: 'Growth',
    audience: 'buyer',
    monthlyPriceUsd: 99,
    description: 'For growing pharma teams watching many markets and programmes at once.',
    popular: false,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    audience: 'buyer',
    monthlyPriceUsd: null,
    description: 'For large organisations with procurement and compliance needs.',
    popular: false,
  },
];

const VENDOR_PLANS: PlanCard[] = [
  {
    tier: 'free',
    name: 'Free',
    audience: 'vendor',
    monthlyPriceUsd: 0,
    description: 'Claim your company profile and answer a review now and then.',
    popular: false,
  },
  {
    tier: 'basic',
    name: 'Basic',
    audience: 'vendor',
    monthlyPriceUsd: 99,
    description: 'Answer the reviews of your company on its public profile.',
    popular: false,
  },
  {
    tier: 'professional',
    name: 'Professional',
    audience: 'vendor',
    monthlyPriceUsd: 249,
    description: 'For service providers with many reviews to answer.',
    popular: true,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    audience: 'vendor',
    monthlyPriceUsd: null,
    description: 'For large CROs and CDMOs with several business units.',
    popular: false,
  },
];

/**
 * Every plan card, buyers first, each with the features its tier's entitlements grant and the configured price
 * ids. Only Startup and Growth are bought online; the vendor plans and Enterprise have no price id and open a
 * sales mail; Free needs no payment.
 */
export function pricingPlans(prices: PlanPrices): PricingPlan[] {
  const priceIdOf = (tier: PlanTier): string | null => (tier === 'startup' ? prices.startup : tier === 'growth' ? prices.growth : null);
  return [...BUYER_PLANS, ...VENDOR_PLANS].map((plan) => ({ ...plan, features: planFeatures(plan.tier, plan.audience), priceId: priceIdOf(plan.tier) }));
}

/** The paid plan a Stripe price id buys, or null for an unknown (or unconfigured) price. */
export function planForPriceId(priceId: string, prices: PlanPrices): PricingPlan | null {
  if (!priceId) return null;
  return pricingPlans(prices).find((plan) => plan.priceId === priceId) ?? null;
}

/** The card of the plan a member holds (their tier), for the subscription page: the buyer's card where both have one. */
export function planOfTier(tier: string): PricingPlan | null {
  const key = tier.trim().toLowerCase() || FREE_TIER;
  return pricingPlans({ startup: null, growth: null }).find((plan) => plan.tier === key) ?? null;
}

/** The name shown for a tier: 'Free', or the plan's name ('professional' → 'Professional'). */
export function tierDisplayName(tier: string): string {
  const clean = tier.trim().toLowerCase() || 'free';
  return `${clean.charAt(0).toUpperCase()}${clean.slice(1)}`;
}
