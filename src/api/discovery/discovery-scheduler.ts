import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { RunScheduledDiscovery } from '../../domain/discovery/run-scheduled-discovery.use-case';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { PeriodicJob } from '../periodic-job';
import { logDiscoveryRun } from './discovery-run-log';

/**
 * Checks every `discovery.checkIntervalMs` whether the daily discovery run is due; RunScheduledDiscovery claims
 * it with one conditional UPDATE, so with several instances only one runs it (docs/data-and-discovery.md#discovery-automation).
 */
@Injectable()
export class DiscoveryScheduler extends PeriodicJob {
  constructor(
    private readonly runScheduled: RunScheduledDiscovery,
    registry: SchedulerRegistry,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(registry, 'company-discovery-check', config.discovery.checkIntervalMs, 'Scheduled discovery failed');
  }

  protected async run(): Promise<void> {
    const result = await this.runScheduled.execute();
    if (result) logDiscoveryRun(this.logger, result);
  }
}
