import { getSubscriptionStatus } from '../../../api/subscription-status';

/**
 * After a confirmed first payment: polls GET /api/subscription/status until the plan is granted
 * (Stripe's webhook arrived) or `attempts` polls ran, `intervalMs` apart, then calls `refresh` (which
 * reloads the user and the status everywhere). A failed poll counts as an attempt.
 * @returns whether the plan was seen granted.
 */
export async function waitForGrantedPlan(
  refresh: () => Promise<unknown>,
  { attempts = 20, intervalMs = 1000 }: { attempts?: number; intervalMs?: number } = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const status = await getSubscriptionStatus().catch(() => null);
    if (status?.hasActiveSubscription) {
      await refresh();
      return true;
    }
    await new Promise((resolve) => window.setTimeout(resolve, intervalMs));
  }
  await refresh();
  return false;
}
