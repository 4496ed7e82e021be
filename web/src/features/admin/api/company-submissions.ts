import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap, unwrapWithHeaders } from '../../../api/client';
import { revalidateCompanyLists } from '../../../api/companies';
import type { AdminCompanySubmission, SubmissionDecision } from '../../../api/types';
import { revalidateAdminQueue, type AdminQueueDefinition } from './admin-queue';
import { pendingReviewsQueue } from './pending-reviews';

/**
 * The Company Submissions queue: companies proposed by members or found by discovery, oldest first
 * (GET /api/admin/company-submissions), decided through POST /api/admin/moderate-company-submission.
 * An approval lists the company (the directory lists change) and releases the reviews held for it
 * into the review queue; a rejection rejects them while they are still held, out of every queue.
 */
export const companySubmissionsQueue: AdminQueueDefinition<AdminCompanySubmission, SubmissionDecision> = {
  name: 'company-submissions',
  list: (query) => unwrapWithHeaders(api.GET('/api/admin/company-submissions', { params: { query } })),
  decide: (submission, decision) => unwrap(api.POST('/api/admin/moderate-company-submission', { body: { submissionId: submission.id, ...decision } })),
  revalidateAfter: async (mutate, _submission, { approved }) =>
    approved ? Promise.all([revalidateCompanyLists(mutate), revalidateAdminQueue(mutate, pendingReviewsQueue.name)]) : undefined,
};

/**
 * POST /api/admin/merge-company-submission: the proposal is a company already listed; it closes as a duplicate
 * and its held reviews join the review queue for that company (docs/administration.md).
 */
export function useMergeSubmission() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'merge-submission'], async (_key, { arg }: { arg: { submissionId: string; companyId: string; notes?: string } }) => {
    const result = await unwrap(api.POST('/api/admin/merge-company-submission', { body: arg }));
    await Promise.all([
      revalidateAdminQueue(mutate, companySubmissionsQueue.name),
      revalidateAdminQueue(mutate, pendingReviewsQueue.name),
      revalidateAdminQueue(mutate, 'audit-log'),
    ]);
    return result;
  });
}
