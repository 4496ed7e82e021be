import type { InsightKind } from './insight-kinds';

/** One stored weekly count. */
export interface WeeklyCount {
  kind: InsightKind;
  /** `YYYY-MM-DD`, a Monday. */
  weekStart: string;
  count: number;
}

/**
 * The weekly counters behind vendor insights: append-only counts per company, kind and week, never who.
 * Writers call {@link InsightCounters.add} inside their own transaction, so a count exists exactly when the
 * thing it counts was committed. The RFP feature calls `add('rfp_received', recipientCompanyIds, sentAt)` when an
 * RFP is sent.
 */
export abstract class InsightCounters {
  /** Adds one event of `kind` to each company (duplicates in `companyIds` count once) in the week of `at`. */
  abstract add(kind: InsightKind, companyIds: readonly string[], at: Date): Promise<void>;
  /** The stored counts of the company for weeks starting on or after `fromWeekStart` (`YYYY-MM-DD`). */
  abstract weeklyCounts(companyId: string, fromWeekStart: string): Promise<WeeklyCount[]>;
}
