import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { isPaidTier } from '@domain/subscriptions/entitlements';
import { tierDisplayName } from '@domain/subscriptions/plans';
import type { CurrentUser } from '../../../api/types';
import { paths } from '../../../config/paths';
import { AccountSection } from './account-section';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/**
 * One verification concept: a member who can sign in was verified, by the email domain or by our team,
 * and is told so once, here and on the Email Verification screen.
 */
function VerificationStatus({ user }: { user: CurrentUser }) {
  if (user.userType === 'admin') return <Chip icon={<VerifiedOutlinedIcon />} label="Administrator" color="primary" variant="outlined" />;
  const since = user.verifiedAt ? ` since ${formatLongUsDate(user.verifiedAt)}` : '';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip icon={<VerifiedOutlinedIcon />} label={`Verified member${since}`} color="success" variant="outlined" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Your professional role is verified: you can write reviews, and nothing more is needed.
      </Typography>
    </Stack>
  );
}

/** Name, company, job title, email, plan and verification (docs/administration.md). */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <AccountSection id="profile" title="Profile">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
        <Fact label="Name" value={name} />
        <Fact label="Email" value={user.email} />
        <Fact label="Company" value={user.company} />
        <Fact label="Job title" value={user.jobTitle} />
        <Fact label="Plan" value={`${tierDisplayName(user.subscriptionTier)} Plan`} />
        <Fact label="Member since" value={formatLongUsDate(user.createdAt)} />
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Verification
        </Typography>
        <VerificationStatus user={user} />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.subscription.getHref()} variant="outlined" size="small">
          Manage subscription
        </Button>
        {!isPaidTier(user.subscriptionTier) && (
          <Button component={RouterLink} to={paths.pricing.getHref()} size="small">
            See plans
          </Button>
        )}
      </Stack>
    </AccountSection>
  );
}
