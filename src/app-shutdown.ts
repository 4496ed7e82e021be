import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

/**
 * Closing work for what app.factory.ts makes outside dependency injection (the session store and its pool): run
 * by Nest's shutdown hook, after the HTTP server has stopped taking requests, in the order added. Replacing
 * `app.close` does not work: Nest's application proxy drops assignments to its methods, so the session pool
 * was never closed before this.
 */
@Injectable()
export class ShutdownTasks implements OnApplicationShutdown {
  private readonly tasks: (() => Promise<void>)[] = [];

  add(task: () => Promise<void>): void {
    this.tasks.push(task);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const task of this.tasks.splice(0)) await task();
  }
}
