import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import type { MyVendorAccount } from '../../../api/types';
import { ReviewInvitationsForm } from './review-invitations-form';
import { VendorInsights } from './vendor-insights';

/** For each company the vendor is verified for: its weekly insights, then the form to invite clients to review it. */
export function VendorGrowth({ accounts }: { accounts: MyVendorAccount[] }) {
  return (
    <Stack spacing={4}>
      {accounts.map((account, i) => (
        <Fragment key={account.id}>
          {i > 0 && <Divider />}
          <VendorInsights companyId={account.companyId} companyName={account.companyName} />
          <ReviewInvitationsForm companyId={account.companyId} companyName={account.companyName} />
        </Fragment>
      ))}
    </Stack>
  );
}
