import type { CompanyListing, CompanyProfile } from './company';
import { CompanyDirectory } from './company-directory.port';
import type { CompanyFilters, CompanyPage, CompanyQuery } from './company-query';
import { CountCompanyFacets } from './count-company-facets.use-case';
import type { FacetCounts } from './facet-counts';
import { CompanyNotFoundError } from './directory.errors';
import { GetCompanyProfile } from './get-company-profile.use-case';
import { ListCompanies } from './list-companies.use-case';

class RecordingDirectory extends CompanyDirectory {
  queries: CompanyQuery[] = [];
  facetQueries: CompanyFilters[] = [];
  async list(query: CompanyQuery): Promise<CompanyPage<CompanyListing>> {
    this.queries.push(query);
    return { items: [], total: 0 };
  }
  async facets(filters: CompanyFilters): Promise<Partial<FacetCounts>> {
    this.facetQueries.push(filters);
    return { type: { CRO: 2 }, country: { Germany: 1, Chile: 3 } };
  }
  async findProfile(): Promise<CompanyProfile | null> {
    return null;
  }
  async exists(): Promise<boolean> {
    return false;
  }
}

describe(ListCompanies.name, () => {
  it('trims the search text and drops a blank one', async () => {
    const directory = new RecordingDirectory();
    const sut = new ListCompanies(directory);
    await sut.execute({ search: '  lonza ', sort: 'rating', limit: 10, offset: 0 });
    await sut.execute({ search: '   ', sort: 'rating', limit: 10, offset: 0 });
    expect(directory.queries.map((q) => q.search)).toEqual(['lonza', undefined]);
  });
});

describe(CountCompanyFacets.name, () => {
  it('lists every known option, zero where nothing matches, and present countries by count', async () => {
    const directory = new RecordingDirectory();
    const facets = await new CountCompanyFacets(directory).execute({ search: '  ', type: 'CRO' });
    expect(directory.facetQueries).toEqual([{ search: undefined, type: 'CRO' }]);
    expect(facets.type).toEqual({ CRO: 2, CMO: 0, CDMO: 0, CRDMO: 0 });
    expect(Object.entries(facets.country)).toEqual([
      ['Chile', 3],
      ['Germany', 1],
    ]);
    expect(Object.keys(facets.location)).toEqual(['North America', 'Europe', 'Asia', 'Latin America', 'Middle East', 'Africa']);
    expect(facets.serviceCategories).toMatchObject({ preclinical: 0, discovery: 0 });
  });
});

describe(GetCompanyProfile.name, () => {
  it('raises CompanyNotFoundError for an unknown id', async () => {
    await expect(new GetCompanyProfile(new RecordingDirectory()).execute('x')).rejects.toBeInstanceOf(CompanyNotFoundError);
  });
});
