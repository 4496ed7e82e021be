import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap, unwrapWithHeaders } from '../../../api/client';
import { revalidatePublishedReview } from '../../../api/companies';
import type { IntelligenceReviewPayload, PendingReview } from '../../../api/types';
import type { AdminQueueDefinition } from './admin-queue';

/**
 * The Review Moderation queue: reviews waiting for moderation, oldest first
 * (GET /api/admin/pending-reviews), approved (published) or rejected through
 * POST /api/admin/moderate-review. A publication changes the company's profile, its reviews and the
 * lists; a rejection changes nothing public.
 */
export const pendingReviewsQueue: AdminQueueDefinition<PendingReview> = {
  name: 'pending-reviews',
  list: (query) => unwrapWithHeaders(api.GET('/api/admin/pending-reviews', { params: { query } })),
  decide: (review, decision) => unwrap(api.POST('/api/admin/moderate-review', { body: { reviewId: review.id, ...decision } })),
  revalidateAfter: async (mutate, review, { approved }) => (approved ? revalidatePublishedReview(mutate, review.companyId) : undefined),
};

/** POST /api/admin/intelligence-reviews: published at once, so that company's data refreshes. */
export function useRecordIntelligenceReview() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'intelligence-review'], async (_key, { arg }: { arg: IntelligenceReviewPayload }) => {
    const result = await unwrap(api.POST('/api/admin/intelligence-reviews', { body: arg }));
    await revalidatePublishedReview(mutate, arg.companyId);
    return result;
  });
}
