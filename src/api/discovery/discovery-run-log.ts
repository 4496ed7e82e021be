import type { LoggerService } from '@nestjs/common';
import type { DiscoveryResult } from '../../domain/discovery/discovery-result';

/** Logs a run: one line with the counts, and a warning per failed source (spec: a failing source is logged). */
export function logDiscoveryRun(logger: LoggerService, result: DiscoveryResult): void {
  for (const source of result.sources) {
    if (source.error !== undefined) logger.warn(`Discovery source ${source.name} failed: ${source.error}`);
  }
  logger.log(`Discovery run (${result.trigger}): ${result.summary}`);
}
