import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiGet, apiRequest } from '../../../api/client';
import type { SubscriptionStatus } from '../../../api/types';

export const subscriptionStatusKey = ['subscription', 'status'] as const;

/** GET /api/subscription/status: plan, Stripe status and the current period. */
export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return apiGet<SubscriptionStatus>('/api/subscription/status');
}

export function useSubscriptionStatus() {
  return useSWR(subscriptionStatusKey, getSubscriptionStatus);
}

/** POST /api/subscription/cancel: cancels at period end, then reloads the status and the user. */
export function useCancelSubscription() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['subscription', 'cancel'], async () => {
    const status = (await apiRequest<SubscriptionStatus>('/api/subscription/cancel', { method: 'POST' })).data;
    await mutate(subscriptionStatusKey, status, { revalidate: true });
    await mutate((key) => Array.isArray(key) && key[0] === 'auth');
    return status;
  });
}
