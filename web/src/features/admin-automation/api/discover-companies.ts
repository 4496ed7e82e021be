import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { DiscoveryCategoryKey } from '@domain/discovery/discovery-categories';
import { apiRequest } from '../../../api/client';
import type { DiscoverCompaniesResponse } from '../../../api/types';
import { automationStatusKey } from './get-automation-status';

/** POST /api/admin/discover-companies: runs discovery now, for one category or (undefined) all. */
export async function discoverCompanies(category: DiscoveryCategoryKey | undefined): Promise<DiscoverCompaniesResponse> {
  return (await apiRequest<DiscoverCompaniesResponse>('/api/admin/discover-companies', { method: 'POST', body: category ? { category } : {} })).data;
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
