import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { InsightCounters } from '../insights/insight-counters.port';
import { EMPTY_BRIEF } from '../projects/project';
import { DEFAULT_PROJECT_NAME } from '../projects/project-rules';
import { ownerLock, putProjectCompany } from '../projects/put-project-company';
import { Projects } from '../projects/projects.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { SHORTLIST_MESSAGES } from './shortlist-rules';

/**
 * A member adds a company to their shortlist: their default project "My shortlist", started on the first add.
 * Idempotent: a company already there stays as it is (status and note kept) and does not count against the limit.
 * Checked and written under the member's lock, so two quick adds cannot take the list to 51. A company newly added
 * counts a shortlist add for its vendors' insights, in the same transaction.
 * @throws CompanyNotFoundError for an unknown or malformed company id.
 * @throws ProjectFullError ("Your shortlist already holds 50 companies…") when the list is full.
 */
export class AddToShortlist {
  constructor(
    private readonly projects: Projects,
    private readonly directory: CompanyDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly insights: InsightCounters,
  ) {}

  async execute(userId: string, companyId: string): Promise<void> {
    if (!(await this.directory.exists(companyId))) throw new CompanyNotFoundError(companyId);
    await this.unitOfWork.run(
      async () => {
        const now = this.clock.now();
        // The default project is not held to the limit of projects: every member can keep a shortlist.
        const projectId =
          (await this.projects.defaultOf(userId))?.id ?? (await this.projects.create(userId, { name: DEFAULT_PROJECT_NAME, brief: EMPTY_BRIEF, isDefault: true }, now));
        if (await this.projects.entry(projectId, companyId)) return;
        await putProjectCompany(this.projects, this.insights, { projectId, companyId, change: {}, now, fullMessage: SHORTLIST_MESSAGES.full });
      },
      { lock: ownerLock(userId) },
    );
  }
}
