import useSWR from 'swr';
import { apiGet, apiRequest } from './client';
import type { CompanyCard, CompanyDetail } from './types';

/** How many companies the picker suggests at once. */
const SUGGESTIONS = 20;

/** A company as the picker shows it (spec part 2 §3 "Company (for selection)"), with what the card below the form shows. */
export type CompanyOption = Pick<CompanyCard, 'id' | 'name' | 'type' | 'location' | 'description'>;

const toOption = ({ id, name, type, location, description }: CompanyCard | CompanyDetail): CompanyOption => ({ id, name, type, location, description });

/** GET /api/companies?search=…: the directory's typo-tolerant search, by name. */
export async function searchCompanies(search: string): Promise<CompanyOption[]> {
  const { data } = await apiRequest<CompanyCard[]>('/api/companies', { query: { search: search.trim() || undefined, sort: 'name', limit: SUGGESTIONS } });
  return data.map(toOption);
}

export function useCompanySearch(search: string) {
  return useSWR(['companies', 'picker', search.trim()], () => searchCompanies(search), { keepPreviousData: true });
}

/** The company named in the address (?company=…), preselected when the form opens from a profile. */
export function usePreselectedCompany(id: string | null) {
  return useSWR(id ? ['company', id, 'option'] : null, async () => toOption(await apiGet<CompanyDetail>(`/api/companies/${encodeURIComponent(id as string)}`)), {
    shouldRetryOnError: false,
  });
}
