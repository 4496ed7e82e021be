import useSWR from 'swr';
import { apiGet } from '../../../api/client';
import type { PublicReview } from '../../../api/types';

export function companyReviewsKey(companyId: string) {
  return ['company', companyId, 'reviews'] as const;
}

/** GET /api/companies/{id}/reviews: approved reviews, newest first, text gated by plan. */
export function getCompanyReviews(companyId: string): Promise<PublicReview[]> {
  return apiGet<PublicReview[]>(`/api/companies/${encodeURIComponent(companyId)}/reviews`);
}

/** Pass `null` to wait (e.g. until the company itself is known to exist). */
export function useCompanyReviews(companyId: string | null) {
  return useSWR(companyId ? companyReviewsKey(companyId) : null, () => getCompanyReviews(companyId as string));
}
