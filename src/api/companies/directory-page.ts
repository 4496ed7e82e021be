import { DIRECTORY_DEFAULT_LIMIT } from '../../domain/directory/company-query';
import type { ListCompanies } from '../../domain/directory/list-companies.use-case';
import { presentCompanyCard } from './company.presenter';
import type { ListCompaniesQueryDto } from './list-companies.query.dto';

/** One page of `GET /api/companies` as sent: the cards' JSON (an array of CompanyCardDto) and the matches before paging. */
export interface DirectoryPage {
  /** Every match of the filters and search, before paging (the X-Total-Count header). */
  total: number;
  json: string;
}

/**
 * The directory page a validated query asks for, with the contract's defaults (docs/directory.md#listing-companies: sort by rating,
 * DIRECTORY_DEFAULT_LIMIT companies from offset 0). Errors are the use case's.
 */
export async function directoryPage(listCompanies: ListCompanies, query: ListCompaniesQueryDto): Promise<DirectoryPage> {
  const page = await listCompanies.execute({
    ...query,
    sort: query.sort ?? 'rating',
    limit: query.limit ?? DIRECTORY_DEFAULT_LIMIT,
    offset: query.offset ?? 0,
  });
  return { total: page.total, json: JSON.stringify(page.items.map(presentCompanyCard)) };
}

/** The headers of a directory page's answer besides the pipeline's own (security headers, cache policy, ETag, coding). */
export function directoryPageHeaders(page: DirectoryPage): Record<string, string> {
  // The cards' JSON is sent as it is (Nest sends a string unchanged), so the type is named here.
  return { 'Content-Type': 'application/json; charset=utf-8', 'X-Total-Count': String(page.total) };
}
