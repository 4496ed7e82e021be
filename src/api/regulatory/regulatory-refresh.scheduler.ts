import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RefreshWarningLetters } from '../../domain/regulatory/refresh-warning-letters.use-case';
import { PeriodicJob } from '../periodic-job';

/**
 * Checks every `regulatory.checkIntervalMs` whether the monthly refresh of FDA's warning-letter listing is due
 * (only when REGULATORY_FEED_URL is set); RefreshWarningLetters claims a due run with one conditional update, so
 * one instance runs it.
 */
@Injectable()
export class RegulatoryRefreshScheduler extends PeriodicJob {
  constructor(
    private readonly refresh: RefreshWarningLetters,
    registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(registry, 'regulatory-refresh-check', config.regulatory.checkIntervalMs, 'Regulatory refresh failed');
  }

  override onApplicationBootstrap(): void {
    if (this.config.regulatory.feedUrl) super.onApplicationBootstrap();
  }

  protected async run(): Promise<void> {
    const outcome = await this.refresh.execute();
    if (!outcome) return;
    if (outcome.error) this.logger.warn(`Regulatory refresh could not read the feed: ${outcome.error}`);
    else
      this.logger.log(
        `Regulatory refresh: ${outcome.read} letters read, ${outcome.added} new, ${outcome.candidates} new candidate matches, ${outcome.invalid} invalid rows`,
      );
  }
}
