import type { ProjectActor } from './project';
import { projectFor } from './project-access';
import { Projects } from './projects.port';

/**
 * The owner or an editor removes a company from a project; removing one that is not there is fine.
 * @throws ProjectNotFoundError without access; ProjectReadOnlyError for a viewer.
 */
export class RemoveProjectCompany {
  constructor(private readonly projects: Projects) {}

  async execute(actor: ProjectActor, projectId: string, companyId: string): Promise<void> {
    const { project } = await projectFor(this.projects, projectId, actor, 'edit');
    await this.projects.removeEntry(project.id, companyId);
  }
}
