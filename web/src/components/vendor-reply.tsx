import ReplyIcon from '@mui/icons-material/Reply';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { MyVendorAccount } from '../api/types';
import { VisuallyHidden } from './visually-hidden';

// The form (Formik and Yup, about 23 KiB gzipped) loads when a vendor opens it, not with every
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
 * left, or when the count starts again once it is used up.
 */
export function VendorQuotaNotice({ account }: { account: Pick<MyVendorAccount, 'companyName' | 'quota'> }) {
  const { used, limit, remaining, resetsAt } = account.quota;
  if (remaining === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Monthly response limit reached for {account.companyName}. You can respond again on {formatLongUsDate(resetsAt)}.
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
 * A verified vendor's public answer to one review of its company (DECISIONS §8), behind a Respond button.
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
