import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * A job this instance runs every `intervalMs` milliseconds through @nestjs/schedule's registry: runs of one
 * instance never overlap (a tick during a run joins it), a failure is logged and the next tick tries again, and
 * shutdown waits for a running one. What keeps several instances from doing the work twice is the job's own
 * business (a conditional claim, an advisory lock).
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private running: Promise<void> | null = null;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly intervalName: string,
    private readonly intervalMs: number,
    /** How a failure is introduced in the log, e.g. "Scheduled discovery failed". */
    private readonly failure: string,
  ) {}

  /** The work of one tick. */
  protected abstract run(): Promise<void>;

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.intervalMs);
    timer.unref();
    this.registry.addInterval(this.intervalName, timer);
  }

  /** One run; resolves when it has finished. */
  tick(): Promise<void> {
    this.running ??= this.run()
      .catch((error: unknown) => this.logger.error(`${this.failure}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('interval', this.intervalName)) this.registry.deleteInterval(this.intervalName);
    await this.running;
  }
}
