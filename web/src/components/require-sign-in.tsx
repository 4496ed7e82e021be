import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import type { CurrentUser } from '../api/types';
import { useSession } from '../lib/session';
import { AuthenticationRequired } from './authentication-required';

/**
 * Renders its content for a signed-in user, 'Authentication Required' for a visitor, and a
 * spinner until the session is known (so a signed-in user never sees the sign-in card flash).
 */
export function RequireSignIn({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (user) return children(user);
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 12 }}>
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  }
  return <AuthenticationRequired />;
}
