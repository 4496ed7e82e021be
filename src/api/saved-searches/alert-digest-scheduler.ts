import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SendAlertDigests } from '../../domain/saved-searches/send-alert-digests.use-case';
import { PeriodicJob } from '../periodic-job';

/**
 * Runs the alert digest every `alertDigestCheckIntervalMs` on every instance; the use case's advisory lock makes
 * instances take turns, and each search is digested at most once a day (docs/deciding.md). A tick resolves when
 * its mails are queued.
 */
@Injectable()
export class AlertDigestScheduler extends PeriodicJob {
  constructor(
    private readonly sendDigests: SendAlertDigests,
    registry: SchedulerRegistry,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(registry, 'saved-search-alert-digest', config.alertDigestCheckIntervalMs, 'Alert digest failed');
  }

  protected async run(): Promise<void> {
    const { due, sent } = await this.sendDigests.execute();
    if (due > 0) this.logger.log({ due, sent }, 'Alert digests sent');
  }
}
