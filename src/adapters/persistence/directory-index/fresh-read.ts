/**
 * Shares reads of a value that others change (the directory's versions) among concurrent callers without ever
 * answering a caller from a read that began before it asked, so each caller still sees every change committed
 * before its call.
 *
 * - With no read under way, a caller starts one.
 * - Callers arriving while a read is under way wait for the next one, which starts when that read ends. However
 *   many arrive meanwhile, they share it.
 *
 * Under load the database answers about one read per round trip instead of one per caller; a lone caller waits
 * for one read as before. A failed read fails the callers waiting on it, and the next caller starts afresh.
 *
 * @param read one read of the value; rejects when the read fails
 * @returns a function that resolves with the answer of a read started no earlier than the call
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  // The read that starts when `running` ends; null once it has started.
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    // Through a promise, so a read that throws before returning one fails its callers like any other failure.
    const current = Promise.resolve().then(read);
    running = current;
    const settle = () => {
      if (running === current) running = null;
    };
    current.then(settle, settle);
    return current;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    // Whether `running` answers or fails, the next read starts when it ends.
    const next = running.catch(() => undefined).then(() => {
      queued = null;
      return start();
    });
    queued = next;
    return next;
  };
}
