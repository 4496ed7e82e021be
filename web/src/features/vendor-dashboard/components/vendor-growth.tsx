import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Fragment, lazy, Suspense } from 'react';
import type { MyVendorAccount } from '../../../api/types';
import { ReviewInvitationsForm } from './review-invitations-form';

// The charts library, the largest part of the dashboard, loads beside the dashboard's lists, not before them.
const VendorInsights = lazy(async () => ({ default: (await import('./vendor-insights')).VendorInsights }));

/** For each company the vendor is verified for: its weekly insights, then the form to invite clients to review it. */
export function VendorGrowth({ accounts }: { accounts: MyVendorAccount[] }) {
  return (
    <Stack spacing={4}>
      {accounts.map((account, i) => (
        <Fragment key={account.id}>
          {i > 0 && <Divider />}
          <Suspense fallback={<Skeleton variant="rounded" height={260} aria-label={`Loading the insights of ${account.companyName}`} />}>
            <VendorInsights companyId={account.companyId} companyName={account.companyName} />
          </Suspense>
          <ReviewInvitationsForm companyId={account.companyId} companyName={account.companyName} />
        </Fragment>
      ))}
    </Stack>
  );
}
