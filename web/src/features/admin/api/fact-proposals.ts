import { api, unwrap, unwrapWithHeaders } from '../../../api/client';
import { companyKey, revalidateCompanyLists } from '../../../api/companies';
import type { components } from '../../../api/schema';
import type { AdminQueueDefinition } from './admin-queue';

/** A vendor's proposed facts for its company, each beside the profile's current value. */
export type PendingFactProposal = components['schemas']['PendingFactProposalDto'];

/**
 * The Company Facts queue: facts verified vendors propose for their companies, oldest first
 * (GET /api/admin/fact-proposals), approved or rejected through POST /api/admin/moderate-fact-proposal. Approved
 * facts show on the profile as stated by the company.
 */
export const factProposalsQueue: AdminQueueDefinition<PendingFactProposal> = {
  name: 'fact-proposals',
  list: (query) => unwrapWithHeaders(api.GET('/api/admin/fact-proposals', { params: { query } })),
  decide: (proposal, decision) => unwrap(api.POST('/api/admin/moderate-fact-proposal', { body: { proposalId: proposal.id, ...decision } })),
  revalidateAfter: (mutate, proposal, { approved }) =>
    approved ? Promise.all([mutate(companyKey(proposal.companyId)), revalidateCompanyLists(mutate)]) : Promise.resolve(),
};
