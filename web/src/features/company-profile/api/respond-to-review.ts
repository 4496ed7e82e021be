import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import { myVendorAccountsKey } from '../../../api/my-vendor-accounts';
import type { CreatedReviewResponse } from '../../../api/types';
import { companyReviewsKey } from './get-company-reviews';

/** POST /api/reviews/{id}/responses, then refreshes the company's reviews and the vendor's quota. */
export function useRespondToReview(companyId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['review-response', companyId], async (_key, { arg }: { arg: { reviewId: string; response: string } }) => {
    const result = (
      await apiRequest<CreatedReviewResponse>(`/api/reviews/${encodeURIComponent(arg.reviewId)}/responses`, { method: 'POST', body: { response: arg.response } })
    ).data;
    await Promise.all([mutate(companyReviewsKey(companyId)), mutate(myVendorAccountsKey)]);
    return result;
  });
}
