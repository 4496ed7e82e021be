import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { claimRfpInvitation, useRfpInvitation } from '../../api/rfps';
import { CenteredCard } from '../../components/centered-card';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTokenFromLink } from '../../lib/use-token-from-link';
import { formatDeadline } from './rfp-labels';

/**
 * /rfp-invitation?token=…: the mailed link to an RFP for a company without a verified vendor. It says what the RFP is
 * (title, company, deadline); a visitor signs up or signs in with an address at the company's domain and comes back
 * here; a member claims the company (verified by that domain) and lands on the RFP.
 */
export function RfpInvitationPage() {
  useDocumentTitle('RFP invitation');
  const token = useTokenFromLink();
  const { data: invitation, error, isLoading } = useRfpInvitation(token || null);
  const { user, isLoading: sessionLoading } = useSession();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Signing up or in returns here with the token, which the address bar no longer shows.
  const here = token ? paths.rfpInvitation.getHref(token) : null;

  if (!token || error) {
    return (
      <CenteredCard title="RFP invitation">
        <Alert severity="warning">
          {token ? errorMessage(error, 'This invitation link is invalid or has expired') : 'This invitation link is invalid or has expired'}
        </Alert>
      </CenteredCard>
    );
  }
  if (isLoading || !invitation || sessionLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 12 }}>
        <CircularProgress aria-label="Loading the invitation" />
      </Box>
    );
  }
  const claim = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { rfpId, companyId } = await claimRfpInvitation(mutate, token);
      navigate(paths.vendor.rfp.getHref(rfpId, companyId));
    } catch (failure) {
      setProblem(errorMessage(failure, 'Could not claim the company. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <CenteredCard
      title={`An RFP for ${invitation.companyName}`}
      description={
        <>
          A buyer on BioVetted asks {invitation.companyName} for a proposal: <strong>{invitation.rfpTitle}</strong>, due {formatDeadline(invitation.deadline)}.
        </>
      }
    >
      <Stack spacing={2}>
        {user ? (
          <>
            <Typography>
              Signed in as {user.email}. Claiming {invitation.companyName} makes you its verified vendor on BioVetted, proven by your address at {invitation.emailDomain};
              you can then read the RFP, ask questions and send a bid.
            </Typography>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <Button variant="contained" size="large" disabled={busy} onClick={() => void claim()}>
              Claim {invitation.companyName} and open the RFP
            </Button>
          </>
        ) : (
          <>
            <Typography>
              Sign up or sign in with your address at {invitation.emailDomain} to claim {invitation.companyName} and answer. This link brings you back here.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={RouterLink} to={paths.auth.signup.getHref(here)} variant="contained">
                Apply for Access
              </Button>
              <Button component={RouterLink} to={paths.auth.login.getHref(here)} variant="outlined">
                Sign In
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </CenteredCard>
  );
}
