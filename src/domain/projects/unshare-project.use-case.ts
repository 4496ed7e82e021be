import type { ProjectActor } from './project';
import { projectFor } from './project-access';
import { ProjectMemberNotFoundError } from './projects.errors';
import { Projects } from './projects.port';

/**
 * The owner stops sharing a project with someone; they no longer see it.
 * @throws ProjectNotFoundError without access; ProjectOwnerOnlyError for anyone but the owner;
 *   ProjectMemberNotFoundError when the project has no share with that id.
 */
export class UnshareProject {
  constructor(private readonly projects: Projects) {}

  async execute(actor: ProjectActor, projectId: string, memberId: string): Promise<void> {
    const { project } = await projectFor(this.projects, projectId, actor, 'manage');
    if (!(await this.projects.unshare(project.id, memberId))) throw new ProjectMemberNotFoundError();
  }
}
