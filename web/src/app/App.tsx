import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { appTheme } from './theme/app-theme';
import { Toaster } from '../components/toaster';

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

/**
 * Everything around the router: theme, global styles, toasts and the data cache. The browser passes its
 * router (main.tsx); the server's prerender passes a static one, its own theme (media queries answered for
 * the visitor's device class) and a data cache of its own per request. `globalStylesInPlace`: the page
 * already has the global styles (a prerendered page, see PRERENDERED_GLOBAL_STYLES_ATTRIBUTE).
 */
export function AppProviders({
  children,
  theme = appTheme,
  swr,
  globalStylesInPlace = false,
}: {
  children: ReactNode;
  theme?: typeof appTheme;
  swr?: SWRConfiguration;
  globalStylesInPlace?: boolean;
}) {
  return (
    <ThemeProvider theme={theme}>
      {!globalStylesInPlace && <CssBaseline />}
      <SWRConfig value={swr ? { ...swrDefaults, ...swr } : swrDefaults}>{children}</SWRConfig>
      <Toaster />
    </ThemeProvider>
  );
}
