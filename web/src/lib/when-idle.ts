/**
 * Runs `task` when the browser is next idle, at the latest after `timeoutMs` (3 s by default); where
 * requestIdleCallback is missing (Safari), after 200 ms. For work nobody waits for: preloading code.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}
