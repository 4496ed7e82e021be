import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useApplyPendingShortlist } from '../../lib/pending-shortlist';
import { SessionContext, type Session } from '../../lib/session';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { NavBar } from './nav-bar';
import { useDemoSignIn } from './use-demo-sign-in';
import { PageLoading } from './page-loading';

/** Below every page's content: its code (links, grid) comes after the page's, and hydrates when it arrives. */
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/** Adds a company a visitor asked to shortlist, once they have signed in (needs the session context). */
function PendingShortlist() {
  useApplyPendingShortlist();
  return null;
}

/**
 * Marks the document once the page itself has been taken over by the app (hydrated or rendered): its buttons and
 * fields answer. Browser tests wait for `html[data-app="started"]` before acting.
 */
function AppStarted() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return null;
}

/** The page frame. It asks who is signed in, once, and hands the answer to every page. */
export function AppLayout() {
  const { data, isLoading } = useCurrentUser();
  const session = useMemo<Session>(() => ({ user: data ?? null, isLoading }), [data, isLoading]);
  const navigating = useNavigation().state !== 'idle';
  useDemoSignIn(session);
  return (
    <SessionContext.Provider value={session}>
      <PendingShortlist />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <NavBar />
        {navigating && <PageLoading />}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}>
          {/* While a page's code loads, the layout stays and the bar shows. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <AppStarted />
          </Suspense>
        </Box>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </Box>
    </SessionContext.Provider>
  );
}
