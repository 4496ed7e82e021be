import type { PlanPrices } from './plans';

/** Whether billing is live (STRIPE_SECRET_KEY set) and which prices buy which plan (DECISIONS §8). */
export interface BillingSettings {
  enabled: boolean;
  prices: PlanPrices;
}
