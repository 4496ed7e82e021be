import { AuditLog } from '../audit/audit-log.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { CompanyProfile } from './company';
import { CompanyDirectory } from './company-directory.port';
import { foundedYearProblem } from './company-fact-rules';
import { DATASET_EARLIEST_FOUNDED_YEAR, datasetCompanyProblems, type DatasetCompany } from './dataset-company';
import { CompanyNameTakenError, CompanyNotFoundError, InvalidCompanyFactsError } from './directory.errors';
import { EDITABLE_COMPANY_FACTS, ManagedCompanies, type EditableCompanyFacts, type EditableFact } from './managed-companies.port';

/** The fields whose value differs, as `{ field: { from, to } }`, for the audit log. */
export function changesBetween(before: EditableCompanyFacts, after: EditableCompanyFacts): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of EDITABLE_COMPANY_FACTS) {
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null)) changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
  }
  return changes;
}

/**
 * PATCH /api/admin/companies/{id} (docs/administration.md): an admin corrects a company's facts. The fields sent replace
 * the stored ones; a founded year must lie between the dataset's earliest year and the current year; the result
 * must pass the dataset's own rules (datasetCompanyProblems: the vocabulary, year,
 * headcount band, URL shapes), and its filter facets and search document are derived again as the loader does,
 * so the directory's filters, search and size buckets follow the edit; a changed fact loses its "stated by the
 * company" mark. Listed or not, under the row's lock;
 * the changed fields go to the audit log. The public read cache learns of the change from the database.
 * @throws CompanyNotFoundError; InvalidCompanyFactsError (400, with its field); CompanyNameTakenError (409).
 */
export class EditCompany {
  constructor(
    private readonly companies: ManagedCompanies,
    private readonly directory: CompanyDirectory,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: string, companyId: string, edit: Partial<EditableCompanyFacts>): Promise<CompanyProfile> {
    await this.unitOfWork.run(async () => {
      const company = await this.companies.findForUpdate(companyId);
      if (!company) throw new CompanyNotFoundError(companyId);
      // Only the fields sent replace stored ones (a field present as undefined is not sent).
      const sent = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)) as Partial<EditableCompanyFacts>;
      const next: DatasetCompany & EditableCompanyFacts = { ...company.facts, ...sent };
      const yearProblem = sent.foundedYear != null ? foundedYearProblem(sent.foundedYear, DATASET_EARLIEST_FOUNDED_YEAR, this.clock.now()) : null;
      if (yearProblem) throw new InvalidCompanyFactsError('foundedYear', yearProblem);
      const [problem] = datasetCompanyProblems(next);
      if (problem) throw new InvalidCompanyFactsError(problem.split(' ')[0], problem);
      const changes = changesBetween(company.facts, next);
      if (Object.keys(changes).length === 0) return;
      const now = this.clock.now();
      if (!(await this.companies.saveFacts(company.id, next, now))) throw new CompanyNameTakenError();
      // An admin's correction replaces what the company stated: the fact is no longer shown as the company's.
      await this.companies.clearStated(company.id, Object.keys(changes) as EditableFact[]);
      await this.audit.record({
        actorId: adminId,
        subjectType: 'company',
        subjectId: company.id,
        verb: 'edited',
        subjectLabel: next.name,
        notes: null,
        details: changes,
        at: now,
      });
    });
    return (await this.directory.findProfile(companyId, { includeUnlisted: true }))!;
  }
}
