import { useEffect } from 'react';
import { api } from './client';

/*
 * What the profile and Compare pages report once they have opened, for the companies' vendor insights
 * (POST /api/companies/{id}/views, POST /api/companies/compare/views). Sent from the browser after the page has
 * loaded, so a page served from any cache counts the same and the public reads do no extra work. Best effort:
 * a failed report is not the reader's problem, and nothing is shown for it.
 */

/** Reports one view of the company's profile when `companyId` (a loaded, listed company) is given. */
export function useReportProfileView(companyId: string | null): void {
  useEffect(() => {
    if (!companyId) return;
    void api.POST('/api/companies/{id}/views', { params: { path: { id: companyId } } }).catch(() => undefined);
  }, [companyId]);
}

/** Reports one comparison of the companies once they are shown side by side. */
export function useReportComparison(companyIds: readonly string[] | null): void {
  const key = companyIds?.join(',') ?? '';
  useEffect(() => {
    if (!key) return;
    void api.POST('/api/companies/compare/views', { body: { ids: key.split(',') } }).catch(() => undefined);
  }, [key]);
}
