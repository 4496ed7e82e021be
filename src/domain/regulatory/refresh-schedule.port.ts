/** The monthly refresh's job name, shared by every app instance. */
export const REGULATORY_REFRESH_JOB = 'regulatory-refresh';

/** The last refresh, as stored for the operator. */
export interface RefreshOutcome {
  ranAt: Date;
  read: number;
  added: number;
  candidates: number;
  invalid: number;
  /** Why the run failed; null when it succeeded. */
  error: string | null;
}

/**
 * The refresh's schedule, in PostgreSQL so that one instance runs each due refresh whatever the number of
 * instances: a due run is claimed by one conditional update (as the discovery schedule is).
 */
export abstract class RefreshSchedule {
  /** Turns the schedule on, first run at `firstRunAt`, unless it is on already (its next run then stays). */
  abstract ensureActive(firstRunAt: Date): Promise<void>;
  /** Claims a due run atomically: true (and the next run moved to `nextRunAt`) for exactly one caller. */
  abstract claimDueRun(now: Date, nextRunAt: Date): Promise<boolean>;
  abstract recordRun(outcome: RefreshOutcome): Promise<void>;
}

/** The same day and time one calendar month later (the 31st becomes the month's last day). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
