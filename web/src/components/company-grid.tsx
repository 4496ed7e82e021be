import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { renderedNearViewport } from '../lib/rendered-near-viewport';

/**
 * Responsive card grid: 1 column on phones, 2 on tablets, 3 on desktops. Each card is rendered by the browser only
 * once near the viewport. The cards hydrate with the page: in Suspense boundaries of their own they were left
 * for later, and the directory's first update on a phone (its compact layout) then hydrated all of them in one
 * long task (docs/decisions/0031).
 */
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
        // Cards out of view are not laid out or painted until they come near it: the directory's 24
        // cards were most of its start-up layout work. The browser remembers a card's size once shown.
        '& > *': renderedNearViewport(460),
      }}
    >
      {children}
    </Box>
  );
}
