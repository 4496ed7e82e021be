import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import type { MyReview } from '../../../api/types';

/** The SWR key of GET /api/reviews/mine. */
export const myReviewsKey = ['reviews', 'mine'] as const;

/** GET /api/reviews/mine: the member's reviews with their status, newest first (docs/administration.md). */
export function getMyReviews(): Promise<MyReview[]> {
  return unwrap(api.GET('/api/reviews/mine'));
}

export function useMyReviews() {
  return useSWR(myReviewsKey, getMyReviews);
}
