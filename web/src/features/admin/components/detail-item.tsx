import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One labelled fact on a moderation card (a <dt>/<dd> pair in a Grid <dl>). `wide` spans the row;
 * `columns` is how many facts share a row on wide screens (2, 3 or 4).
 */
export function DetailItem({ label, children, wide, columns = 2 }: { label: string; children: ReactNode; wide?: boolean; columns?: 2 | 3 | 4 }) {
  return (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : 12 / columns }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}
