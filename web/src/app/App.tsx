import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useEffect } from 'react';
import { preloadPages, router } from './router';
import { appTheme } from './theme/app-theme';
import { ToastContent } from './theme/toast-content';

const toastComponents = { default: ToastContent, success: ToastContent, error: ToastContent, info: ToastContent };

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
      {/* Toasts of spec part 1 §9: one at a time, shown for 5000 ms. */}
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={toastComponents}
      >
        <SWRConfig value={swrDefaults}>
          {/* Route changes commit as plain updates, not transitions: React would otherwise keep the
              previous page on screen under the new URL while the next one renders. */}
          <RouterProvider router={router} useTransitions={false} />
        </SWRConfig>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
