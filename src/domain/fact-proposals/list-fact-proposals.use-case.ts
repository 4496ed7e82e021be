import { displayName } from '../accounts/account';
import { Submitters } from '../company-submissions/company-submissions.port';
import { ManagedCompanies, type EditableCompanyFacts } from '../directory/managed-companies.port';
import type { QueuePage, QueueSlice } from '../moderation/moderation';
import type { PendingFactProposal } from './fact-proposal';
import { FactProposals } from './fact-proposals.port';

/**
 * GET /api/admin/fact-proposals: one page of proposals awaiting a decision, oldest first, each change shown
 * beside the profile's current value, with who proposed it.
 */
export class ListFactProposals {
  constructor(
    private readonly proposals: FactProposals,
    private readonly companies: ManagedCompanies,
    private readonly members: Submitters,
  ) {}

  async execute(page: QueuePage): Promise<QueueSlice<PendingFactProposal>> {
    const { items, total } = await this.proposals.listPending(page);
    if (items.length === 0) return { items: [], total };
    const companies = new Map((await this.companies.findMany([...new Set(items.map((p) => p.companyId))])).map((c) => [c.id, c]));
    const proposerIds = [...new Set(items.flatMap((p) => (p.proposedBy ? [p.proposedBy] : [])))];
    const proposers = new Map((await this.members.findByIds(proposerIds)).map((a) => [a.id, a]));
    return {
      total,
      items: items.map((proposal) => {
        const company = companies.get(proposal.companyId);
        const proposer = proposal.proposedBy ? proposers.get(proposal.proposedBy) : undefined;
        return {
          id: proposal.id,
          companyId: proposal.companyId,
          companyName: company?.facts.name ?? '',
          proposerEmail: proposer?.email ?? null,
          proposerName: proposer ? displayName(proposer) : null,
          changes: Object.entries(proposal.changes).map(([field, to]) => ({
            field,
            from: company ? (company.facts[field as keyof EditableCompanyFacts] ?? null) : null,
            to,
          })),
          sourceUrl: proposal.sourceUrl,
          createdAt: proposal.createdAt,
        };
      }),
    };
  }
}
