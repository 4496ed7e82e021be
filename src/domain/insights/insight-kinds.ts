/**
 * What vendor insights count for a company, week by week (docs/vendor-insights.md):
 * - `profile_view`: the company's profile page opened in a browser (counted by the page itself once it has
 *   loaded, so answers served from any cache count the same; not counted for API reads, crawlers without
 *   scripts, or the company's own vendors);
 * - `shortlist_add`: a member added the company to a shortlist;
 * - `compare_appearance`: the company was in a comparison opened on the Compare page;
 * - `match_appearance`: the company ranked in the top 25 of anyone's match run (whatever their plan shows);
 * - `rfp_received`: the company received a request for proposal.
 */
export const INSIGHT_KINDS = ['profile_view', 'shortlist_add', 'compare_appearance', 'match_appearance', 'rfp_received'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** Weeks an insights answer covers, the current one included. */
export const INSIGHT_WEEKS = 12;

/**
 * Below this many events of a kind in a week the count is not shown ("fewer than 3"): a vendor could otherwise
 * tell one buyer's visit or shortlist from the rest.
 */
export const INSIGHT_MINIMUM_SHOWN = 3;

/** What a withheld week shows instead of its count. */
export const FEWER_THAN_MINIMUM = `fewer than ${INSIGHT_MINIMUM_SHOWN}`;

/** How many match results count as an appearance: the longest list any plan shows. */
export const MATCH_APPEARANCE_DEPTH = 25;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday 00:00 UTC starting the week of `moment`, as `YYYY-MM-DD`. */
export function weekStartOf(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The starts of the `weeks` weeks ending with `now`'s, oldest first (`YYYY-MM-DD`). */
export function lastWeekStarts(now: Date, weeks: number = INSIGHT_WEEKS): string[] {
  const current = new Date(`${weekStartOf(now)}T00:00:00Z`).getTime();
  return Array.from({ length: weeks }, (_, i) => new Date(current - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** One week's count of one kind as a vendor may see it: the number from the minimum up, else withheld. */
export interface ShownCount {
  weekStart: string;
  /** Null when fewer than {@link INSIGHT_MINIMUM_SHOWN} (zero included). */
  count: number | null;
  /** The count as text, or "fewer than 3". */
  display: string;
}

/** A week's count as shown: under the minimum it is withheld, whatever it is. */
export function shownCount(weekStart: string, count: number): ShownCount {
  return count >= INSIGHT_MINIMUM_SHOWN ? { weekStart, count, display: String(count) } : { weekStart, count: null, display: FEWER_THAN_MINIMUM };
}
