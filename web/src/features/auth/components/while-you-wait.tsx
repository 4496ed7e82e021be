import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FREE_MATCH_RESULTS } from '@domain/subscriptions/entitlements';
import { paths } from '../../../config/paths';

/**
 * What a visitor can already do while an application waits for review: browse and filter the directory, compare
 * providers side by side, and see Find Match's first matches. Shown after applying and at a sign-in refused
 * for a pending review, so a new buyer is not left with nothing to do for a day or two.
 */
export function WhileYouWait({ returnTo = null }: { returnTo?: string | null }) {
  return (
    <Box component="section" aria-label="While you wait" sx={{ textAlign: 'left', width: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        While you wait, you can already:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {returnTo && (
          <li>
            <Link component={RouterLink} to={returnTo}>
              Go back to the page you were on
            </Link>
          </li>
        )}
        <li>
          <Link component={RouterLink} to={paths.companies.list.getHref()}>
            Browse and filter the directory
          </Link>{' '}
          with every provider&apos;s scores and review previews
        </li>
        <li>
          <Link component={RouterLink} to={paths.companies.list.getHref()}>
            Compare up to four providers
          </Link>{' '}
          side by side: tick &ldquo;Compare&rdquo; on their cards
        </li>
        <li>
          <Link component={RouterLink} to={paths.findMatch.getHref()}>
            Find a match
          </Link>{' '}
          for your project and see the top {FREE_MATCH_RESULTS}
        </li>
      </Box>
    </Box>
  );
}
