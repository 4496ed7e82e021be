import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Responsive card grid: 1 column on phones, 2 on tablets, 3 on desktops. */
export function CompanyGrid({ children, busy = false, label }: { children: ReactNode; busy?: boolean; label?: string }) {
  return (
    <Box
      aria-busy={busy || undefined}
      aria-label={label}
      role={label ? 'region' : undefined}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
