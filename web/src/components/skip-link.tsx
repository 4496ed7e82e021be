import Box from '@mui/material/Box';
import { focusRing } from '../app/theme/tokens';

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main';

/**
 * "Skip to main content" (WCAG 2.4.1 Bypass Blocks): the first focusable element of every page, out of sight
 * until the keyboard reaches it, then moves focus past the navigation bar to the page's content.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        // Focus the landmark itself (it takes focus programmatically), so the next Tab starts inside it.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 16,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'secondary.main',
        color: 'common.white',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: `${focusRing.width}px solid ${focusRing.color}`, outlineOffset: focusRing.offset },
      }}
    >
      Skip to main content
    </Box>
  );
}
