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

  async ratedReviewsOf(companyId: string, options: { includeDemo: boolean }): Promise<RatedReview[]> {
    return (await this.ratedReviewsByCompany([companyId], options)).get(companyId) ?? [];
  }

  async ratedReviewsByCompany(companyIds: readonly string[], { includeDemo }: { includeDemo: boolean }): Promise<Map<string, RatedReview[]>> {
    const byCompany = new Map(companyIds.map((companyId) => [companyId, [] as RatedReview[]]));
    const query = reviews
      .query(this.em)
      .whereIn(reviews.col('company_id'), [...companyIds])
      .where(reviews.col('moderation_status'), 'approved');
    if (!includeDemo) query.where(reviews.col('is_demo'), false);
    const rows = await reviews.pick('company_id', 'created_at', 'review_type', 'would_recommend', ...RATING_COLUMN_LIST).rows(query);
    for (const row of rows) {
      byCompany.get(row.company_id!)?.push({
        ...reviewRatingsOf(row),
        createdAt: toDate(row.created_at),
        reviewType: row.review_type,
        wouldRecommend: row.would_recommend,
      });
    }
    return byCompany;
  }
}
