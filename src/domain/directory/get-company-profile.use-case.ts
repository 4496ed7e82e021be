import type { CompanyProfile } from './company';
import { CompanyDirectory, type Visibility } from './company-directory.port';
import { CompanyNotFoundError } from './directory.errors';

/**
 * One company's profile; an unlisted one only for a viewer who may see it (admins, docs/administration.md).
 * @throws CompanyNotFoundError for an unknown, malformed or (for others) unlisted id.
 */
export class GetCompanyProfile {
  constructor(private readonly directory: CompanyDirectory) {}

  async execute(id: string, visibility: Visibility = { includeUnlisted: false }): Promise<CompanyProfile> {
    const profile = await this.directory.findProfile(id, visibility);
    if (!profile) throw new CompanyNotFoundError(id);
    return profile;
  }
}
