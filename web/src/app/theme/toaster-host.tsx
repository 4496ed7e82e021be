import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';
import { fontFamily, navy, radius, tone } from './tokens';

/** notistack's toast in the app's type and tones: white text on each stays above 4.5:1. */
export const ToastContent = styled(MaterialDesignContent)({
  fontFamily,
  borderRadius: radius.md,
  '&.notistack-MuiContent-default': { backgroundColor: navy[800] },
  '&.notistack-MuiContent-success': { backgroundColor: tone.success },
  '&.notistack-MuiContent-error': { backgroundColor: tone.danger },
  '&.notistack-MuiContent-info': { backgroundColor: tone.info },
});
