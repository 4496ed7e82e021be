import BusinessIcon from '@mui/icons-material/Business';
import ScienceIcon from '@mui/icons-material/Science';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { pricingPlans, SALES_EMAIL, type PlanAudience } from '@domain/subscriptions/plans';
import { PAYMENT_TOASTS } from '@domain/subscriptions/subscriptions.errors';
import type { CurrentUser, Pricing, PricingTier } from '../../api/types';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentPath } from '../../lib/return-to';
import { waitForGrantedPlan } from './api/wait-for-granted-plan';
import { usePricing } from './api/get-pricing';
import { PlanCard } from './components/plan-card';
import { DemoUpgradePanel } from './components/demo-upgrade-panel';
import { useAppInfo } from '../../api/app-info';
import { PricingFaq } from './components/pricing-faq';
import { SubscribeDialog } from './components/subscribe-dialog';

/** Tiers sold online when billing is configured (docs/screens.md#constants-and-limits: Startup and Growth have a price id). */
const ONLINE_TIERS = new Set(['startup', 'growth']);

function PlanAction({ plan, pricing, user, onSubscribe }: { plan: PricingTier; pricing: Pricing; user: CurrentUser; onSubscribe: (plan: PricingTier) => void }) {
  if (user.subscriptionTier === plan.tier) {
    return (
      <Button variant="outlined" fullWidth disabled>
        {user.demoUpgrade ? 'Trying (demo)' : 'Current Plan'}
      </Button>
    );
  }
  if (plan.tier === 'free') {
    // Every member has what the free plan grants; there is nothing to buy.
    return (
      <Button variant="outlined" fullWidth disabled>
        Included for every member
      </Button>
    );
  }
  if (plan.priceId && pricing.billingEnabled) {
    return (
      <Button
        variant={plan.popular ? 'contained' : 'outlined'}
        fullWidth
        onClick={() => onSubscribe(plan)}
        aria-label={user.subscriptionTier === 'free' ? `Subscribe to ${plan.name}` : `Switch to ${plan.name}`}
      >
        {user.subscriptionTier === 'free' ? 'Subscribe' : 'Switch Plan'}
      </Button>
    );
  }
  if (ONLINE_TIERS.has(plan.tier) && !pricing.billingEnabled) {
    return (
      <>
        <Button variant="outlined" fullWidth disabled>
          Subscribe
        </Button>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1, textAlign: 'center' }}>
          Billing is not configured on this server.
        </Typography>
      </>
    );
  }
  const subject = encodeURIComponent(`BioVetted ${plan.name} plan (${plan.audience === 'vendor' ? 'CROs & CDMOs' : 'Biotechs & Pharma'})`);
  return (
    <Button
      variant={plan.popular ? 'contained' : 'outlined'}
      fullWidth
      href={`mailto:${pricing.salesEmail}?subject=${subject}`}
      aria-label={`Contact sales about ${plan.name}`}
    >
      Contact Sales
    </Button>
  );
}

/** The plan cards of one audience, Free first, with the audience switch above them; `action` draws each card's button. */
function PlanGrid({ plans, action }: { plans: readonly PricingTier[]; action: (plan: PricingTier) => ReactNode }) {
  const [audience, setAudience] = useState<PlanAudience>(useSearchParams()[0].get('for') === 'vendors' ? 'vendor' : 'buyer');
  const shown = plans.filter((plan) => plan.audience === audience);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 5 }}>
        <ToggleButtonGroup exclusive value={audience} onChange={(_e, value: PlanAudience | null) => value && setAudience(value)} aria-label="Plans for" color="primary">
          <ToggleButton value="buyer" sx={{ px: 3, gap: 1 }}>
            <ScienceIcon fontSize="small" /> For Biotechs &amp; Pharma
          </ToggleButton>
          <ToggleButton value="vendor" sx={{ px: 3, gap: 1 }}>
            <BusinessIcon fontSize="small" /> For CROs &amp; CDMOs
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Grid container spacing={3} sx={{ alignItems: 'stretch' }} data-testid={`${audience}-plans`}>
        {shown.map((plan) => (
          <Grid key={`${plan.audience}-${plan.tier}`} size={{ xs: 12, sm: 6, md: 3 }}>
            <PlanCard name={plan.name} price={plan.price} description={plan.description} features={plan.features} popular={plan.popular} action={action(plan)} />
          </Grid>
        ))}
      </Grid>
      {audience === 'vendor' && (
        <Typography sx={{ textAlign: 'center', mt: 4, color: 'text.secondary' }}>
          Work for a reviewed provider?{' '}
          <Link component={RouterLink} to={paths.vendor.register.getHref()} sx={{ fontWeight: 600 }}>
            Register as a vendor
          </Link>{' '}
          to respond to its reviews.
        </Typography>
      )}
    </>
  );
}

