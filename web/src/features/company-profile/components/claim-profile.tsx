import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useMyVendorAccounts } from '../../../api/my-vendor-accounts';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { SectionCard } from './section-card';
import { useCurrentPath } from '../../../lib/return-to';

/**
 * "Claim this profile" on every company page: the way for someone who works there to become its
 * vendor and answer its reviews. Signed out: sign in or apply first. Signed in: vendor registration with this
 * company chosen. Already claimed: where the claim stands, and the vendor dashboard.
 */
export function ClaimProfile({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { user } = useSession();
  const here = useCurrentPath();
  const accounts = useMyVendorAccounts(user !== null);
  const claim = accounts.data?.find((a) => a.companyId === companyId && a.status !== 'rejected');
  let body;
  if (!user) {
    body = (
      <>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Work for {companyName}? Sign in to claim this profile and respond to its reviews.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.auth.login.getHref(here)} variant="outlined" fullWidth>
            Sign in to claim
          </Button>
          <Button component={RouterLink} to={paths.auth.signup.getHref(here)} fullWidth>
            Apply for access
          </Button>
        </Stack>
      </>
    );
  } else if (claim) {
    body = (
      <>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {claim.status === 'approved' ? `You are a verified vendor of ${companyName}.` : `Your claim of ${companyName} is waiting for verification.`}
        </Typography>
        <Link component={RouterLink} to={paths.vendor.dashboard.getHref()} sx={{ fontWeight: 600 }}>
          Open the vendor dashboard
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Work for {companyName}? Verify your affiliation to respond to its reviews publicly.
        </Typography>
        <Button component={RouterLink} to={paths.vendor.register.getHref(companyId)} variant="outlined" startIcon={<StorefrontOutlinedIcon />} fullWidth>
          Claim this profile
        </Button>
      </>
    );
  }
  return (
    <SectionCard title="Claim this profile" icon={<StorefrontOutlinedIcon />}>
      <Stack spacing={1.5}>{body}</Stack>
    </SectionCard>
  );
}
