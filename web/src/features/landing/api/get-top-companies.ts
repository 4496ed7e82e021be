import useSWR from 'swr';
import { apiRequest, totalCount } from '../../../api/client';
import type { CompanyCard } from '../../../api/types';

/** How many companies the landing page features (spec part 1 §9). */
export const TOP_COMPANIES_LIMIT = 3;

export interface TopCompanies {
  companies: CompanyCard[];
  /** Every listed provider (X-Total-Count), shown as "N providers listed". */
  total: number;
}

export const topCompaniesKey = ['companies', 'top', TOP_COMPANIES_LIMIT] as const;

/** GET /api/companies?limit=3&sort=rating: the best-rated companies and the directory's size. */
export async function getTopCompanies(): Promise<TopCompanies> {
  const { data, headers } = await apiRequest<CompanyCard[]>('/api/companies', {
    query: { limit: TOP_COMPANIES_LIMIT, sort: 'rating' },
  });
  return { companies: data, total: totalCount(headers, data.length) };
}

export function useTopCompanies() {
  return useSWR(topCompaniesKey, () => getTopCompanies());
}
