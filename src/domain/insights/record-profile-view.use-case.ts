import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { Clock } from '../shared/clock.port';
import { representsCompany } from '../vendors/vendor-account';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { InsightCounters } from './insight-counters.port';

/**
 * POST /api/companies/{id}/views: the profile page reports that it was opened (docs/vendor-insights.md). Sent by
 * the page once it has loaded, so a view counts the same whether its data came from a cache or not, and the
 * public read path does no extra work. Views by the company's own vendors are not counted.
 * @returns whether the view was counted.
 * @throws CompanyNotFoundError for an unknown or unlisted company.
 */
export class RecordProfileView {
  constructor(
    private readonly directory: CompanyDirectory,
    private readonly vendors: VendorAccounts,
    private readonly counters: InsightCounters,
    private readonly clock: Clock,
  ) {}

  async execute(companyId: string, viewerId: string | null): Promise<boolean> {
    if (!(await this.directory.exists(companyId))) throw new CompanyNotFoundError(companyId);
    if (viewerId && representsCompany(await this.vendors.listForUser(viewerId), companyId)) return false;
    await this.counters.add('profile_view', [companyId], this.clock.now());
    return true;
  }
}
