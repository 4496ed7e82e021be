import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { signOutAndLeave } from '../../../api/sign-out';
import { CenteredCard } from '../../../components/centered-card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session';

/**
 * Where the spec's sign-out navigation (GET /api/logout) lands: a page whose button signs out. A GET changes
 * nothing (a link on another site must not sign a member out), so signing out takes this one click here.
 */
export function SignOutPage() {
  useDocumentTitle('Sign Out');
  const { user, isLoading } = useSession();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) {
    return (
      <CenteredCard title="Sign out">
        <Stack sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label="Loading" />
        </Stack>
      </CenteredCard>
    );
  }
  if (!user) {
    return (
      <CenteredCard title="You are signed out" description="Nobody is signed in on this browser.">
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.auth.login.getHref()} variant="contained">
            Sign in
          </Button>
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
            Go to the home page
          </Button>
        </Stack>
      </CenteredCard>
    );
  }
  const signOut = async () => {
    setPending(true);
    setFailure(null);
    try {
      await signOutAndLeave();
    } catch (error) {
      setFailure(errorMessage(error, 'Signing out failed. Please try again.'));
      setPending(false);
    }
  };
  return (
    <CenteredCard
      title="Sign out of BioVetted?"
      description={
        <>
          You are signed in as <strong>{user.email}</strong>.
        </>
      }
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button variant="contained" size="large" onClick={signOut} disabled={pending}>
          {pending ? 'Signing out…' : 'Sign out'}
        </Button>
        <Typography variant="body2">
          <Link component={RouterLink} to={paths.home.getHref()}>
            Stay signed in
          </Link>
        </Typography>
      </Stack>
    </CenteredCard>
  );
}
