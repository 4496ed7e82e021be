import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { CreateSubscriptionResult } from '../../../api/types';

/**
 * POST /api/create-subscription {priceId}: a subscription waiting for its first payment and the
 * client secret that confirms it. 401 = sign in first; 403 = industry verification first (the
 * error's body carries `verificationLevel`, read from the ApiError's body by the dialog).
 */
export function createSubscription(priceId: string): Promise<CreateSubscriptionResult> {
  return unwrap(api.POST('/api/create-subscription', { body: { priceId } }));
}

/** Starts a subscription for a price id (`trigger(priceId)`); the account refreshes once the payment is confirmed. */
export function useCreateSubscription() {
  return useSWRMutation(['billing', 'create-subscription'], (_key, { arg }: { arg: string }) => createSubscription(arg));
}
