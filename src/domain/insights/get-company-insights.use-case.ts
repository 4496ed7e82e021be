import { Clock } from '../shared/clock.port';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { InsightCounters } from './insight-counters.port';
import { INSIGHT_KINDS, INSIGHT_WEEKS, lastWeekStarts, shownCount, type InsightKind, type ShownCount } from './insight-kinds';
import { InsightsNotFoundError } from './insights.errors';

/** Each kind's key in the answer. */
export const INSIGHT_SERIES_KEYS = {
  profile_view: 'profileViews',
  shortlist_add: 'shortlistAdds',
  compare_appearance: 'compareAppearances',
  match_appearance: 'matchAppearances',
  rfp_received: 'rfpsReceived',
} as const satisfies Record<InsightKind, string>;
export type InsightSeriesKey = (typeof INSIGHT_SERIES_KEYS)[InsightKind];

/** A company's last twelve weeks, each kind a series of weekly counts as a vendor may see them. */
export interface CompanyInsights {
  companyId: string;
  companyName: string;
  /** Week starts (Mondays, `YYYY-MM-DD`), oldest first; the last is the current, unfinished week. */
  weeks: string[];
  series: Record<InsightSeriesKey, ShownCount[]>;
}

/**
 * GET /api/vendor/companies/{id}/insights: what happened to the company's profile in the last twelve weeks,
 * counts only, never who, and a week with fewer than three of a kind withheld (docs/vendor-insights.md).
 * @throws InsightsNotFoundError (404) unless the member is a verified vendor of that company: another company's
 *   vendor learns nothing, not even whether the company has insights.
 */
export class GetCompanyInsights {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly counters: InsightCounters,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, companyId: string): Promise<CompanyInsights> {
    const account = await this.vendors.findApproved(userId, companyId);
    if (!account) throw new InsightsNotFoundError();
    const weeks = lastWeekStarts(this.clock.now(), INSIGHT_WEEKS);
    const stored = await this.counters.weeklyCounts(companyId, weeks[0]);
    const counted = new Map(stored.map((row) => [`${row.kind} ${row.weekStart}`, row.count]));
    const series = Object.fromEntries(
      INSIGHT_KINDS.map((kind) => [INSIGHT_SERIES_KEYS[kind], weeks.map((week) => shownCount(week, counted.get(`${kind} ${week}`) ?? 0))]),
    ) as Record<InsightSeriesKey, ShownCount[]>;
    return { companyId, companyName: account.companyName, weeks, series };
  }
}
