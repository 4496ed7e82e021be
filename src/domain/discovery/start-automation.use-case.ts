import { Clock } from '../shared/clock.port';
import { AutomationStates, DISCOVERY_INTERVAL_MS, DISCOVERY_JOB, type AutomationState } from './automation-state.port';

/**
 * Turns the daily discovery on (docs/screens.md#screen-states). The first scheduled run is 24 hours from now (the
 * admin can run discovery at once with the Run button); starting again while active keeps the schedule.
 */
export class StartAutomation {
  constructor(
    private readonly automation: AutomationStates,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AutomationState> {
    const state = await this.automation.read(DISCOVERY_JOB);
    if (!state.active) {
      await this.automation.setSchedule(DISCOVERY_JOB, { active: true, nextRunAt: new Date(this.clock.now().getTime() + DISCOVERY_INTERVAL_MS) });
    }
    return this.automation.read(DISCOVERY_JOB);
  }
}
