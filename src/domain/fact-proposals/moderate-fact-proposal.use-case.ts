import { decisionEntry } from '../audit/audit-entry';
import { AuditLog } from '../audit/audit-log.port';
import { datasetCompanyProblems } from '../directory/dataset-company';
import { CompanyNameTakenError, InvalidCompanyFactsError } from '../directory/directory.errors';
import { changesBetween } from '../directory/edit-company.use-case';
import { ManagedCompanies, type EditableCompanyFacts, type EditableFact, type StatedFactRecord } from '../directory/managed-companies.port';
import { decide, type ModerationRequest, type Verdict } from '../moderation/moderation';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { FactProposals } from './fact-proposals.port';
import { FactProposalNotFoundError } from './fact-proposals.errors';

/**
 * POST /api/admin/moderate-fact-proposal: an admin approves or rejects a vendor's proposed facts, once, under
 * the proposal's row lock. Approval writes the facts (with the filter facets and search names derived again, as
 * an admin's edit does) and marks each proposed fact "stated by the company" with the day and the cited page;
 * rejection changes nothing on the profile. One transaction; the decision goes to the audit log.
 * @throws FactProposalNotFoundError; AlreadyDecidedError (409); InvalidCompanyFactsError when the profile has
 *   changed since so that the proposal no longer passes the rules; CompanyNameTakenError (409).
 */
export class ModerateFactProposal {
  constructor(
    private readonly proposals: FactProposals,
    private readonly companies: ManagedCompanies,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(moderatorId: string, request: ModerationRequest): Promise<{ id: string; status: Verdict }> {
    return this.unitOfWork.run(async () => {
      const proposal = await this.proposals.findForUpdate(request.id);
      if (!proposal) throw new FactProposalNotFoundError();
      const decision = decide(proposal.status === 'pending', moderatorId, request, this.clock.now());
      const company = await this.companies.findForUpdate(proposal.companyId);
      let changed: Record<string, unknown> = {};
      if (decision.verdict === 'approved' && company) {
        const next: EditableCompanyFacts = { ...company.facts, ...proposal.changes };
        const [problem] = datasetCompanyProblems({ ...company.facts, ...proposal.changes });
        if (problem) throw new InvalidCompanyFactsError(problem.split(' ')[0], problem);
        changed = changesBetween(company.facts, next);
        if (Object.keys(changed).length > 0 && !(await this.companies.saveFacts(company.id, { ...company.facts, ...proposal.changes }, decision.decidedAt))) {
          throw new CompanyNameTakenError();
        }
        const statedAt = decision.decidedAt.toISOString().slice(0, 10);
        const marks = Object.fromEntries(
          Object.keys(proposal.changes).map((field) => [
            field,
            { value: next[field as EditableFact], statedAt, sourceUrl: proposal.sourceUrl } satisfies StatedFactRecord,
          ]),
        );
        await this.companies.markStated(company.id, marks);
      }
      await this.proposals.recordDecision(proposal.id, decision);
      await this.audit.record(
        decisionEntry('company_fact_proposal', { id: proposal.id, label: company?.facts.name ?? null }, decision, {
          companyId: proposal.companyId,
          changes: decision.verdict === 'approved' ? changed : proposal.changes,
          sourceUrl: proposal.sourceUrl,
        }),
      );
      return { id: proposal.id, status: decision.verdict };
    });
  }
}
