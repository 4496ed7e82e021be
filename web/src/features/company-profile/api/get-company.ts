import useSWR from 'swr';
import { apiGet } from '../../../api/client';
import type { CompanyDetail } from '../../../api/types';

export function companyKey(id: string) {
  return ['company', id] as const;
}

/** GET /api/companies/{id}; an unknown or malformed id answers 404 "Company not found". */
export function getCompany(id: string): Promise<CompanyDetail> {
  return apiGet<CompanyDetail>(`/api/companies/${encodeURIComponent(id)}`);
}

export function useCompany(id: string) {
  return useSWR(companyKey(id), () => getCompany(id));
}
