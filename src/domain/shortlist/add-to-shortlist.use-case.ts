import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { InsightCounters } from '../insights/insight-counters.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { ShortlistFullError } from './shortlist.errors';
import { Shortlists } from './shortlist.port';
import { SHORTLIST_MAX } from './shortlist-rules';

/**
 * A member adds a company to their shortlist (DECISIONS §13). Idempotent: a company already there stays,
 * and does not count against the limit. Checked and written under a per-member lock, so two quick adds
 * cannot take the list to 51. A company newly added counts a shortlist add for its vendors' insights, in the same
 * transaction.
 * @throws CompanyNotFoundError for an unknown or malformed company id.
 * @throws ShortlistFullError when the list already holds SHORTLIST_MAX companies.
 */
export class AddToShortlist {
  constructor(
    private readonly shortlists: Shortlists,
    private readonly directory: CompanyDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly insights: InsightCounters,
  ) {}

  async execute(userId: string, companyId: string): Promise<void> {
    if (!(await this.directory.exists(companyId))) throw new CompanyNotFoundError(companyId);
    await this.unitOfWork.run(
      async () => {
        if (await this.shortlists.contains(userId, companyId)) return;
        if ((await this.shortlists.count(userId)) >= SHORTLIST_MAX) throw new ShortlistFullError();
        const now = this.clock.now();
        await this.shortlists.add(userId, companyId, now);
        await this.insights.add('shortlist_add', [companyId], now);
      },
      { lock: `shortlist:${userId}` },
    );
  }
}
