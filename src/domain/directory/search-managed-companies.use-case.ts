import type { QueuePage, QueueSlice } from '../moderation/moderation';
import { ManagedCompanies, type ListingFilter, type ManagedCompanySummary } from './managed-companies.port';

/** GET /api/admin/companies: the directory's search over every company, unlisted ones included, by name, paged like the queues. */
export class SearchManagedCompanies {
  constructor(private readonly companies: ManagedCompanies) {}

  execute(query: { search: string | null; listing: ListingFilter; page: QueuePage }): Promise<QueueSlice<ManagedCompanySummary>> {
    return this.companies.search({ ...query, search: query.search?.trim() || null });
  }
}
