import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { CreateSubscriptionResult } from '../../../api/types';

/**
 * POST /api/create-subscription {priceId}: a subscription waiting for its first payment and the
 * client secret that confirms it. 401 = sign in first; 403 = industry verification first (the
 * error's body carries `verificationLevel`, read from the ApiError's message by the dialog).
 */
export function createSubscription(priceId: string): Promise<CreateSubscriptionResult> {
  return apiRequest<CreateSubscriptionResult>('/api/create-subscription', { method: 'POST', body: { priceId } }).then((r) => r.data);
}

export function useCreateSubscription() {
  return useSWRMutation(['billing', 'create-subscription'], (_key, { arg }: { arg: string }) => createSubscription(arg));
}
