import useSWRMutation from 'swr/mutation';
import type { CompanyType } from '@domain/directory/taxonomy';
import { apiRequest } from '../../../api/client';
import type { SubmissionCreated } from '../../../api/types';

/** The JSON body of POST /api/company-submissions (spec part 2 §3 "Company submission form"). */
export interface SubmitCompanyInput {
  name: string;
  type: CompanyType;
  location: string;
  country: string;
  website?: string;
  foundedYear?: number;
  employeeCount?: number;
  description?: string;
  services: string[];
  therapeuticAreas: string[];
  serviceLocations: string[];
  contactName?: string;
  contactTitle?: string;
  contactEmail: string;
}

/** POST /api/company-submissions: 201 with the pending submission (401 signed out, 400 invalid). */
export async function submitCompany(input: SubmitCompanyInput): Promise<SubmissionCreated> {
  return (await apiRequest<SubmissionCreated>('/api/company-submissions', { method: 'POST', body: input })).data;
}

export function useSubmitCompany() {
  return useSWRMutation(['company-submissions', 'create'], (_key, { arg }: { arg: SubmitCompanyInput }) => submitCompany(arg));
}
