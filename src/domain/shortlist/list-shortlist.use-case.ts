import type { CompanyListing } from '../directory/company';
import { CompanyDirectory } from '../directory/company-directory.port';
import { Shortlists } from './shortlist.port';
import { SHORTLIST_MAX } from './shortlist-rules';

/** A member's shortlisted companies as directory cards, in the order they were added (DECISIONS §13). */
export class ListShortlist {
  constructor(
    private readonly shortlists: Shortlists,
    private readonly directory: CompanyDirectory,
  ) {}

  async execute(userId: string): Promise<CompanyListing[]> {
    const ids = await this.shortlists.companyIdsOf(userId);
    if (ids.length === 0) return [];
    // The directory's own list query, so a card here is exactly a card of GET /api/companies.
    const page = await this.directory.list({ ids, sort: 'name', limit: SHORTLIST_MAX, offset: 0 });
    const byId = new Map(page.items.map((company) => [company.id, company]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
