import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { Shortlists } from './shortlist.port';

/**
 * A member removes a company from their shortlist (DECISIONS §13); removing one that is not there is fine.
 * @throws CompanyNotFoundError for an unknown or malformed company id.
 */
export class RemoveFromShortlist {
  constructor(
    private readonly shortlists: Shortlists,
    private readonly directory: CompanyDirectory,
  ) {}

  async execute(userId: string, companyId: string): Promise<void> {
    if (!(await this.directory.exists(companyId))) throw new CompanyNotFoundError(companyId);
    await this.shortlists.remove(userId, companyId);
  }
}
