import type { CompanyListing, CompanyProfile } from './company';
import { CompanyDirectory } from './company-directory.port';
import type { CompanyPage, CompanyQuery } from './company-query';
import { CompanyNotFoundError } from './directory.errors';
import { GetCompanyProfile } from './get-company-profile.use-case';
import { ListCompanies } from './list-companies.use-case';

class RecordingDirectory extends CompanyDirectory {
  queries: CompanyQuery[] = [];
  async list(query: CompanyQuery): Promise<CompanyPage<CompanyListing>> {
    this.queries.push(query);
    return { items: [], total: 0 };
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

describe(GetCompanyProfile.name, () => {
  it('raises CompanyNotFoundError for an unknown id', async () => {
    await expect(new GetCompanyProfile(new RecordingDirectory()).execute('x')).rejects.toBeInstanceOf(CompanyNotFoundError);
  });
});
