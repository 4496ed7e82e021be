import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title and one-line lead of a directory page (directory, shortlist, saved searches). */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 720 }}>{children}</Typography>
    </Box>
  );
}
