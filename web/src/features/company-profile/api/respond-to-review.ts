import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import { revalidateCompanyReviews } from '../../../api/companies';
import { myVendorAccountsKey } from '../../../api/my-vendor-accounts';

/** POST /api/reviews/{id}/responses, then refreshes the company's reviews and the vendor's quota. */
export function useRespondToReview(companyId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['review-response', companyId], async (_key, { arg }: { arg: { reviewId: string; response: string } }) => {
    const result = await unwrap(api.POST('/api/reviews/{id}/responses', { params: { path: { id: arg.reviewId } }, body: { response: arg.response } }));
    await Promise.all([revalidateCompanyReviews(mutate, companyId), mutate(myVendorAccountsKey)]);
    return result;
  });
}
