import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { appTheme } from './theme/app-theme';
import { Toaster } from '../components/toaster';

/**
 * Query defaults: no refetch interval, no refetch on focus, data never going stale (a cached key is not
 * refetched on mount or reconnect), no retries.
 */
const swrDefaults: SWRConfiguration = {
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

/** Everything around the layout: theme, global styles, toasts and the data cache (`swr` adds to its defaults: the page's seeds). */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  const config = useMemo(() => (swr ? { ...swrDefaults, ...swr } : swrDefaults), [swr]);
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <SWRConfig value={config}>{children}</SWRConfig>
      <Toaster />
    </ThemeProvider>
  );
}
