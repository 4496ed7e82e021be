import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { SubmitReviewPayload, SubmittedReview } from '../../../api/types';

/** POST /api/reviews: the review waits for moderation (or is held for a new company). */
export async function submitReview(payload: SubmitReviewPayload): Promise<SubmittedReview> {
  return (await apiRequest<SubmittedReview>('/api/reviews', { method: 'POST', body: payload })).data;
}

/** Submits, then refreshes every cached company list and profile (spec part 2 §7). */
export function useSubmitReview() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['reviews', 'submit'], async (_key, { arg }: { arg: SubmitReviewPayload }) => {
    const result = await submitReview(arg);
    await mutate((key) => Array.isArray(key) && (key[0] === 'companies' || key[0] === 'company'));
    return result;
  });
}
