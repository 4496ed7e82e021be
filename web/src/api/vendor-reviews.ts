import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, totalCount, unwrap, unwrapWithHeaders } from './client';
import { revalidateCompanyReviews } from './companies';
import { myVendorAccountsKey } from './my-vendor-accounts';
import type { VendorReview } from './types';

/** Which of the vendor's reviews: those still waiting for an answer, or those answered. */
export type VendorReviewState = 'awaiting' | 'answered';

/** The SWR key of one list of GET /api/vendor/reviews. */
export const vendorReviewsKey = (status: VendorReviewState) => ['vendor', 'reviews', status] as const;

/** How many reviews the dashboard lists at once (the API's largest page). */
const PAGE = 100;

/** GET /api/vendor/reviews: the vendor's companies' reviews awaiting a response, or answered, newest first. */
export function useVendorReviews(status: VendorReviewState, enabled = true) {
  return useSWR(enabled ? vendorReviewsKey(status) : null, async () => {
    const { data, headers } = await unwrapWithHeaders(api.GET('/api/vendor/reviews', { params: { query: { status, limit: PAGE } } }));
    return { reviews: data as VendorReview[], total: totalCount(headers, data.length) };
  });
}

/**
 * POST /api/reviews/{id}/responses, then refreshes what the answer changes: the company's reviews, the
 * vendor's quota and the dashboard's two lists.
 */
export function useRespondToReview(companyId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['review-response', companyId], async (_key, { arg }: { arg: { reviewId: string; response: string } }) => {
    const result = await unwrap(api.POST('/api/reviews/{id}/responses', { params: { path: { id: arg.reviewId } }, body: { response: arg.response } }));
    await Promise.all([
      revalidateCompanyReviews(mutate, companyId),
      mutate(myVendorAccountsKey),
      mutate(vendorReviewsKey('awaiting')),
      mutate(vendorReviewsKey('answered')),
    ]);
    return result;
  });
}
