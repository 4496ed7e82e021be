import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import { apiRequest, totalCount } from '../../../api/client';
import type { AdminCompanySubmission, SubmissionModerationResult } from '../../../api/types';
import { pendingReviewsKey } from './pending-reviews';
import type { CompanyType } from '@domain/directory/taxonomy';

/** Submissions per page of the queue (the API's default). */
export const COMPANY_SUBMISSIONS_PAGE_SIZE = 50;

export interface CompanySubmissionsPage {
  submissions: AdminCompanySubmission[];
  /** Pending submissions in all (X-Total-Count). */
  total: number;
}

/** The SWR key of the page starting at `offset`. */
const pageKey = (index: number) => ['admin', 'company-submissions', index * COMPANY_SUBMISSIONS_PAGE_SIZE] as const;

/** The key every loaded page of the queue is cached under, for revalidating them all at once. */
export const companySubmissionsKey = unstable_serialize(pageKey);

/** GET /api/admin/company-submissions: one page of pending submissions (people and discovery), oldest first. */
export async function getCompanySubmissions(offset: number): Promise<CompanySubmissionsPage> {
  const { data, headers } = await apiRequest<AdminCompanySubmission[]>('/api/admin/company-submissions', {
    query: { limit: COMPANY_SUBMISSIONS_PAGE_SIZE, offset },
  });
  return { submissions: data, total: totalCount(headers, offset + data.length) };
}

/**
 * The queue, one page of 50 at first; `loadMore` fetches the next page. `data` is every loaded
 * submission, `total` the number pending in all (for the tab's badge). Fetched only for admins: pass
 * false to wait.
 */
export function useCompanySubmissions(enabled: boolean) {
  const pages = useSWRInfinite((index) => (enabled ? pageKey(index) : null), ([, , offset]) => getCompanySubmissions(offset));
  const loaded = pages.data;
  const data = loaded?.flatMap((page) => page.submissions);
  const total = loaded?.[loaded.length - 1]?.total;
  return {
    data,
    total,
    error: pages.error as unknown,
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && !!loaded && pages.size > loaded.length,
    hasMore: data !== undefined && total !== undefined && data.length < total,
    loadMore: () => pages.setSize(pages.size + 1),
  };
}

export interface ModerateCompanySubmissionInput {
  submissionId: string;
  approved: boolean;
  notes?: string;
  rejectionReason?: string;
  /** On approval: what a sparse submission lacks. */
  type?: CompanyType;
  location?: string;
  country?: string;
}

/**
 * POST /api/admin/moderate-company-submission, then refreshes the queue, the directory lists (an
 * approval adds a company) and the review queue (an approval releases the reviews held for it).
 */
export function useModerateCompanySubmission() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'moderate-company-submission'], async (_key, { arg }: { arg: ModerateCompanySubmissionInput }) => {
    const result = (await apiRequest<SubmissionModerationResult>('/api/admin/moderate-company-submission', { method: 'POST', body: arg })).data;
    await Promise.all([mutate(companySubmissionsKey), mutate(pendingReviewsKey)]);
    if (arg.approved) await mutate((key) => Array.isArray(key) && key[0] === 'companies', undefined, { revalidate: true });
    return result;
  });
}
