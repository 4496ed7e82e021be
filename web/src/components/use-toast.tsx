import Box from '@mui/material/Box';
import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';

export interface Toast {
  title: string;
  message?: string;
  /** 'error' is the spec's "destructive" toast. */
  variant?: Extract<VariantType, 'default' | 'success' | 'error' | 'info'>;
}

/** Toasts as the spec writes them: a title, then a message (spec part 2 §8). */
export function useToast(): (toast: Toast) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, message, variant = 'default' }: Toast) => {
      enqueueSnackbar(
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
          <Box component="strong" sx={{ fontWeight: 600 }}>
            {title}
          </Box>
          {message && <span>{message}</span>}
        </Box>,
        { variant },
      );
    },
    [enqueueSnackbar],
  );
}
