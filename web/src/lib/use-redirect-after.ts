import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates to `to` after `delayMs` while `active` (the spec's "redirect after 3 s" moments). */
export function useRedirectAfter(active: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => navigate(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, to, delayMs, navigate]);
}
