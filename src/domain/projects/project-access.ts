import type { ProjectActor, ProjectRecordView } from './project';
import { mayTake, type ProjectAction, type ProjectRole } from './project-rules';
import { ProjectNotFoundError, ProjectOwnerOnlyError, ProjectReadOnlyError } from './projects.errors';
import { Projects } from './projects.port';

/**
 * The project and the actor's role, when the role may take `action`.
 * @throws ProjectNotFoundError when the actor has no access (another member's project answers as an unknown one);
 *   ProjectReadOnlyError when a viewer would change companies; ProjectOwnerOnlyError when anyone but the owner would
 *   rename, re-brief, share or delete.
 */
export async function projectFor(
  projects: Projects,
  projectId: string,
  actor: ProjectActor,
  action: ProjectAction,
): Promise<{ project: ProjectRecordView; role: ProjectRole }> {
  const access = await projects.accessOf(projectId, actor);
  if (!access) throw new ProjectNotFoundError();
  if (!mayTake(access.role, action)) throw action === 'edit' ? new ProjectReadOnlyError() : new ProjectOwnerOnlyError();
  return access;
}
