import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { Projects } from '../projects/projects.port';

/**
 * A member removes a company from their shortlist (their default project); removing one that is not there is fine.
 * @throws CompanyNotFoundError for an unknown or malformed company id.
 */
export class RemoveFromShortlist {
  constructor(
    private readonly projects: Projects,
    private readonly directory: CompanyDirectory,
  ) {}

  async execute(userId: string, companyId: string): Promise<void> {
    if (!(await this.directory.exists(companyId))) throw new CompanyNotFoundError(companyId);
    const project = await this.projects.defaultOf(userId);
    if (project) await this.projects.removeEntry(project.id, companyId);
  }
}
