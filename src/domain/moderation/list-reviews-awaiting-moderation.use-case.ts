import type { ReviewAwaitingModeration } from '../reviews/review';
import { ReviewStore } from '../reviews/review-store.port';

/** The Review Moderation queue: pending reviews with their company's name, oldest first. */
export class ListReviewsAwaitingModeration {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly includeDemo: boolean,
  ) {}

  execute(): Promise<ReviewAwaitingModeration[]> {
    return this.reviews.listAwaitingModeration({ includeDemo: this.includeDemo });
  }
}
