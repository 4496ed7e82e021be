import { CompanyDirectory } from '../directory/company-directory.port';
import type { ProjectActor } from './project';
import { projectFor } from './project-access';
import { projectDetail, type ProjectDetail } from './project-detail';
import { Projects } from './projects.port';

/**
 * One project as the member sees it (its owner, or someone it is shared with).
 * @throws ProjectNotFoundError for a project they have no access to, an unknown or a malformed id.
 */
export class GetProject {
  constructor(
    private readonly projects: Projects,
    private readonly directory: CompanyDirectory,
  ) {}

  async execute(actor: ProjectActor, projectId: string): Promise<ProjectDetail> {
    const { project, role } = await projectFor(this.projects, projectId, actor, 'read');
    return projectDetail(this.projects, this.directory, project, role);
  }
}
