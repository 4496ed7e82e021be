/**
 * Runs work in one database transaction: everything it writes commits together or not at all.
 * `lock` names an advisory lock held for the transaction, serialising work that must not interleave.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>, options?: { lock?: string }): Promise<T>;
}
