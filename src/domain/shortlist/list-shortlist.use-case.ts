import type { CompanyListing } from '../directory/company';
import { CompanyDirectory } from '../directory/company-directory.port';
import { projectCompanies } from '../projects/project-detail';
import { Projects } from '../projects/projects.port';

/** A member's shortlist (the companies of their default project) as directory cards, in the order they were added. */
export class ListShortlist {
  constructor(
    private readonly projects: Projects,
    private readonly directory: CompanyDirectory,
  ) {}

  async execute(userId: string): Promise<CompanyListing[]> {
    const project = await this.projects.defaultOf(userId);
    if (!project) return [];
    return (await projectCompanies(this.projects, this.directory, project.id)).map(({ company }) => company);
  }
}
