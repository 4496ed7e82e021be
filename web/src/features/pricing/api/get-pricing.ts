import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import type { Pricing } from '../../../api/types';

/** The SWR key of GET /api/pricing. */
export const pricingKey = ['pricing'] as const;

/** GET /api/pricing: the plan cards, their Stripe price ids, and whether billing is live. */
export function getPricing(): Promise<Pricing> {
  return unwrap(api.GET('/api/pricing'));
}

/** The plans of the pricing screen and whether billing is live. */
export function usePricing() {
  return useSWR(pricingKey, getPricing);
}
