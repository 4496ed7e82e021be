import type { QueuePage, QueueSlice } from '../moderation/moderation';
import type { RegulatoryMatch } from './regulatory-match';
import { RegulatoryMatches } from './regulatory-matches.port';

/** GET /api/admin/regulatory-matches: one page of candidate matches awaiting a decision, oldest first. */
export class ListRegulatoryMatches {
  constructor(private readonly matches: RegulatoryMatches) {}

  execute(page: QueuePage): Promise<QueueSlice<RegulatoryMatch>> {
    return this.matches.listPending(page);
  }
}
