import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { InsightCounters } from '../insights/insight-counters.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { ProjectActor, ProjectEntry } from './project';
import { projectFor } from './project-access';
import type { ProjectCompanyStatus } from './project-rules';
import { ownerLock, putProjectCompany } from './put-project-company';
import { Projects } from './projects.port';

/**
 * The owner or an editor adds a company to a project, or changes its status or note (only the fields given).
 * Checked and written under the owner's lock (the one the shortlist's adds take), so two quick adds cannot pass the
 * limit; a company new to the project
 * counts a shortlist add for its vendors' insights, in the same transaction.
 * @returns the company's entry as stored.
 * @throws ProjectNotFoundError without access; ProjectReadOnlyError for a viewer; CompanyNotFoundError for an
 *   unknown, unlisted or malformed company id; ProjectFullError at PROJECT_COMPANIES_MAX companies.
 */
export class SetProjectCompany {
  constructor(
    private readonly projects: Projects,
    private readonly directory: CompanyDirectory,
    private readonly insights: InsightCounters,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: ProjectActor, projectId: string, companyId: string, change: { status?: ProjectCompanyStatus; note?: string | null }): Promise<ProjectEntry> {
    const { project } = await projectFor(this.projects, projectId, actor, 'edit');
    if (!(await this.directory.exists(companyId))) throw new CompanyNotFoundError(companyId);
    return this.unitOfWork.run(
      async () => {
        await putProjectCompany(this.projects, this.insights, { projectId: project.id, companyId, change, now: this.clock.now() });
        return (await this.projects.entry(project.id, companyId))!;
      },
      { lock: ownerLock(project.ownerId) },
    );
  }
}
