import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AutomationStates, DISCOVERY_INTERVAL_MS, DISCOVERY_JOB, isRunDue } from './automation-state.port';
import { DiscoverCompanies } from './discover-companies.use-case';
import type { DiscoveryResult } from './discovery-result';

/** Advisory lock under which an instance checks and claims a due scheduled run. */
export const SCHEDULE_CLAIM_LOCK = `automation:${DISCOVERY_JOB}`;

/**
 * One tick of the scheduler, called on every app instance (DECISIONS §10). Under an advisory lock it
 * reads the shared state and, when a run is due, claims it by moving the next run 24 hours on; only
 * the instance that claimed it runs discovery, so N instances run each scheduled job once.
 * @returns the run's result, or null when no run was due here.
 */
export class RunScheduledDiscovery {
  constructor(
    private readonly automation: AutomationStates,
    private readonly unitOfWork: UnitOfWork,
    private readonly discover: DiscoverCompanies,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DiscoveryResult | null> {
    const claimed = await this.unitOfWork.run(
      async () => {
        const now = this.clock.now();
        if (!isRunDue(await this.automation.read(DISCOVERY_JOB), now)) return false;
        await this.automation.setSchedule(DISCOVERY_JOB, { active: true, nextRunAt: new Date(now.getTime() + DISCOVERY_INTERVAL_MS) });
        return true;
      },
      { lock: SCHEDULE_CLAIM_LOCK },
    );
    return claimed ? this.discover.execute({ trigger: 'schedule' }) : null;
  }
}
