import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { knexOf } from './knex-of';
import type { RatedReview } from '../../../domain/reviews/rating-aggregation';
import { PublishedReviews } from '../../../domain/reviews/review-reader.port';
import { REVIEW_RATING_COLUMNS, reviewRatingsOf } from './rating-columns';
import { toDate } from './row-values';

type Row = Record<string, unknown>;

/** The rating inputs of approved reviews over PostgreSQL; author columns are never selected. */
@Injectable()
export class PublishedReviewsRepository extends PublishedReviews {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async ratedReviewsOf(companyId: string, { includeDemo }: { includeDemo: boolean }): Promise<RatedReview[]> {
    const query = knexOf(this.em)('reviews')
      .select('created_at', 'would_recommend', ...REVIEW_RATING_COLUMNS)
      .where({ company_id: companyId, moderation_status: 'approved' });
    if (!includeDemo) query.where('is_demo', false);
    const rows: Row[] = await query;
    return rows.map((row) => ({ ...reviewRatingsOf(row), createdAt: toDate(row.created_at), wouldRecommend: (row.would_recommend as boolean | null) ?? null }));
  }
}
