import type { PlanPrices } from './plans';

/** Whether billing is live (STRIPE_SECRET_KEY set) and which prices buy which plan (docs/billing-and-plans.md). */
export interface BillingSettings {
  enabled: boolean;
  prices: PlanPrices;
}
