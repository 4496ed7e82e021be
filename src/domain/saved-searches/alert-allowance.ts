import type { Account } from '../accounts/account';
import { entitlementsOf } from '../subscriptions/entitlements';
import { AlertLimitReachedError, AlertsRequirePaidPlanError } from './saved-searches.errors';
import { SavedSearches } from './saved-searches.port';

/**
 * Checks that `member` may turn on the alerts of one more saved search: the plan sends alerts at all, and fewer
 * of the member's searches than the plan allows have them on. Call under the member's saved-search lock.
 * @throws AlertsRequirePaidPlanError on a plan without alerts (the free plan).
 * @throws AlertLimitReachedError when the plan's allowance of alerting searches is used up.
 */
export async function ensureAlertAllowance(member: Account, searches: SavedSearches): Promise<void> {
  const { emailAlerts, alertSearches } = entitlementsOf(member.subscriptionTier, member.userType === 'admin');
  if (!emailAlerts) throw new AlertsRequirePaidPlanError();
  if (alertSearches !== null && (await searches.countAlertingOf(member.id)) >= alertSearches) throw new AlertLimitReachedError(alertSearches);
}
