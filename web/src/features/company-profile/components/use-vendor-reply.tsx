import type { ReactNode } from 'react';
import { useMyVendorAccounts } from '../../../api/my-vendor-accounts';
import type { MyVendorAccount, PublicReview } from '../../../api/types';
import { hasResponsesLeft, VendorReply } from '../../../components/vendor-reply';
import { useSession } from '../../../lib/session';

/** The member's verified vendor account for the company, if any. */
export function useVendorAccountOf(companyId: string): MyVendorAccount | undefined {
  const { user } = useSession();
  const vendorAccounts = useMyVendorAccounts(user !== null);
  return vendorAccounts.data?.find((a) => a.companyId === companyId && a.status === 'approved');
}

/**
 * The answer box a verified vendor of `companyId` gets under any review of it that has no response yet, on the
 * profile's first five and in the full list alike (vendors answer any review of their company), while
 * the month's quota lasts; once it is used up nothing repeats under each review (the list says it once). The
 * server shows them every text of their company's reviews; a locked one is never offered for an answer.
 */
export function useVendorReply(companyId: string): (review: PublicReview) => ReactNode {
  const vendorAccount = useVendorAccountOf(companyId);
  return (review) =>
    vendorAccount && hasResponsesLeft(vendorAccount.quota) && review.responses.length === 0 && !review.locked ? (
      <VendorReply companyId={companyId} reviewId={review.id} companyName={vendorAccount.companyName} />
    ) : undefined;
}
