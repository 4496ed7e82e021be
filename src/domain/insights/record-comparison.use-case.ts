import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { Clock } from '../shared/clock.port';
import { InsightCounters } from './insight-counters.port';

/**
 * POST /api/companies/compare/views: the Compare page reports the 2-4 companies it opened side by side, one
 * compare appearance each (docs/vendor-insights.md). Reported by the page, so cached answers count the same.
 * @throws CompanyNotFoundError for the first unknown or unlisted id.
 */
export class RecordComparison {
  constructor(
    private readonly directory: CompanyDirectory,
    private readonly counters: InsightCounters,
    private readonly clock: Clock,
  ) {}

  async execute(companyIds: readonly string[]): Promise<void> {
    const known = await Promise.all(companyIds.map((id) => this.directory.exists(id)));
    const unknown = companyIds.find((_id, i) => !known[i]);
    if (unknown !== undefined) throw new CompanyNotFoundError(unknown);
    await this.counters.add('compare_appearance', companyIds, this.clock.now());
  }
}
