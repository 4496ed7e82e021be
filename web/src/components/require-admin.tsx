import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_ANSWERS } from '@domain/accounts/account-rules';
import type { CurrentUser } from '../api/types';
import { paths } from '../config/paths';
import { CenteredCard } from './centered-card';
import { RequireSignIn } from './require-sign-in';

function AccessDenied() {
  return (
    <CenteredCard title="Access Denied" description={ACCOUNT_ANSWERS.notAdmin}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home.getHref()} variant="outlined" startIcon={<BlockIcon />}>
          Back to Home
        </Button>
      </Box>
    </CenteredCard>
  );
}

/**
 * An admin screen's gate (docs/screens.md#routes): signed out → the sign-in card; signed in
 * but not an admin → Access Denied; admins → the screen. The server guards the data as well.
 */
export function RequireAdmin({ children }: { children: (admin: CurrentUser) => ReactNode }) {
  return <RequireSignIn>{(user) => (user.userType === 'admin' ? children(user) : <AccessDenied />)}</RequireSignIn>;
}