function MemberPlans({ user, pricing }: { user: CurrentUser; pricing: Pricing }) {
  const [subscribing, setSubscribing] = useState<PricingTier | null>(null);
  const appInfo = useAppInfo();
  return (
    <>
      {appInfo.data?.demoMode && <DemoUpgradePanel user={user} />}
      {!pricing.billingEnabled && (
        <Alert severity="info" sx={{ mb: 4, maxWidth: 800, mx: 'auto' }}>
          Online payment is not available here: billing is not configured on this server. Contact sales to subscribe.
        </Alert>
      )}
      <PlanGrid plans={pricing.plans} action={(plan) => <PlanAction plan={plan} pricing={pricing} user={user} onSubscribe={setSubscribing} />} />
      {subscribing && (
        <SubscribeDialog
          plan={subscribing}
          isChange={user.subscriptionTier !== 'free'}
          publishableKey={pricing.publishableKey ?? null}
          onClose={() => setSubscribing(null)}
        />
      )}
    </>
  );
}

/** The cards a visitor sees: the members' plans (the same source), written without the server's price ids. */
const VISITOR_PLAN_CARDS: PricingTier[] = pricingPlans({ startup: null, growth: null }).map(({ monthlyPriceUsd, ...plan }) => ({ ...plan, price: monthlyPriceUsd }));

/** A visitor's cards: the same plans members see; applying (free) or signing in (to buy) comes first. */
function VisitorPlans() {
  const here = useCurrentPath();
  return (
    <>
      <PlanGrid
        plans={VISITOR_PLAN_CARDS}
        action={(plan) =>
          plan.tier === 'free' ? (
            <Button component={RouterLink} to={paths.auth.signup.getHref(here)} variant="outlined" fullWidth>
              Apply for Access
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={paths.auth.login.getHref(here)}
              variant={plan.popular ? 'contained' : 'outlined'}
              fullWidth
              aria-label={`Sign in to choose ${plan.name}`}
            >
              Sign In to Choose
            </Button>
          )
        }
      />
      <Typography sx={{ textAlign: 'center', mt: 4, color: 'text.secondary' }}>
        BioVetted is open to verified biotech and pharma professionals and service providers:{' '}
        <Link component={RouterLink} to={paths.auth.signup.getHref(here)} sx={{ fontWeight: 600 }}>
          apply for access
        </Link>{' '}
        or{' '}
        <Link component={RouterLink} to={paths.auth.login.getHref(here)} sx={{ fontWeight: 600 }}>
          sign in
        </Link>
        .
      </Typography>
    </>
  );
}

/**
 * After Stripe's redirect back to /pricing?success=true&redirect_status=…: the success toast only when
 * Stripe says `succeeded` (then the plan is polled until the webhook grants it), "Payment Failed"
 * otherwise; once, then a clean URL.
 */
function useReturnFromPayment() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const returned = params.get('success') === 'true';
  const redirectStatus = params.get('redirect_status');
  useEffect(() => {
    if (!returned) return;
    if (redirectStatus === 'succeeded') {
      toast({ title: PAYMENT_TOASTS.successTitle, message: PAYMENT_TOASTS.successMessage, variant: 'success' });
      void waitForGrantedPlan(() => mutate((key) => Array.isArray(key) && (key[0] === 'auth' || key[0] === 'subscription')));
    } else {
      toast({ title: PAYMENT_TOASTS.failedTitle, message: PAYMENT_TOASTS.notCompletedMessage, variant: 'error' });
    }
    navigate(paths.pricing.getHref(), { replace: true });
  }, [returned, redirectStatus, toast, navigate, mutate]);
}

/**
 * /pricing: visitors and members see the same plans, buyers' and vendors', each card listing what its tier's
 * entitlements grant; members subscribe to Startup or Growth or contact sales, visitors apply or sign in first.
 */
export function PricingPage() {
  useDocumentTitle('Pricing');
  useReturnFromPayment();
  const { user, isLoading: sessionLoading } = useSession();
  const pricing = usePricing();

  let body;
  if (sessionLoading || (user && pricing.isLoading)) {
    body = (
      <Grid container spacing={3} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
            <Skeleton variant="rounded" height={420} />
          </Grid>
        ))}
      </Grid>
    );
  } else if (!user) {
    body = <VisitorPlans />;
  } else if (pricing.error || !pricing.data) {
    body = <Alert severity="error">{errorMessage(pricing.error, 'Could not load the plans.')}</Alert>;
  } else {
    body = <MemberPlans user={user} pricing={pricing.data} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1.5 }}>
          Simple, Transparent Pricing
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 640, mx: 'auto' }}>
          Monthly plans, cancel any time. No plan ever changes how companies are ranked: only reviews and public facts do.
        </Typography>
      </Box>
      {body}
      <PricingFaq salesEmail={pricing.data?.salesEmail ?? SALES_EMAIL} />
    </Container>
  );
}
