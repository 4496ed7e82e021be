import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { planOfTier, tierDisplayName } from '@domain/subscriptions/plans';
import { useAppInfo } from '../../api/app-info';
import type { SubscriptionStatus } from '../../api/types';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSubscriptionStatus } from '../../api/subscription-status';
import { useCancelSubscription } from './api/cancel-subscription';

const STATUS_LABELS: Record<string, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  trialing: { label: 'Trial', color: 'success' },
  past_due: { label: 'Past due', color: 'warning' },
  incomplete: { label: 'Incomplete', color: 'warning' },
  canceled: { label: 'Canceled', color: 'default' },
  unpaid: { label: 'Unpaid', color: 'error' },
  paused: { label: 'Paused', color: 'default' },
  incomplete_expired: { label: 'Expired', color: 'default' },
};

/** The features of a tier, as its plan card lists them. */
function featuresOf(tier: string): string[] {
  return planOfTier(tier)?.features ?? [];
}

function periodEndText(status: SubscriptionStatus): string | null {
  const end = status.subscription?.current_period_end;
  if (!end) return null;
  const date = formatLongUsDate(new Date(end * 1000).toISOString());
  return status.subscription?.cancel_at_period_end ? `Your plan ends on ${date}; you will not be charged again.` : `Renews on ${date}.`;
}

function SubscriptionDetails() {
  const { data, error, isLoading } = useSubscriptionStatus();
  const cancel = useCancelSubscription();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const appInfo = useAppInfo();

  useEffect(() => {
    if (error) toast({ title: 'Error', message: 'Failed to fetch subscription status.', variant: 'error' });
  }, [error, toast]);

  async function confirmCancel() {
    try {
      await cancel.trigger();
      toast({ title: 'Subscription Cancelled', message: 'Your subscription will end at the end of the current billing period.', variant: 'success' });
    } catch (err) {
      toast({ title: 'Cancellation Failed', message: errorMessage(err, 'Failed to cancel subscription.'), variant: 'error' });
    } finally {
      setConfirming(false);
    }
  }

  if (isLoading) return <Skeleton variant="rounded" height={320} />;
  if (error || !data) return <Alert severity="error">Failed to fetch subscription status.</Alert>;

  const statusChip = data.stripeSubscriptionStatus ? STATUS_LABELS[data.stripeSubscriptionStatus] : null;
  const period = periodEndText(data);
  const cancelScheduled = data.subscription?.cancel_at_period_end === true;
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              Current plan
            </Typography>
            <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
              {tierDisplayName(data.subscriptionTier)} Plan
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            {statusChip && data.subscriptionTier !== 'free' && <Chip label={statusChip.label} color={statusChip.color} />}
            {cancelScheduled && <Chip label="Cancellation scheduled" color="warning" variant="outlined" />}
          </Stack>
        </Stack>
        {period && data.hasActiveSubscription && <Typography sx={{ mt: 2 }}>{period}</Typography>}
        {appInfo.data && !appInfo.data.billingEnabled && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Billing is not configured on this server, so plans cannot be bought, changed or cancelled here.
          </Alert>
        )}
        {data.stripeSubscriptionStatus === 'past_due' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Your last payment failed. Stripe retries it automatically; update your card to keep your plan.
          </Alert>
        )}
        {data.stripeSubscriptionStatus === 'incomplete' && !data.hasActiveSubscription && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Your subscription is waiting for its first payment to be confirmed.
          </Alert>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
          What your plan includes
        </Typography>
        <List dense>
          {featuresOf(data.subscriptionTier).map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 30 }}>
                <CheckIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to={paths.pricing.getHref()} variant="contained">
            {data.hasActiveSubscription ? 'Change Plan' : 'View Plans'}
          </Button>
          {data.hasActiveSubscription && !cancelScheduled && appInfo.data?.billingEnabled === true && (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              Cancel Subscription
            </Button>
          )}
        </Stack>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">Cancel your subscription?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your {tierDisplayName(data.subscriptionTier)} plan stays active until the end of the current billing period. After that you move to the Free plan.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={cancel.isMutating}>
            Keep My Plan
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmCancel()} disabled={cancel.isMutating}>
            {cancel.isMutating ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** /subscription (docs/screens.md#screens, docs/screens.md#screen-states): plan status, features, period end, change plan and cancel. */
export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Manage Subscription
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Your plan, its renewal and what it includes.</Typography>
      <RequireSignIn>{() => <SubscriptionDetails />}</RequireSignIn>
    </Container>
  );
}
