import type { CompanyProfile } from './company';
import { CompanyDirectory } from './company-directory.port';
import { CompanyNotFoundError } from './directory.errors';

/**
 * The full profiles of 2-4 companies, in the order given (docs/deciding.md), each read exactly as
 * `GET /api/companies/{id}` reads it.
 * @throws CompanyNotFoundError for the first unknown or malformed id.
 */
export class CompareCompanies {
  constructor(private readonly directory: CompanyDirectory) {}

  async execute(ids: readonly string[]): Promise<CompanyProfile[]> {
    const profiles = await Promise.all(ids.map((id) => this.directory.findProfile(id)));
    return profiles.map((profile, i) => {
      if (!profile) throw new CompanyNotFoundError(ids[i]);
      return profile;
    });
  }
}
