import { Clock } from '../shared/clock.port';
import { ImportWarningLetters } from './import-warning-letters.use-case';
import { oneMonthAfter, RefreshSchedule, type RefreshOutcome } from './refresh-schedule.port';
import { WarningLetterFeed } from './warning-letter-feed.port';

/**
 * One tick of the monthly refresh, called on every instance: when the feed is configured and a run is due, one
 * instance claims it, reads the listing from the feed and imports it (new letters stored, the covered window
 * widened to today, new candidates queued for the admin), then records the outcome. A failed read records the
 * error and waits for the next month, changing nothing.
 * @returns the outcome, or null when no run was due here.
 */
export class RefreshWarningLetters {
  constructor(
    private readonly feed: WarningLetterFeed,
    private readonly schedule: RefreshSchedule,
    private readonly importLetters: ImportWarningLetters,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<RefreshOutcome | null> {
    if (!this.feed.configured) return null;
    const now = this.clock.now();
    await this.schedule.ensureActive(now);
    if (!(await this.schedule.claimDueRun(now, oneMonthAfter(now)))) return null;
    let outcome: RefreshOutcome;
    try {
      const rows = await this.feed.read();
      const report = await this.importLetters.execute(rows, { asOf: now.toISOString().slice(0, 10) });
      outcome = { ranAt: now, read: report.read, added: report.added, candidates: report.candidates, invalid: report.invalid.length, error: null };
    } catch (error) {
      outcome = { ranAt: now, read: 0, added: 0, candidates: 0, invalid: 0, error: error instanceof Error ? error.message : String(error) };
    }
    await this.schedule.recordRun(outcome);
    return outcome;
  }
}
