import type { CompanyProfile } from './company';
import { CompanyDirectory } from './company-directory.port';
import { CompanyNotFoundError } from './directory.errors';

/** One company's profile. @throws CompanyNotFoundError for an unknown or malformed id. */
export class GetCompanyProfile {
  constructor(private readonly directory: CompanyDirectory) {}

  async execute(id: string): Promise<CompanyProfile> {
    const profile = await this.directory.findProfile(id);
    if (!profile) throw new CompanyNotFoundError(id);
    return profile;
  }
}
