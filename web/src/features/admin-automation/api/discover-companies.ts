import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { DiscoveryCategoryKey } from '@domain/discovery/discovery-categories';
import { api, unwrap } from '../../../api/client';
import type { DiscoverCompaniesResponse } from '../../../api/types';
import { automationStatusKey } from './get-automation-status';

/** POST /api/admin/discover-companies: runs discovery now, for one category or (undefined) all. */
export function discoverCompanies(category: DiscoveryCategoryKey | undefined): Promise<DiscoverCompaniesResponse> {
  return unwrap(api.POST('/api/admin/discover-companies', { body: category ? { category } : {} }));
}

/** Runs discovery, then refreshes the status (its last run and last result changed). */
export function useDiscoverCompanies() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'discover-companies'], async (_key, { arg }: { arg: DiscoveryCategoryKey | undefined }) => {
    const answer = await discoverCompanies(arg);
    await mutate(automationStatusKey);
    return answer;
  });
}
