/**
 * Resolves once all work already queued has run: every promise callback, so every step of an in-memory
 * fake or a use case awaiting one. A fake that must look slow ("the answer travels while…") awaits it to
 * let concurrent callers run as far as they can, deterministically, where a sleep would only make it likely.
 */
export function afterPendingWork(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
