import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SendAlertDigests } from '../../domain/saved-searches/send-alert-digests.use-case';

const INTERVAL_NAME = 'saved-search-alert-digest';

/**
 * Runs the alert digest every `alertDigestCheckIntervalMs` through @nestjs/schedule on every instance; the use
 * case's advisory lock makes instances take turns, and each search is digested at most once a day (DECISIONS
 * §13). Ticks of one instance never overlap, and shutdown waits for a running one.
 */
@Injectable()
export class AlertDigestScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AlertDigestScheduler.name);
  private running: Promise<void> | null = null;

  constructor(
    private readonly sendDigests: SendAlertDigests,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.config.alertDigestCheckIntervalMs);
    timer.unref();
    this.registry.addInterval(INTERVAL_NAME, timer);
  }

  /** One run; resolves when it has finished (mails queued). */
  tick(): Promise<void> {
    this.running ??= this.sendDigests
      .execute()
      .then(({ due, sent }) => {
        if (due > 0) this.logger.log({ due, sent }, 'Alert digests sent');
      })
      .catch((error: unknown) => this.logger.error(`Alert digest failed: ${error instanceof Error ? error.message : String(error)}`))
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
