import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiGet, apiRequest } from '../../../api/client';
import type { AdminCompanySubmission, SubmissionModerationResult } from '../../../api/types';
import { pendingReviewsKey } from './pending-reviews';
import type { CompanyType } from '@domain/directory/taxonomy';

export const companySubmissionsKey = ['admin', 'company-submissions'] as const;

/** GET /api/admin/company-submissions: pending submissions (people and discovery), oldest first. */
export function getCompanySubmissions(): Promise<AdminCompanySubmission[]> {
  return apiGet<AdminCompanySubmission[]>('/api/admin/company-submissions');
}

/** Fetched only for admins: pass false to wait. */
export function useCompanySubmissions(enabled: boolean) {
  return useSWR(enabled ? companySubmissionsKey : null, getCompanySubmissions);
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
