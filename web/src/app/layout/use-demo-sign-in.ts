import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppInfo } from '../../api/app-info';
import type { Session } from '../../lib/session';

/**
 * docs/data-and-discovery.md: on a demo-mode server, any page opened with ?demo=true signs the browser in as the
 * demo reviewer (a real session through /api/dev-login-redirect) and comes back to the same page.
 * A server not in demo mode ignores the parameter; no screen ever pretends to be signed in.
 */
export function useDemoSignIn(session: Session): void {
  const location = useLocation();
  const { data: info } = useAppInfo();
  const wantsDemo = new URLSearchParams(location.search).get('demo') === 'true';
  useEffect(() => {
    if (!wantsDemo || !info?.demoMode || session.isLoading || session.user) return;
    const returnTo = `${location.pathname}${location.search}`;
    window.location.assign(`/api/dev-login-redirect?returnTo=${encodeURIComponent(returnTo)}`);
  }, [wantsDemo, info?.demoMode, session.isLoading, session.user, location.pathname, location.search]);
}
