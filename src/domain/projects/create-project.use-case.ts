import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { changedBrief, EMPTY_BRIEF, type BriefChange, type ProjectActor } from './project';
import { ownerLock } from './put-project-company';
import { PROJECTS_MAX_PER_MEMBER } from './project-rules';
import { ProjectDatesError, TooManyProjectsError } from './projects.errors';
import { Projects } from './projects.port';

/** Whether a brief's dates are in order (either may be absent). */
export function datesInOrder(brief: { startDate: string | null; endDate: string | null }): boolean {
  return !brief.startDate || !brief.endDate || brief.startDate <= brief.endDate;
}

/**
 * A member creates a named project with an optional brief, counted under a per-member lock so two quick creations
 * cannot pass the limit.
 * @returns the new project's id.
 * @throws TooManyProjectsError at PROJECTS_MAX_PER_MEMBER projects; ProjectDatesError when the end date comes first.
 */
export class CreateProject {
  constructor(
    private readonly projects: Projects,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: ProjectActor, input: { name: string; brief?: BriefChange }): Promise<string> {
    const brief = changedBrief(EMPTY_BRIEF, input.brief ?? {});
    if (!datesInOrder(brief)) throw new ProjectDatesError();
    return this.unitOfWork.run(
      async () => {
        if ((await this.projects.countOwned(actor.id)) >= PROJECTS_MAX_PER_MEMBER) throw new TooManyProjectsError();
        return this.projects.create(actor.id, { name: input.name, brief, isDefault: false }, this.clock.now());
      },
      { lock: ownerLock(actor.id) },
    );
  }
}
