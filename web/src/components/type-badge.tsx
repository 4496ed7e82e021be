import Chip from '@mui/material/Chip';
import type TooltipComponent from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { useEffect, useSyncExternalStore } from 'react';
import { COMPANY_TYPE_LABELS, type CompanyType } from '@domain/directory/taxonomy';
import { whenIdle } from '../lib/when-idle';

/**
 * MUI's Tooltip (with Popper, about 10 KiB gzipped) once loaded, else null. It is fetched when the browser is
 * first idle after a badge appears, not with the page: pages that show badges (the landing page, the directory,
 * profiles) start without it, and a badge shows its tooltip once it has come.
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
        loading = false; // a failed fetch is tried again by the next badge
      },
    );
  whenIdle(load);
}

const subscribe = (listener: () => void) => {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
};

/** The Tooltip component once loaded; null on the server and while hydrating, so both render the same badge. */
function useLoadedTooltip(): typeof TooltipComponent | null {
  return useSyncExternalStore(
    subscribe,
    () => loadedTooltip,
    () => null,
  );
}

/**
 * The company type as a small badge; CRDMO explains itself ("Integrated CRO-CDMO") on hover, with the spec's
 * tooltip delays (theme). Before the tooltip's code has come, the badge carries the same accessible name the
 * tooltip gives it (`aria-label`), so screen readers hear the same thing either way.
 */
export function TypeBadge({ type, size = 'small' }: { type: CompanyType; size?: 'small' | 'medium' }) {
  const label = COMPANY_TYPE_LABELS[type];
  const explained = label !== type;
  const Tooltip = useLoadedTooltip();
  useEffect(() => {
    if (explained) loadTooltipWhenIdle();
  }, [explained]);
  const chip = (
    <Chip
      label={type}
      size={size}
      // Not even `undefined` once the tooltip wraps it: the tooltip's own aria-label would be overwritten.
      {...(explained && !Tooltip ? { 'aria-label': label } : {})}
      sx={{
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.09),
        color: 'primary.dark',
        fontWeight: 600,
        letterSpacing: '0.02em',
      }}
    />
  );
  return explained && Tooltip ? <Tooltip title={label}>{chip}</Tooltip> : chip;
}
