import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RatedReview } from '../../../domain/reviews/rating-aggregation';
import { PublishedReviews } from '../../../domain/reviews/review-reader.port';
import { ReviewRecord } from '../schemas/review.schema';
import { tableOf } from '../tables';
import { RATING_COLUMN_LIST, reviewRatingsOf } from './rating-columns';
import { toDate } from './row-values';

const reviews = tableOf(ReviewRecord);

/** The rating inputs of approved reviews over PostgreSQL; author columns are never selected. */
@Injectable()
export class PublishedReviewsRepository extends PublishedReviews {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async ratedReviewsOf(companyId: string, { includeDemo }: { includeDemo: boolean }): Promise<RatedReview[]> {
    const query = reviews.query(this.em).where(reviews.col('company_id'), companyId).where(reviews.col('moderation_status'), 'approved');
    if (!includeDemo) query.where(reviews.col('is_demo'), false);
    const rows = await reviews.pick('created_at', 'review_type', 'would_recommend', ...RATING_COLUMN_LIST).rows(query);
    return rows.map((row) => ({ ...reviewRatingsOf(row), createdAt: toDate(row.created_at), reviewType: row.review_type, wouldRecommend: row.would_recommend }));
  }
}
