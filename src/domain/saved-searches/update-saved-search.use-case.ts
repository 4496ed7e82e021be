import type { Account } from '../accounts/account';
import { Clock } from '../shared/clock.port';
import { entitlementsOf } from '../subscriptions/entitlements';
import type { SavedSearch } from './saved-search';
import { AlertsRequirePaidPlanError, SavedSearchNotFoundError } from './saved-searches.errors';
import { SavedSearches } from './saved-searches.port';

/**
 * A member renames a saved search or turns its alerts on or off (DECISIONS §13). Turning alerts off is always
 * allowed; on needs the email-alerts entitlement, and starts a fresh alert window (no digest of the months
 * the alerts were off).
 * @throws SavedSearchNotFoundError for an unknown id or another member's search.
 * @throws AlertsRequirePaidPlanError when turning alerts on without the entitlement.
 */
export class UpdateSavedSearch {
  constructor(
    private readonly searches: SavedSearches,
    private readonly clock: Clock,
  ) {}

  async execute(member: Account, id: string, changes: { searchName?: string; alertsEnabled?: boolean }): Promise<SavedSearch> {
    const search = await this.searches.findOf(member.id, id);
    if (!search) throw new SavedSearchNotFoundError();
    if (changes.alertsEnabled === true && !entitlementsOf(member.subscriptionTier, member.userType === 'admin').emailAlerts) {
      throw new AlertsRequirePaidPlanError();
    }
    if (changes.searchName === undefined && changes.alertsEnabled === undefined) return search;
    const restartsAlerts = changes.alertsEnabled === true && !search.alertsEnabled;
    return this.searches.update(search.id, { ...changes, ...(restartsAlerts ? { lastDigestAt: this.clock.now() } : {}) });
  }
}
