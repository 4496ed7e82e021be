import type { ModerationStatus, ReviewForAdmin } from '../reviews/review';
import { ReviewStore } from '../reviews/review-store.port';
import type { QueuePage, QueueSlice } from './moderation';

/**
 * GET /api/admin/reviews?search=&status= (DECISIONS §17): every member review an admin looks for, whatever its
 * state, with what moderation knows of its author; newest first, paged like the queues.
 */
export class SearchReviews {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly includeDemo: boolean,
  ) {}

  execute(query: { search: string | null; status: ModerationStatus | null; page: QueuePage }): Promise<QueueSlice<ReviewForAdmin>> {
    return this.reviews.search({ ...query, search: query.search?.trim() || null, includeDemo: this.includeDemo });
  }
}
