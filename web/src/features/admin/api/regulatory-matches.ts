import { api, unwrap, unwrapWithHeaders } from '../../../api/client';
import { companyKey, revalidateCompanyLists } from '../../../api/companies';
import type { components } from '../../../api/schema';
import type { ModerationDecision } from '../../../api/types';
import type { AdminQueueDefinition } from './admin-queue';

/** A candidate pairing of an FDA warning letter and a company, waiting for an admin. */
export type RegulatoryMatch = components['schemas']['RegulatoryMatchDto'];

/**
 * The Regulatory Matches queue: letters whose recipient carries a company's name, oldest first
 * (GET /api/admin/regulatory-matches), confirmed or rejected through POST /api/admin/moderate-regulatory-match.
 * A confirmed letter appears on the company's profile.
 */
export const regulatoryMatchesQueue: AdminQueueDefinition<RegulatoryMatch> = {
  name: 'regulatory-matches',
  list: (query) => unwrapWithHeaders(api.GET('/api/admin/regulatory-matches', { params: { query } })),
  decide: (match, decision) => unwrap(api.POST('/api/admin/moderate-regulatory-match', { body: { matchId: match.id, ...decision } })),
  revalidateAfter: (mutate, match, decision: ModerationDecision) =>
    decision.approved ? Promise.all([mutate(companyKey(match.company.id)), revalidateCompanyLists(mutate)]) : Promise.resolve(),
};
