import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import { revalidateCompanyLists } from '../../../api/companies';
import type { SubmitReviewPayload, SubmittedReview } from '../../../api/types';

/** POST /api/reviews: the review waits for moderation (or is held for a new company). */
export function submitReview(payload: SubmitReviewPayload): Promise<SubmittedReview> {
  return unwrap(api.POST('/api/reviews', { body: payload }));
}

/**
 * Submits, then refreshes the company lists, as docs/api-contract.md#how-the-web-calls-the-api asks of GET /api/companies. Profiles
 * are left alone: a pending or held review changes nothing a profile shows until it is approved.
 */
export function useSubmitReview() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['reviews', 'submit'], async (_key, { arg }: { arg: SubmitReviewPayload }) => {
    const result = await submitReview(arg);
    await Promise.all([revalidateCompanyLists(mutate), mutate((key) => Array.isArray(key) && key[0] === 'reviews' && key[1] === 'eligibility')]);
    return result;
  });
}

/**
 * GET /api/reviews/eligibility for the picked company: asked as soon as it is picked, so the 12-month and
 * conflict-of-interest rules are told before the ratings are filled in. Refreshed after a submit.
 */
export function useReviewEligibility(companyId: string | null) {
  return useSWR(companyId ? ['reviews', 'eligibility', companyId] : null, () =>
    unwrap(api.GET('/api/reviews/eligibility', { params: { query: { companyId: companyId! } } })),
  );
}
