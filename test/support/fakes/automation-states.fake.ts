import { AutomationStates, isRunDue, type AutomationState } from '../../../src/domain/discovery/automation-state.port';
import type { DiscoveryResult } from '../../../src/domain/discovery/discovery-result';

const NEVER_RUN: AutomationState = { active: false, lastRunAt: null, nextRunAt: null, lastResult: null };

/**
 * Scheduled-job state in memory, one entry per job, behaving as AutomationStatesRepository does
 * (test/repositories/automation-states.repo-spec.ts runs the same contract against both): a job never
 * written is inactive and has never run; a due run is claimed once.
 */
export class InMemoryAutomationStates extends AutomationStates {
  private readonly states = new Map<string, AutomationState>();

  /** The job's state as stored (no copy), for assertions. */
  stateOf(job: string): AutomationState {
    return this.states.get(job) ?? NEVER_RUN;
  }

  async read(job: string): Promise<AutomationState> {
    return { ...this.stateOf(job) };
  }

  async setSchedule(job: string, schedule: { active: boolean; nextRunAt: Date | null }): Promise<void> {
    this.states.set(job, { ...this.stateOf(job), ...schedule });
  }

  async claimDueRun(job: string, now: Date, nextRunAt: Date): Promise<boolean> {
    if (!isRunDue(this.stateOf(job), now)) return false;
    this.states.set(job, { ...this.stateOf(job), nextRunAt });
    return true;
  }

  async recordRun(job: string, result: DiscoveryResult): Promise<void> {
    this.states.set(job, { ...this.stateOf(job), lastRunAt: result.ranAt, lastResult: result });
  }
}
