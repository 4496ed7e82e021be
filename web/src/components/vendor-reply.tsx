import ReplyIcon from '@mui/icons-material/Reply';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { MyVendorAccount } from '../api/types';
import { VisuallyHidden } from './visually-hidden';

// The form (Formik and Yup) loads when a vendor opens it, not with every
// profile and review list a visitor reads.
const VendorReplyForm = lazy(() => import('./vendor-reply-form'));

export interface VendorReplyProps {
  companyId: string;
  reviewId: string;
  companyName: string;
}

/** Whether the vendor account can answer another review this month (null `remaining`: unlimited). */
export function hasResponsesLeft(quota: Pick<MyVendorAccount['quota'], 'remaining'>): boolean {
  return quota.remaining !== 0;
}

/**
 * The month's response quota, said once above a list of reviews (not under each one): how many answers are
 * left, or, in place of the Respond buttons once it is used up, when the count starts again and the vendor plans
 * that answer more.
 */
export function VendorQuotaNotice({ account }: { account: Pick<MyVendorAccount, 'companyName' | 'quota'> }) {
  const { used, limit, remaining, resetsAt } = account.quota;
  if (remaining === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="response-quota-used">
        Monthly response limit reached for {account.companyName}: you have used all {limit} {limit === 1 ? 'response' : 'responses'} of your plan this month. You can
        respond again on {formatLongUsDate(resetsAt)}, or{' '}
        <Link component={RouterLink} to={paths.pricing.getVendorPlansHref()} sx={{ fontWeight: 600 }}>
          see the vendor plans
        </Link>{' '}
        to answer more reviews.
      </Alert>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
      {limit === null
        ? `As ${account.companyName} you may respond to every review.`
        : `As ${account.companyName} you have ${remaining} of ${limit} ${limit === 1 ? 'response' : 'responses'} left this month (${used} used).`}
    </Typography>
  );
}

/**
 * A verified vendor's public answer to one review of its company (docs/billing-and-plans.md), behind a Respond button.
 * Offered only while the month's quota lasts; the quota itself is said once, by {@link VendorQuotaNotice}.
 */
export function VendorReply({ companyId, reviewId, companyName }: VendorReplyProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="small" startIcon={<ReplyIcon />} onClick={() => setOpen(true)} sx={{ mt: 1.5 }}>
        {/* Named around the visible words (WCAG 2.5.3 Label in Name). */}
        Respond<VisuallyHidden> to this review</VisuallyHidden> as {companyName}
      </Button>
    );
  }
  return (
    <Suspense fallback={<CircularProgress size={20} sx={{ mt: 2, ml: { xs: 1, sm: 3 } }} aria-label="Loading the response form" />}>
      <VendorReplyForm companyId={companyId} reviewId={reviewId} companyName={companyName} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
