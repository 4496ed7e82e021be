import { UnitOfWork } from '../../../src/domain/shared/unit-of-work.port';

/** Runs work at once, with no transaction; records the advisory-lock keys asked for, in order. */
export class DirectUnitOfWork extends UnitOfWork {
  readonly locks: string[] = [];

  run<T>(work: () => Promise<T>, options: { lock?: string } = {}): Promise<T> {
    if (options.lock) this.locks.push(options.lock);
    return work();
  }
}

/**
 * Honours `lock` like PostgreSQL's advisory lock (MikroOrmUnitOfWork): work under one key runs one at a
 * time, in arrival order; work without a key runs at once.
 */
export class LockingUnitOfWork extends UnitOfWork {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(work: () => Promise<T>, options: { lock?: string } = {}): Promise<T> {
    if (!options.lock) return work();
    const previous = this.tails.get(options.lock) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.tails.set(
      options.lock,
      next.catch(() => undefined),
    );
    return next;
  }
}
