import { Clock } from '../shared/clock.port';
import { AutomationStates, DISCOVERY_INTERVAL_MS, DISCOVERY_JOB } from './automation-state.port';
import { DiscoverCompanies } from './discover-companies.use-case';
import type { DiscoveryResult } from './discovery-result';

/**
 * One tick of the scheduler, called on every app instance (docs/data-and-discovery.md#discovery-automation). It claims a due run with one
 * conditional update (active, and the next run has come → the next run moves 24 hours on); only the
 * instance whose update succeeded runs discovery, so N instances run each scheduled job once. The claim
 * never writes `active`, so a stop at any moment stays a stop.
 * @returns the run's result, or null when no run was due here.
 */
export class RunScheduledDiscovery {
  constructor(
    private readonly automation: AutomationStates,
    private readonly discover: DiscoverCompanies,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DiscoveryResult | null> {
    const now = this.clock.now();
    const claimed = await this.automation.claimDueRun(DISCOVERY_JOB, now, new Date(now.getTime() + DISCOVERY_INTERVAL_MS));
    return claimed ? this.discover.execute({ trigger: 'schedule' }) : null;
  }
}
