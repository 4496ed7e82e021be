import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../../api/client';
import type { PricingTier } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { PAYMENT_TOASTS } from '@domain/subscriptions/subscriptions.errors';
import { waitForGrantedPlan } from '../api/wait-for-granted-plan';
import { useCreateSubscription } from '../api/create-subscription';
import { useCurrentPath } from '../../../lib/return-to';

// Stripe.js and the Payment Element live in their own chunk, fetched only at the payment step.
const PaymentStep = lazy(() => import('./payment-step'));

type Step =
  { kind: 'confirm' } | { kind: 'signIn' } | { kind: 'verification'; level: string } | { kind: 'payment'; clientSecret: string } | { kind: 'problem'; message: string };

/** The subscribe modal's wording for a verification level (docs/screens.md#messages). */
export function verificationStatusText(level: string): string {
  if (level === 'manual_review') return 'Under review';
  if (level === 'pending') return 'Verification pending';
  return 'Not verified';
}

interface SubscribeDialogProps {
  plan: PricingTier;
  /** The member already pays for a plan: this moves the subscription instead of starting one. */
  isChange: boolean;
  publishableKey: string | null;
  onClose: () => void;
}

/**
 * The subscribe modal (docs/screens.md#screen-states): start the subscription, then sign in (401) or pass industry
 * verification (403) when needed, then the payment form once a client secret comes back, then a
 * success toast that closes it. The plan changes when Stripe confirms the payment (webhook).
 */
export function SubscribeDialog({ plan, isChange, publishableKey, onClose }: SubscribeDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const here = useCurrentPath();
  const { trigger, isMutating } = useCreateSubscription();
  const { mutate } = useSWRConfig();
  const toast = useToast();

  async function start() {
    try {
      const { clientSecret, planChanged } = await trigger(plan.priceId!);
      if (planChanged) {
        toast({ title: 'Plan Changed', message: `You are now on the ${plan.name} plan.`, variant: 'success' });
        await refreshAccount();
        onClose();
        return;
      }
      if (!clientSecret) {
        console.warn('create-subscription answered without a clientSecret');
        setStep({ kind: 'problem', message: 'The payment could not be prepared. Please try again later.' });
        return;
      }
      setStep({ kind: 'payment', clientSecret });
    } catch (error) {
      if (isApiError(error) && error.status === 401) setStep({ kind: 'signIn' });
      else if (isApiError(error) && error.status === 403 && error.body?.requiresVerification)
        setStep({ kind: 'verification', level: String(error.body.verificationLevel) });
      else {
        console.warn('create-subscription failed', error);
        setStep({ kind: 'problem', message: isApiError(error) && error.message ? error.message : 'Something went wrong' });
      }
    }
  }

  const refreshAccount = () => mutate((key) => Array.isArray(key) && (key[0] === 'auth' || key[0] === 'subscription'));

  function paid() {
    toast({ title: PAYMENT_TOASTS.successTitle, message: PAYMENT_TOASTS.successMessage, variant: 'success' });
    // The plan switches when Stripe's webhook arrives: poll until it has (bounded), then reload.
    void waitForGrantedPlan(refreshAccount);
    onClose();
  }

  const price = plan.price === null ? 'Custom pricing' : `$${plan.price} per month, billed monthly`;
  return (
    <Dialog open onClose={isMutating ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="subscribe-title">
      <DialogTitle id="subscribe-title">{isChange ? `Switch to ${plan.name}` : `Subscribe to ${plan.name}`}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{price}. Cancel any time; access continues until the end of the paid period.</Typography>
        {step.kind === 'confirm' && (
          <DialogContentText>
            {isChange
              ? 'Your subscription moves to this plan now; the difference is prorated on your next invoice, charged to the card on file.'
              : 'Continue to enter your payment details securely with Stripe.'}
          </DialogContentText>
        )}
        {step.kind === 'signIn' && (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={paths.auth.login.getHref(here)} color="inherit" size="small">
                Sign In
              </Button>
            }
          >
            Please sign in to subscribe.
          </Alert>
        )}
        {step.kind === 'verification' && (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={paths.emailVerification.getHref()} color="inherit" size="small">
                Verify
              </Button>
            }
          >
            <strong>Industry verification required.</strong> Subscriptions are for verified industry professionals. Status: {verificationStatusText(step.level)}.
          </Alert>
        )}
        {step.kind === 'problem' && <Alert severity="error">{step.message}</Alert>}
        {step.kind === 'payment' && publishableKey && (
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label="Loading the payment form" />
              </Box>
            }
          >
            <PaymentStep publishableKey={publishableKey} clientSecret={step.clientSecret} onPaid={paid} onCancel={onClose} />
          </Suspense>
        )}
        {step.kind === 'payment' && !publishableKey && (
          <Alert severity="error">The payment form is not configured on this server (STRIPE_PUBLISHABLE_KEY is missing).</Alert>
        )}
      </DialogContent>
      {step.kind !== 'payment' && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isMutating}>
            {step.kind === 'confirm' ? 'Cancel' : 'Close'}
          </Button>
          {step.kind === 'confirm' && (
            <Button variant="contained" onClick={() => void start()} disabled={isMutating}>
              {isMutating ? 'Starting...' : isChange ? 'Switch Plan' : 'Continue to Payment'}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
