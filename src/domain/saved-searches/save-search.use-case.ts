import type { Account } from '../accounts/account';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { entitlementsOf } from '../subscriptions/entitlements';
import { SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchFilters } from './saved-search';
import { AlertsRequirePaidPlanError, TooManySavedSearchesError } from './saved-searches.errors';
import { SavedSearches } from './saved-searches.port';
import { ensureAlertAllowance } from './alert-allowance';

/**
 * A member saves the directory's current filters under a name (docs/deciding.md); its first alert window starts now.
 * @throws AlertsRequirePaidPlanError when alerts are asked for on a plan without them (the free plan).
 * @throws AlertLimitReachedError when the plan's allowance of alerting searches is used up.
 * @throws TooManySavedSearchesError past SAVED_SEARCHES_MAX searches.
 */
export class SaveSearch {
  constructor(
    private readonly searches: SavedSearches,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(member: Account, input: { searchName: string; filters: SavedSearchFilters; alertsEnabled: boolean }): Promise<SavedSearch> {
    if (input.alertsEnabled && !entitlementsOf(member.subscriptionTier, member.userType === 'admin').emailAlerts) throw new AlertsRequirePaidPlanError();
    return this.unitOfWork.run(
      async () => {
        if ((await this.searches.countOf(member.id)) >= SAVED_SEARCHES_MAX) throw new TooManySavedSearchesError();
        if (input.alertsEnabled) await ensureAlertAllowance(member, this.searches);
        return this.searches.create(member.id, input, this.clock.now());
      },
      { lock: `saved-searches:${member.id}` },
    );
  }
}
