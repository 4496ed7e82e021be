import useSWRMutation from 'swr/mutation';
import { api, unwrap } from './client';
import type { SubmissionCreated, SubmitCompanyInput } from './types';

/**
 * POST /api/company-submissions: a pending submission (201; 401 signed out, 400 invalid). Sent by
 * the Submit Company form, and by the Submit Review form for a company that is not listed yet (the
 * review is then linked to the submission).
 */
export function submitCompany(input: SubmitCompanyInput): Promise<SubmissionCreated> {
  return unwrap(api.POST('/api/company-submissions', { body: input }));
}

/** Nothing this member has cached lists pending submissions, so nothing is revalidated. */
export function useSubmitCompany() {
  return useSWRMutation(['company-submissions', 'create'], (_key, { arg }: { arg: SubmitCompanyInput }) => submitCompany(arg));
}
