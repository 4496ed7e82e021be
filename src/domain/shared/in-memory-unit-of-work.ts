import { UnitOfWork } from './unit-of-work.port';

/**
 * An in-memory UnitOfWork (for unit tests of use cases) that honours `lock` like PostgreSQL's advisory lock: work
 * under one key runs one at a time, in arrival order; work without a key runs at once.
 */
export class LockingUnitOfWork extends UnitOfWork {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(work: () => Promise<T>, options: { lock?: string } = {}): Promise<T> {
    if (!options.lock) return work();
    const previous = this.tails.get(options.lock) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.tails.set(options.lock, next.catch(() => undefined));
    return next;
  }
}
