import type { ModerationStatus, ReviewForAdmin, ReviewType } from '../reviews/review';
import { ReviewStore } from '../reviews/review-store.port';
import type { QueuePage, QueueSlice } from './moderation';

/**
 * GET /api/admin/reviews?search=&status=&type=: every review an admin looks for (member reviews,
 * or industry-intelligence entries with `type`), whatever its state, with what moderation knows of its author and
 * its vendor responses; newest first, paged like the queues.
 */
export class SearchReviews {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly includeDemo: boolean,
  ) {}

  execute(query: { search: string | null; status: ModerationStatus | null; reviewType?: ReviewType; page: QueuePage }): Promise<QueueSlice<ReviewForAdmin>> {
    return this.reviews.search({ ...query, search: query.search?.trim() || null, includeDemo: this.includeDemo });
  }
}
