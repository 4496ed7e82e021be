import { AuditLog } from '../audit/audit-log.port';
import { moderationNote } from '../moderation/moderation';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { CompanyNotFoundError, ListingUnchangedError } from './directory.errors';
import { ManagedCompanies } from './managed-companies.port';

/** The answer of unlist and relist. */
export interface CompanyListingState {
  id: string;
  listed: boolean;
  unlistedAt: Date | null;
}

/**
 * POST /api/admin/companies/{id}/unlist and /relist (docs/administration.md): an unlisted company leaves every public
 * list, search, facet, sitemap and match, and its detail answers 404 to everyone but admins; relisting brings it
 * back with its reviews. Under the row's lock, recorded in the audit log with the admin's reason.
 * @throws CompanyNotFoundError; ListingUnchangedError (409) when it is already unlisted, or already listed.
 */
export class ChangeCompanyListing {
  constructor(
    private readonly companies: ManagedCompanies,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(adminId: string, input: { companyId: string; listed: boolean; reason?: string | null }): Promise<CompanyListingState> {
    return this.unitOfWork.run(async () => {
      const company = await this.companies.findForUpdate(input.companyId);
      if (!company) throw new CompanyNotFoundError(input.companyId);
      if ((company.unlistedAt === null) === input.listed) throw new ListingUnchangedError(input.listed);
      const now = this.clock.now();
      const unlistedAt = input.listed ? null : now;
      await this.companies.setUnlisted(company.id, unlistedAt);
      await this.audit.record({
        actorId: adminId,
        subjectType: 'company',
        subjectId: company.id,
        verb: input.listed ? 'relisted' : 'unlisted',
        subjectLabel: company.facts.name,
        notes: moderationNote(input.reason),
        details: null,
        at: now,
      });
      return { id: company.id, listed: input.listed, unlistedAt };
    });
  }
}
