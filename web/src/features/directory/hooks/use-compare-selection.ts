import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { COMPARE_MAX } from '@domain/directory/compare-rules';

/** A company picked for comparison: its id and, for the tray, its name. */
export interface ComparePick {
  id: string;
  name: string;
}

const STORAGE_KEY = 'biovetted.compareSelection';

function load(): ComparePick[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as ComparePick[]).filter((p) => typeof p?.id === 'string').slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * The directory's compare picks (at most COMPARE_MAX), kept in sessionStorage so they survive paging, filtering
 * and a visit to a profile in the same tab.
 */
export function useCompareSelection() {
  // Read after the first render, before the browser paints: the server's prerender and the hydrating
  // browser must render the same (empty) tray, and storage exists only in the browser.
  const [picks, setPicks] = useState<ComparePick[]>([]);
  useLayoutEffect(() => {
    const stored = load();
    // No update when there is nothing stored: a re-render of the whole directory for nothing.
    // Setting state in the effect is deliberate: storage is read only once hydrated (see above).
    if (stored.length > 0) setPicks(stored);
  }, []);
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(picks));
    } catch {
      // Storage off: the picks live as long as the page.
    }
  }, [picks]);
  const toggle = useCallback((pick: ComparePick) => {
    setPicks((current) =>
      current.some((p) => p.id === pick.id) ? current.filter((p) => p.id !== pick.id) : current.length < COMPARE_MAX ? [...current, pick] : current,
    );
  }, []);
  const clear = useCallback(() => setPicks([]), []);
  return { picks, toggle, clear, isPicked: (id: string) => picks.some((p) => p.id === id), isFull: picks.length >= COMPARE_MAX };
}
