import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for screen readers only (e.g. "out of 10" after a score). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={hidden}>
      {children}
    </Box>
  );
}
