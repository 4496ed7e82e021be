import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiGet, apiRequest, isApiError } from '../../../api/client';
import type { IntelligenceReviewPayload, PendingReview, ReviewModerationResult, SubmittedReview } from '../../../api/types';

export const pendingReviewsKey = ['admin', 'pending-reviews'] as const;

/** GET /api/admin/pending-reviews: reviews waiting for moderation, oldest first. */
export function getPendingReviews(): Promise<PendingReview[]> {
  return apiGet<PendingReview[]>('/api/admin/pending-reviews');
}

/** Fetched only for admins (spec part 2 §6): pass false to wait. */
export function usePendingReviews(enabled: boolean) {
  return useSWR(enabled ? pendingReviewsKey : null, getPendingReviews);
}

/** Cached company data a published review changes: lists, profiles and their reviews. */
const companyData = (key: unknown) => Array.isArray(key) && (key[0] === 'companies' || key[0] === 'company');

export interface ModerateReviewInput {
  reviewId: string;
  approved: boolean;
  notes?: string;
}

/** POST /api/admin/moderate-review; then the queue and company data refresh (spec part 2 §4). */
export function useModerateReview() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'moderate-review'], async (_key, { arg }: { arg: ModerateReviewInput }) => {
    try {
      const result = (await apiRequest<ReviewModerationResult>('/api/admin/moderate-review', { method: 'POST', body: arg })).data;
      await Promise.all([mutate(pendingReviewsKey), mutate(companyData)]);
      return result;
    } catch (error) {
      // Another admin decided it first (409) or it is gone (404): drop the stale card.
      if (isApiError(error) && (error.status === 404 || error.status === 409)) await mutate(pendingReviewsKey);
      throw error;
    }
  });
}

/** POST /api/admin/intelligence-reviews: published at once; company data refreshes. */
export function useRecordIntelligenceReview() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'intelligence-review'], async (_key, { arg }: { arg: IntelligenceReviewPayload }) => {
    const result = (await apiRequest<SubmittedReview>('/api/admin/intelligence-reviews', { method: 'POST', body: arg })).data;
    await mutate(companyData);
    return result;
  });
}
