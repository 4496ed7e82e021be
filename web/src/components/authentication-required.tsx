import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { CenteredCard } from './centered-card';
import { useCurrentPath } from '../lib/return-to';

/** What a screen that needs sign-in shows a signed-out visitor (docs/screens.md#screens). */
export function AuthenticationRequired() {
  const here = useCurrentPath();
  return (
    <CenteredCard title="Authentication Required" description="Please sign in to access this page.">
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.auth.login.getHref(here)} variant="contained" startIcon={<LockOutlinedIcon />}>
          Sign In
        </Button>
      </Box>
    </CenteredCard>
  );
}
