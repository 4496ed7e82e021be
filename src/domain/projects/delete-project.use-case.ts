import type { ProjectActor } from './project';
import { projectFor } from './project-access';
import { Projects } from './projects.port';

/**
 * The owner deletes a project with its companies, notes and shares. Deleting "My shortlist" empties the shortlist;
 * the next shortlist add starts a new one.
 * @throws ProjectNotFoundError without access; ProjectOwnerOnlyError for anyone but the owner.
 */
export class DeleteProject {
  constructor(private readonly projects: Projects) {}

  async execute(actor: ProjectActor, projectId: string): Promise<void> {
    const { project } = await projectFor(this.projects, projectId, actor, 'manage');
    await this.projects.delete(project.id);
  }
}
