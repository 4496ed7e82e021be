import type { ReviewAwaitingModeration } from '../reviews/review';
import { ReviewStore } from '../reviews/review-store.port';
import type { QueuePage, QueueSlice } from './moderation';

/** The Review Moderation queue: pending reviews with their company's name, oldest first, one page at a time. */
export class ListReviewsAwaitingModeration {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly includeDemo: boolean,
  ) {}

  execute(page: QueuePage): Promise<QueueSlice<ReviewAwaitingModeration>> {
    return this.reviews.listAwaitingModeration({ includeDemo: this.includeDemo, page });
  }
}
