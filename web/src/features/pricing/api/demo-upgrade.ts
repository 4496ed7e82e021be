import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { DemoUpgradeTier } from '@domain/subscriptions/demo-upgrade';

/**
 * POST /api/subscription/demo-upgrade `{ tier }` (`trigger(tier)`) or DELETE it (`trigger(null)`): lends this
 * session a paid tier in demo mode, or ends the loan; then the signed-in user is read again.
 */
export function useDemoUpgrade() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['subscription', 'demo-upgrade'], async (_key, { arg: tier }: { arg: DemoUpgradeTier | null }) => {
    if (tier) await unwrap(api.POST('/api/subscription/demo-upgrade', { body: { tier } }));
    else await unwrap(api.DELETE('/api/subscription/demo-upgrade'));
    await mutate((key) => Array.isArray(key) && key[0] === 'auth');
  });
}
