import type TooltipComponent from '@mui/material/Tooltip';
import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * MUI's Tooltip (with Popper, about 11 KiB gzipped) once loaded, else null. It is fetched when the browser is
 * first idle after a component that wants it appears, not with the page: the pages that show type badges and
 * demo-review labels (the landing page, the directory, profiles) start without it.
 */
let loadedTooltip: typeof TooltipComponent | null = null;
let loading = false;
const loadListeners = new Set<() => void>();

function loadTooltipWhenIdle(): void {
  if (loading) return;
  loading = true;
  const load = () =>
    void import('@mui/material/Tooltip').then(
      (module) => {
        loadedTooltip = module.default;
        loadListeners.forEach((listener) => listener());
      },
      () => {
        loading = false; // a failed fetch is tried again by the next component that wants it
      },
    );
  whenIdle(load);
}

const subscribe = (listener: () => void) => {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
};

/**
 * The Tooltip component once loaded, asking for it when `wanted`; null on the server and while hydrating, so both
 * render the same markup. Until it comes, the caller gives its element what the tooltip would say another way
 * (an accessible name or description).
 */
export function useIdleTooltip(wanted: boolean): typeof TooltipComponent | null {
  useEffect(() => {
    if (wanted) loadTooltipWhenIdle();
  }, [wanted]);
  return useSyncExternalStore(
    subscribe,
    () => loadedTooltip,
    () => null,
  );
}
