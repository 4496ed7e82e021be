import { AutomationStates, DISCOVERY_JOB, type AutomationState } from './automation-state.port';

/** The discovery automation as stored (docs/data-and-discovery.md#discovery-automation: the screen shows the real server state). */
export class GetAutomationStatus {
  constructor(private readonly automation: AutomationStates) {}

  execute(): Promise<AutomationState> {
    return this.automation.read(DISCOVERY_JOB);
  }
}
