import useSWR from 'swr';
import { apiRequest, totalCount, type QueryParams } from '../../../api/client';
import type { CompanyCard } from '../../../api/types';
import { DEFAULT_SORT, type DirectoryQuery } from '../../../lib/directory-query';

/** Companies per directory page. */
export const DIRECTORY_PAGE_SIZE = 24;

export interface CompanyPage {
  companies: CompanyCard[];
  /** Matches before paging (X-Total-Count). */
  total: number;
}

/** The API query of the applied filters; empty and default values are not sent (spec part 1 §5). */
export function companiesApiQuery(query: DirectoryQuery): QueryParams {
  return {
    search: query.search.trim() || undefined,
    type: query.type || undefined,
    country: query.country || undefined,
    location: query.location || undefined,
    size: query.size || undefined,
    global: query.global || undefined,
    serviceCategories: query.serviceCategories.length > 0 ? query.serviceCategories.join(',') : undefined,
    sort: query.sort === DEFAULT_SORT ? undefined : query.sort,
    limit: DIRECTORY_PAGE_SIZE,
    offset: (query.page - 1) * DIRECTORY_PAGE_SIZE,
  };
}

export function companiesKey(query: DirectoryQuery) {
  return ['companies', 'directory', companiesApiQuery(query)] as const;
}

/** GET /api/companies with filters, sort and one page of results. */
export async function getCompanies(query: DirectoryQuery): Promise<CompanyPage> {
  const { data, headers } = await apiRequest<CompanyCard[]>('/api/companies', { query: companiesApiQuery(query) });
  return { companies: data, total: totalCount(headers, data.length) };
}

export function useCompanies(query: DirectoryQuery) {
  return useSWR(companiesKey(query), () => getCompanies(query));
}
