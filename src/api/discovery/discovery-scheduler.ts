import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { RunScheduledDiscovery } from '../../domain/discovery/run-scheduled-discovery.use-case';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { logDiscoveryRun } from './discovery-run-log';

const INTERVAL_NAME = 'company-discovery-check';

/**
 * Checks every `discovery.checkIntervalMs` (through @nestjs/schedule) whether the daily discovery run is
 * due; RunScheduledDiscovery claims it with one conditional UPDATE, so with several instances only
 * one runs it (DECISIONS §10). Ticks of one instance never overlap, and shutdown waits for a running one.
 */
@Injectable()
export class DiscoveryScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DiscoveryScheduler.name);
  private running: Promise<void> | null = null;

  constructor(
    private readonly runScheduled: RunScheduledDiscovery,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.config.discovery.checkIntervalMs);
    timer.unref();
    this.registry.addInterval(INTERVAL_NAME, timer);
  }

  /** One check; resolves when any run it started has finished. */
  tick(): Promise<void> {
    this.running ??= this.runScheduled
      .execute()
      .then((result) => {
        if (result) logDiscoveryRun(this.logger, result);
      })
      .catch((error: unknown) => this.logger.error(`Scheduled discovery failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('interval', INTERVAL_NAME)) this.registry.deleteInterval(INTERVAL_NAME);
    await this.running;
  }
}
