import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { changedBrief, type BriefChange, type ProjectActor } from './project';
import { projectFor } from './project-access';
import { datesInOrder } from './create-project.use-case';
import { ProjectDatesError } from './projects.errors';
import { Projects } from './projects.port';

/**
 * The owner renames a project or changes its brief (the fields given replace the stored ones; null clears one).
 * @throws ProjectNotFoundError without access; ProjectOwnerOnlyError for anyone but the owner; ProjectDatesError
 *   when the end date would come before the start date.
 */
export class UpdateProject {
  constructor(
    private readonly projects: Projects,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: ProjectActor, projectId: string, changes: { name?: string; brief?: BriefChange }): Promise<void> {
    await this.unitOfWork.run(async () => {
      const { project } = await projectFor(this.projects, projectId, actor, 'manage');
      const brief = changedBrief(project.brief, changes.brief ?? {});
      if (!datesInOrder(brief)) throw new ProjectDatesError();
      await this.projects.update(project.id, { name: changes.name ?? project.name, brief }, this.clock.now());
    });
  }
}
