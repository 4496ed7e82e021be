import type { DiscoveryResult } from './discovery-result';

/** The scheduled discovery job's name in automation_state. */
export const DISCOVERY_JOB = 'company-discovery';

/** Discovery runs every 24 hours while automation is active (docs/screens.md#screen-states, docs/screens.md#constants-and-limits). */
export const DISCOVERY_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** On/off state and last run of the job, shared by every app instance (docs/data-and-discovery.md#discovery-automation, docs/api-contract.md#contract-details). */
export interface AutomationState {
  active: boolean;
  lastRunAt: Date | null;
  nextRunAt: Date | null;
  lastResult: DiscoveryResult | null;
}

/** Persistent automation state (PostgreSQL), so it survives restarts and is the same for all instances. */
export abstract class AutomationStates {
  abstract read(job: string): Promise<AutomationState>;
  abstract setSchedule(job: string, schedule: { active: boolean; nextRunAt: Date | null }): Promise<void>;
  abstract recordRun(job: string, result: DiscoveryResult): Promise<void>;
  /**
   * Claims a due scheduled run in one atomic step: when the job is active and its next run is at or
   * before `now`, moves the next run to `nextRunAt` and returns true; otherwise changes nothing and
   * returns false. Never writes `active`, so a concurrent stop always wins.
   */
  abstract claimDueRun(job: string, now: Date, nextRunAt: Date): Promise<boolean>;
}

/** Whether a scheduled run is due at `now`: automation is on and the next run time has come. */
export function isRunDue(state: AutomationState, now: Date): boolean {
  return state.active && state.nextRunAt !== null && state.nextRunAt.getTime() <= now.getTime();
}
