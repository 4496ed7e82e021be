import useSWR from 'swr';
import { api, unwrap } from './client';
import type { SubscriptionStatus } from './types';

/** Shared by the subscription screen and the pricing screen, which waits for a new plan to be granted. */
export const subscriptionStatusKey = ['subscription', 'status'] as const;

/** GET /api/subscription/status: plan, Stripe status and the current period. */
export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return unwrap(api.GET('/api/subscription/status'));
}

/** The signed-in member's subscription (GET /api/subscription/status). */
export function useSubscriptionStatus() {
  return useSWR(subscriptionStatusKey, getSubscriptionStatus);
}
