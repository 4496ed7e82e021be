import { apiRequest } from '../../../api/client';
import type { CompanyType } from '@domain/directory/taxonomy';

/** What the review form proposes when the company is not listed (spec part 2 §5 "New-company defaults"). */
export interface CompanyProposal {
  name: string;
  type: CompanyType;
  location: string;
  country: string;
  website?: string;
  contactEmail: string;
  services: string[];
  therapeuticAreas: string[];
  serviceLocations: string[];
}

/** The part of POST /api/company-submissions' answer the review flow reads. */
export interface ProposedCompany {
  submission: { id: string };
}

/** POST /api/company-submissions: a pending submission the review is then linked to. */
export async function proposeCompany(proposal: CompanyProposal): Promise<ProposedCompany> {
  return (await apiRequest<ProposedCompany>('/api/company-submissions', { method: 'POST', body: proposal })).data;
}

/** The country of a "City, Region, Country" location: its last comma-separated part (spec part 2 §5). */
export function countryOfLocation(location: string): string {
  const parts = location.split(',').map((part) => part.trim()).filter(Boolean);
  return parts[parts.length - 1] ?? '';
}
