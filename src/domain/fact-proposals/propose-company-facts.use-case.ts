import { COMPANY_FACT_MESSAGES, foundedYearProblem } from '../directory/company-fact-rules';
import { DATASET_EARLIEST_FOUNDED_YEAR, datasetCompanyProblems } from '../directory/dataset-company';
import { CompanyNotFoundError, InvalidCompanyFactsError } from '../directory/directory.errors';
import { changesBetween } from '../directory/edit-company.use-case';
import { ManagedCompanies, type EditableCompanyFacts } from '../directory/managed-companies.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import type { FactChanges, FactProposal } from './fact-proposal';
import { FactProposals } from './fact-proposals.port';

/** The field a proposal's problem is about, as the request names it ("changes.foundedYear"). */
const changesField = (problem: string) => `changes.${problem.split(' ')[0]}`;

/**
 * POST /api/vendor/companies/{id}/fact-proposals: a verified vendor of the company proposes changes to its
 * facts, with an optional page backing them. The facts as they would be must pass the rules an admin's edit
 * passes (the dataset's rules); only the facts that differ from the profile are kept; the proposal waits for
 * an admin. Nothing on the profile changes until then.
 * @throws CompanyNotFoundError for an unknown or unlisted company, or a member who is no verified vendor of it
 *   (so the answer never tells which companies others represent); InvalidCompanyFactsError (400, field
 *   `changes.<fact>`) when nothing changes or a fact breaks a rule.
 */
export class ProposeCompanyFacts {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly companies: ManagedCompanies,
    private readonly proposals: FactProposals,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, companyId: string, input: { changes: FactChanges; sourceUrl: string | null }): Promise<FactProposal> {
    if (!(await this.vendors.findApproved(userId, companyId))) throw new CompanyNotFoundError(companyId);
    return this.unitOfWork.run(async () => {
      const [company] = await this.companies.findMany([companyId]);
      if (!company || company.unlistedAt !== null) throw new CompanyNotFoundError(companyId);
      const sent = Object.fromEntries(Object.entries(input.changes).filter(([, value]) => value !== undefined)) as FactChanges;
      if (Object.keys(sent).length === 0) throw new InvalidCompanyFactsError('changes', COMPANY_FACT_MESSAGES.noChanges);
      const next: EditableCompanyFacts = { ...company.facts, ...sent };
      const yearProblem = sent.foundedYear != null ? foundedYearProblem(sent.foundedYear, DATASET_EARLIEST_FOUNDED_YEAR, this.clock.now()) : null;
      if (yearProblem) throw new InvalidCompanyFactsError('changes.foundedYear', yearProblem);
      const [problem] = datasetCompanyProblems({ ...company.facts, ...sent });
      if (problem) throw new InvalidCompanyFactsError(changesField(problem), problem);
      const changed = changesBetween(company.facts, next);
      if (Object.keys(changed).length === 0) throw new InvalidCompanyFactsError('changes', COMPANY_FACT_MESSAGES.unchanged);
      const changes = Object.fromEntries(Object.keys(changed).map((field) => [field, next[field as keyof EditableCompanyFacts]])) as FactChanges;
      return this.proposals.create({ companyId, proposedBy: userId, changes, sourceUrl: input.sourceUrl, createdAt: this.clock.now() });
    });
  }
}
