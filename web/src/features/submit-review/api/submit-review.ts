import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import { revalidateCompanyLists } from '../../../api/companies';
import type { SubmitReviewPayload, SubmittedReview } from '../../../api/types';

/** POST /api/reviews: the review waits for moderation (or is held for a new company). */
export function submitReview(payload: SubmitReviewPayload): Promise<SubmittedReview> {
  return unwrap(api.POST('/api/reviews', { body: payload }));
}

/**
 * Submits, then refreshes the company lists, as spec part 2 §7 asks of GET /api/companies. Profiles
 * are left alone: a pending or held review changes nothing a profile shows until it is approved.
 */
export function useSubmitReview() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['reviews', 'submit'], async (_key, { arg }: { arg: SubmitReviewPayload }) => {
    const result = await submitReview(arg);
    await revalidateCompanyLists(mutate);
    return result;
  });
}
