import type { ScoreTone } from '@domain/directory/display-rules';
import type { Theme } from '@mui/material/styles';

/** Theme colours of a score tone; no tone (no score) reads in neutral grey. */
export function toneColors(theme: Theme, tone: ScoreTone | null): { fg: string; bg: string } {
  switch (tone) {
    case 'success':
      return { fg: theme.palette.success.main, bg: theme.palette.success.light };
    case 'warning':
      return { fg: theme.palette.warning.main, bg: theme.palette.warning.light };
    case 'danger':
      return { fg: theme.palette.error.main, bg: theme.palette.error.light };
    case null:
      return { fg: theme.palette.text.secondary, bg: theme.palette.grey[100] };
  }
}
