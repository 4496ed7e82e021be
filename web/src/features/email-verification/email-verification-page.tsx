import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Chip from '@mui/material/Chip';
import { formatLongUsDate } from '@domain/directory/display-rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CurrentUser } from '../../api/types';
import { RequireSignIn } from '../../components/require-sign-in';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEmailVerification } from './api/verify-email';
import { AutoVerifiedDomains } from './components/auto-verified-domains';
import { ManualReviewForm } from './components/manual-review-form';
import { VerificationLevelBadge } from './components/verification-level-badge';
import { CONTACT_EMAILS } from '../../config/contact';

const SUPPORT_EMAIL = CONTACT_EMAILS.support;

/**
 * One verification concept: a member our team approved, or whose address was recognised, is verified;
 * the screen says so and asks nothing more (no domain check, no second request for an admin).
 */
function isVerifiedMember(user: CurrentUser): boolean {
  return user.userType === 'admin' || user.industryVerified || user.verificationLevel === 'verified';
}

/** The address being verified, on top of either outcome, so the member sees which account it is about. */
function YourEmail({ email }: { email: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Your email
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email}</Typography>
    </Box>
  );
}

function VerifiedMember({ user }: { user: CurrentUser }) {
  return (
    <Stack spacing={3}>
      <YourEmail email={user.email} />
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Chip label="Verified" color="success" icon={<CheckCircleIcon />} variant="outlined" sx={{ fontWeight: 600 }} />
        <Typography>
          Your professional role is verified{user.verifiedAt ? ` since ${formatLongUsDate(user.verifiedAt)}` : ''}. You can write reviews and subscribe to a plan; there
          is nothing more to verify.
        </Typography>
        <Button component={RouterLink} to={paths.account.getHref()} variant="contained" endIcon={<ArrowForwardIcon />}>
          Go to your account
        </Button>
      </Stack>
    </Stack>
  );
}

function VerificationStatus({ user }: { user: CurrentUser }) {
  if (isVerifiedMember(user)) return <VerifiedMember user={user} />;
  return <DomainVerification user={user} />;
}

function DomainVerification({ user }: { user: CurrentUser }) {
  const { data, error, isLoading } = useEmailVerification(user.email);
  return (
    <Stack spacing={3}>
      <YourEmail email={user.email} />
      {isLoading && <Skeleton variant="rounded" height={72} aria-label="Checking your email domain" />}
      {error && <Alert severity="error">{errorMessage(error, 'Could not check your email. Please try again later.')}</Alert>}
      {data && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <VerificationLevelBadge level={data.level} />
          <Typography>{data.message}</Typography>
          {data.level === 'verified' && (
            <Button component={RouterLink} to={paths.home.getHref()} variant="contained" endIcon={<ArrowForwardIcon />}>
              Continue
            </Button>
          )}
        </Stack>
      )}
      <Divider />
      <AutoVerifiedDomains />
      {data?.level === 'manual_review' && (
        <>
          <Divider />
          <ManualReviewForm user={user} />
        </>
      )}
    </Stack>
  );
}

/** Industry email verification (docs/screens.md#screens); needs sign-in. */
export function EmailVerificationPage() {
  useDocumentTitle('Email Verification');
  return (
    <RequireSignIn>
      {(user) => (
        <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
            Email Verification
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            BioVetted reviews come from verified industry professionals. We check the domain of your email address to confirm where you work.
          </Typography>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <VerificationStatus user={user} />
            </CardContent>
          </Card>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
            Questions about verification? Contact <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
          </Typography>
        </Container>
      )}
    </RequireSignIn>
  );
}
