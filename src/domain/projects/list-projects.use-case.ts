import type { ProjectActor, ProjectSummary } from './project';
import { Projects } from './projects.port';

/** The member's projects and those shared with them, with their role in each, the most recently used first. */
export class ListProjects {
  constructor(private readonly projects: Projects) {}

  execute(actor: ProjectActor): Promise<ProjectSummary[]> {
    return this.projects.listFor(actor);
  }
}
