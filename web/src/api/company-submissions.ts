import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from './client';
import type { PossibleDuplicate, SubmissionCreated, SubmitCompanyInput } from './types';

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

/**
 * GET /api/company-submissions/possible-duplicates: listed companies with the same normalised name or website
 * domain as what is typed, so the member learns before submitting that the company may be listed already.
 */
export function usePossibleDuplicates(name: string, website: string) {
  const query = { ...(name ? { name } : {}), ...(website ? { website } : {}) };
  return useSWR(
    name || website ? ['company-submissions', 'possible-duplicates', name, website] : null,
    async () => (await unwrap(api.GET('/api/company-submissions/possible-duplicates', { params: { query } }))) as PossibleDuplicate[],
  );
}
