import Box from '@mui/material/Box';
import { useCallback } from 'react';
import { toasterReady } from './toaster';

export interface Toast {
  title: string;
  message?: string;
  /** 'error' is the spec's "destructive" toast. */
  variant?: 'default' | 'success' | 'error' | 'info';
}

/** Toasts as the spec writes them: a title, then a message (docs/screens.md#messages). */
export function useToast(): (toast: Toast) => void {
  return useCallback(({ title, message, variant = 'default' }: Toast) => {
    const content = (
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Box component="strong" sx={{ fontWeight: 600 }}>
          {title}
        </Box>
        {message && <span>{message}</span>}
      </Box>
    );
    void Promise.all([import('notistack'), toasterReady()]).then(([{ enqueueSnackbar }]) => enqueueSnackbar(content, { variant }));
  }, []);
}
