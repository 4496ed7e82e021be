import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout, PageLoading } from './layout/app-layout';
import { RouteError } from './routes/route-error';

/*
 * One chunk per page, loaded through the router's own `lazy` (rather than React.lazy inside a
 * Suspense boundary): the router fetches the page's code before it commits the navigation, so
 * the address bar never shows a new URL over the previous page while a chunk downloads.
 */
const loadLanding = () => import('../features/landing/landing-page');
const loadDirectory = () => import('../features/directory/directory-page');
const loadCompanyProfile = () => import('../features/company-profile/company-profile-page');
const loadNotFound = () => import('./routes/not-found-page');

/** Fetches the other pages' chunks once the browser is idle, so later navigations are instant. */
export function preloadPages(): void {
  const preload = () => void Promise.all([loadLanding(), loadDirectory(), loadCompanyProfile()]).catch(() => {
    // A failed preload is retried by the navigation itself.
  });
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1500);
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading fullScreen />,
    children: [
      {
        // Errors inside a page render within the layout, so the navigation stays usable.
        errorElement: <RouteError />,
        children: [
          {
            path: paths.home.path,
            lazy: async () => ({ Component: (await loadLanding()).LandingPage }),
          },
          {
            path: paths.companies.list.path,
            lazy: async () => ({ Component: (await loadDirectory()).DirectoryPage }),
          },
          {
            path: paths.companies.detail.path,
            lazy: async () => ({ Component: (await loadCompanyProfile()).CompanyProfilePage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await loadNotFound()).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
