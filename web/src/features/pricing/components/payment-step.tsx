import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { PAYMENT_TOASTS } from '@domain/subscriptions/subscriptions.errors';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';

/** One Stripe.js per publishable key for the page's lifetime; a failed load resolves to null. */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch(() => null);
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

export interface PaymentStepProps {
  publishableKey: string;
  clientSecret: string;
  onPaid: () => void;
  onCancel: () => void;
}

function PaymentForm({ onPaid, onCancel }: Omit<PaymentStepProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.pricing.getSuccessHref()}` },
        redirect: 'if_required',
      });
      if (error) toast({ title: PAYMENT_TOASTS.failedTitle, message: error.message, variant: 'error' });
      else onPaid();
    } catch (error) {
      toast({
        title: PAYMENT_TOASTS.exceptionTitle,
        message: error instanceof Error && error.message ? error.message : PAYMENT_TOASTS.exceptionMessage,
        variant: 'error',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} aria-label="Payment details">
      <PaymentElement />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!stripe || submitting}>
          {submitting ? 'Processing...' : 'Pay and Subscribe'}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The subscribe modal's payment step: Stripe's Payment Element confirming the subscription's first
 * invoice. Its own lazy chunk, so Stripe.js loads only when someone actually pays.
 */
export default function PaymentStep({ publishableKey, clientSecret, onPaid, onCancel }: PaymentStepProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => live && setLoadFailed(loaded === null));
    return () => {
      live = false;
    };
  }, [stripe]);
  if (loadFailed) {
    return <Alert severity="error">The secure payment form could not be loaded. Check your connection and try again.</Alert>;
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm onPaid={onPaid} onCancel={onCancel} />
    </Elements>
  );
}
