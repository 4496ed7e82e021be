/**
 * Navigation state (`navigate(to, { state })`) for a new address that should leave the window where it is:
 * the directory's filters, applied in place. Any other new address starts at the top (ScrollOnNavigation).
 */
export const KEEP_SCROLL_POSITION = { keepScrollPosition: true } as const;

/** Whether a location's state asks to keep the scroll position (see KEEP_SCROLL_POSITION). */
export function keepsScrollPosition(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScrollPosition?: unknown }).keepScrollPosition === true;
}
