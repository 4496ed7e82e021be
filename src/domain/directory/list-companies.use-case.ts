import type { CompanyListing } from './company';
import { CompanyDirectory } from './company-directory.port';
import type { CompanyPage, CompanyQuery } from './company-query';

/** Lists the directory: filters, typo-tolerant name search, sort and paging (docs/directory.md#listing-companies). */
export class ListCompanies {
  constructor(private readonly directory: CompanyDirectory) {}

  execute(query: CompanyQuery): Promise<CompanyPage<CompanyListing>> {
    const search = query.search?.trim();
    return this.directory.list({ ...query, search: search ? search : undefined });
  }
}
