import useSWR from 'swr';
import { apiGet } from '../../../api/client';
import type { CompanyCard } from '../../../api/types';

/** A company in the vendor registration picker (spec part 2 §3 "Company (for selection)"). */
export type CompanyOption = Pick<CompanyCard, 'id' | 'name' | 'type' | 'location'>;

export const companyOptionsKey = ['companies', 'options'] as const;

/** GET /api/companies sorted by name (the whole directory fits in one page of 1000). */
export async function getCompanyOptions(): Promise<CompanyOption[]> {
  const companies = await apiGet<CompanyCard[]>('/api/companies', { sort: 'name', limit: 1000 });
  return companies.map(({ id, name, type, location }) => ({ id, name, type, location }));
}

export function useCompanyOptions() {
  return useSWR(companyOptionsKey, getCompanyOptions);
}
