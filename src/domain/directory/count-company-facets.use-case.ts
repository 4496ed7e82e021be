import { CompanyDirectory } from './company-directory.port';
import type { CompanyFilters } from './company-query';
import { completeFacets, type FacetCounts } from './facet-counts';

/** The directory's facet counts for a set of filters (docs/directory.md), every known option present. */
export class CountCompanyFacets {
  constructor(private readonly directory: CompanyDirectory) {}

  async execute(filters: CompanyFilters): Promise<FacetCounts> {
    const search = filters.search?.trim();
    return completeFacets(await this.directory.facets({ ...filters, search: search ? search : undefined }));
  }
}
