import type { Account } from '../accounts/account';
import { Clock } from '../shared/clock.port';
import { entitlementsOf } from '../subscriptions/entitlements';
import type { SavedSearch } from './saved-search';
import { AlertsRequirePaidPlanError, SavedSearchNotFoundError } from './saved-searches.errors';
import { SavedSearches } from './saved-searches.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { ensureAlertAllowance } from './alert-allowance';

/**
 * A member renames a saved search or turns its alerts on or off (docs/deciding.md). Turning alerts off is always
 * allowed; on needs the email-alerts entitlement, and starts a fresh alert window (no digest of the months
 * the alerts were off).
 * @throws SavedSearchNotFoundError for an unknown id or another member's search.
 * @throws AlertsRequirePaidPlanError when turning alerts on without the entitlement.
 * @throws AlertLimitReachedError when turning alerts on past the plan's allowance of alerting searches.
 */
export class UpdateSavedSearch {
  constructor(
    private readonly searches: SavedSearches,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(member: Account, id: string, changes: { searchName?: string; alertsEnabled?: boolean }): Promise<SavedSearch> {
    return this.unitOfWork.run(
      async () => {
        const search = await this.searches.findOf(member.id, id);
        if (!search) throw new SavedSearchNotFoundError();
        if (changes.alertsEnabled === true && !entitlementsOf(member.subscriptionTier, member.userType === 'admin').emailAlerts) {
          throw new AlertsRequirePaidPlanError();
        }
        if (changes.searchName === undefined && changes.alertsEnabled === undefined) return search;
        const restartsAlerts = changes.alertsEnabled === true && !search.alertsEnabled;
        if (restartsAlerts) await ensureAlertAllowance(member, this.searches);
        return this.searches.update(search.id, { ...changes, ...(restartsAlerts ? { lastDigestAt: this.clock.now() } : {}) });
      },
      { lock: `saved-searches:${member.id}` },
    );
  }
}
