import type TooltipComponent from '@mui/material/Tooltip';
import { startTransition, useEffect, useState } from 'react';
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

/**
 * The Tooltip component once loaded, asking for it when `wanted`; null on the server, while hydrating and until it
 * has loaded, so that server and browser render the same markup. Until it comes, the caller gives its element what
 * the tooltip would say another way (an accessible name or description).
 *
 * Its arrival re-renders every caller as a transition, which React splits into short tasks: a store read through
 * useSyncExternalStore re-renders synchronously, and on a directory page of badges that was one task of 20-40 ms
 * on a laptop (Lighthouse's Total Blocking Time counts it four times slower).
 */
export function useIdleTooltip(wanted: boolean): typeof TooltipComponent | null {
  const [tooltip, setTooltip] = useState<typeof TooltipComponent | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    // An updater function: the component itself, passed as the new state, would be called as one.
    const take = () => startTransition(() => setTooltip(() => loadedTooltip));
    if (loadedTooltip) {
      take();
      return undefined;
    }
    loadListeners.add(take);
    loadTooltipWhenIdle();
    return () => {
      loadListeners.delete(take);
    };
  }, [wanted]);
  return tooltip;
}
