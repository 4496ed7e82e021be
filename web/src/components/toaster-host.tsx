import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { fontFamily, navy, radius, tone } from '../app/theme/tokens';

/** notistack's toast in the app's type and tones: white text on each stays above 4.5:1. */
const ToastContent = styled(MaterialDesignContent)({
  fontFamily,
  borderRadius: radius.md,
  '&.notistack-MuiContent-default': { backgroundColor: navy[800] },
  '&.notistack-MuiContent-success': { backgroundColor: tone.success },
  '&.notistack-MuiContent-error': { backgroundColor: tone.danger },
  '&.notistack-MuiContent-info': { backgroundColor: tone.info },
});

const toastComponents = { default: ToastContent, success: ToastContent, error: ToastContent, info: ToastContent };

/**
 * Where toasts appear (docs/screens.md#constants-and-limits: one at a time, shown for 5000 ms), as notistack's standalone
 * provider: toasts are sent to it with notistack's `enqueueSnackbar`. Loaded with the first toast
 * (components/toaster.tsx); `onMounted` tells the toast hook it can send.
 */
export default function ToasterHost({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <SnackbarProvider maxSnack={1} autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} Components={toastComponents} />;
}
