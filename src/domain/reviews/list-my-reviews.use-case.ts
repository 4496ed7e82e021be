import type { AuthoredReview } from './review';
import { ReviewStore } from './review-store.port';

/** GET /api/reviews/mine (docs/administration.md): every review the member wrote, with where it stands, newest first. */
export class ListMyReviews {
  constructor(private readonly reviews: ReviewStore) {}

  execute(userId: string): Promise<AuthoredReview[]> {
    return this.reviews.listByAuthor(userId);
  }
}
