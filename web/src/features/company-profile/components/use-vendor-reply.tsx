import type { ReactNode } from 'react';
import { useMyVendorAccounts } from '../../../api/my-vendor-accounts';
import type { PublicReview } from '../../../api/types';
import { useSession } from '../../../lib/session';
import { VendorReply } from './vendor-reply';

/**
 * The answer box a verified vendor of `companyId` gets under any review of it that has no response yet, on the
 * profile's first five and in the full list alike (issue 12: vendors answer any review of their company). The
 * server shows them every text of their company's reviews; a locked one is never offered for an answer.
 */
export function useVendorReply(companyId: string): (review: PublicReview) => ReactNode {
  const { user } = useSession();
  const vendorAccounts = useMyVendorAccounts(user !== null);
  const vendorAccount = vendorAccounts.data?.find((a) => a.companyId === companyId && a.status === 'approved');
  return (review) =>
    vendorAccount && review.responses.length === 0 && !review.locked ? (
      <VendorReply companyId={companyId} reviewId={review.id} companyName={vendorAccount.companyName} quota={vendorAccount.quota} />
    ) : undefined;
}
