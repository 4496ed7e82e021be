import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import { subscriptionStatusKey } from '../../../api/subscription-status';

/** POST /api/subscription/cancel: cancels at period end, then reloads the status and the user. */
export function useCancelSubscription() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['subscription', 'cancel'], async () => {
    const status = await unwrap(api.POST('/api/subscription/cancel'));
    await mutate(subscriptionStatusKey, status, { revalidate: true });
    await mutate((key) => Array.isArray(key) && key[0] === 'auth');
    return status;
  });
}
