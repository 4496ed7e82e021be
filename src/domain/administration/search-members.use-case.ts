import type { QueuePage, QueueSlice } from '../moderation/moderation';
import { MemberSearch, type MemberSummary } from './member-search.port';

/** GET /api/admin/users?search=: members by email, name or employer, newest first, paged like the queues. */
export class SearchMembers {
  constructor(private readonly members: MemberSearch) {}

  execute(query: { search: string | null; page: QueuePage }): Promise<QueueSlice<MemberSummary>> {
    return this.members.search({ ...query, search: query.search?.trim() || null });
  }
}
