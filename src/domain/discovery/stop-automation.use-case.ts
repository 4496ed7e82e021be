import { AutomationStates, DISCOVERY_JOB, type AutomationState } from './automation-state.port';

/** Turns the daily discovery off; no run is scheduled until it is started again. */
export class StopAutomation {
  constructor(private readonly automation: AutomationStates) {}

  async execute(): Promise<AutomationState> {
    await this.automation.setSchedule(DISCOVERY_JOB, { active: false, nextRunAt: null });
    return this.automation.read(DISCOVERY_JOB);
  }
}
