import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useEffect } from 'react';
import { preloadPages, router } from './router';
import { appTheme } from './theme/app-theme';

/**
 * Query defaults of spec part 1 §4 and §9: no refetch interval, no refetch on focus, data never
 * going stale (a cached key is not refetched on mount or reconnect), no retries.
 */
const swrDefaults: SWRConfiguration = {
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

export function App() {
  useEffect(preloadPages, []);
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <SWRConfig value={swrDefaults}>
        {/* Route changes commit as plain updates, not transitions: React would otherwise keep the
            previous page on screen under the new URL while the next one renders. */}
        <RouterProvider router={router} useTransitions={false} />
      </SWRConfig>
    </ThemeProvider>
  );
}
