import useSWR from 'swr';
import { apiGet } from '../../../api/client';
import type { Pricing } from '../../../api/types';

export const pricingKey = ['pricing'] as const;

/** GET /api/pricing: the plan cards, their Stripe price ids, and whether billing is live. */
export function getPricing(): Promise<Pricing> {
  return apiGet<Pricing>('/api/pricing');
}

export function usePricing() {
  return useSWR(pricingKey, getPricing);
}
