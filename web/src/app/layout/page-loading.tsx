import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { brand } from '../theme/tokens';

/** A segment crossing the bar from left to right, again and again. */
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin indeterminate progress bar at the top of the window while a page's code or data loads. Drawn here
 * rather than with MUI's LinearProgress, whose module every page would otherwise load before it starts.
 */
export function PageLoading() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: 'tooltip', overflow: 'hidden', bgcolor: brand[100] }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        }}
      />
    </Box>
  );
}
