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

const BUYER_PLANS: Omit<PricingPlan, 'priceId'>[] = [
  {
    tier: 'startup',
    name: 'Startup',
    audience: 'buyer',
    monthlyPriceUsd: 29,
    description: 'For small biotech teams choosing their first outsourcing partners.',
    features: ['Full text of every review', 'All company details', '25 ranked matches per search', 'Advanced search and filtering', 'Email alerts'],
    popular: true,
  },
  {
    tier: 'growth',
    name: 'Growth',
    audience: 'buyer',
    monthlyPriceUsd: 99,
    description: 'For growing pharma teams running several programmes at once.',
    features: ['Everything in Startup', 'Up to 5 team users', 'API access', 'Priority support'],
    popular: false,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    audience: 'buyer',
    monthlyPriceUsd: null,
    description: 'For large organisations with procurement and compliance needs.',
    features: ['Everything in Growth', 'Unlimited team users', 'Custom integrations', 'Dedicated account manager'],
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
    features: ['10 review responses per month', 'Verified vendor badge on responses', 'Response quota overview'],
    popular: false,
  },
  {
    tier: 'professional',
    name: 'Professional',
    audience: 'vendor',
    monthlyPriceUsd: 249,
    description: 'For service providers with many reviews to answer.',
    features: ['50 review responses per month', 'Everything in Basic', 'Priority support'],
    popular: true,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    audience: 'vendor',
    monthlyPriceUsd: null,
    description: 'For large CROs and CDMOs with several business units.',
    features: ['Unlimited review responses', 'Everything in Professional', 'Dedicated account manager'],
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
    features: ['Browse the company directory', '2 review previews per company', 'Basic search', 'Matching limited to 3 companies'],
    comingSoon: false,
  },
  {
    name: 'Premium',
    monthlyPriceUsd: 49,
    features: ['Full reviews', 'Submit detailed reviews', 'Enhanced matching', 'Advanced filtering and analytics', 'Priority support'],
    comingSoon: true,
  },
];

/** The name shown for a tier: 'Free', or the plan's name ('professional' → 'Professional'). */
export function tierDisplayName(tier: string): string {
  const clean = tier.trim().toLowerCase() || 'free';
  return `${clean.charAt(0).toUpperCase()}${clean.slice(1)}`;
}
