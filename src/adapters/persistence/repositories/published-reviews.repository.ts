import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RatedReview } from '../../../domain/reviews/rating-aggregation';
import type { PublishedReview, ReviewResponse } from '../../../domain/reviews/review';
import { PublishedReviews } from '../../../domain/reviews/review-reader.port';
import { CompanyRecord } from '../schemas/company.schema';
import { ReviewResponseRecord } from '../schemas/review-response.schema';
import { ReviewRecord } from '../schemas/review.schema';
import { VendorAccountRecord } from '../schemas/vendor-account.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { RATING_COLUMN_LIST, reviewRatingsOf } from './rating-columns';
import { r, REVIEW_CORE, reviewCoreOf } from './review-rows';
import { toDate } from './row-values';
import { isUuid } from './uuid';

const reviews = tableOf(ReviewRecord);
const rr = tableOf(ReviewResponseRecord).as('rr');
const v = tableOf(VendorAccountRecord).as('v');
const c = tableOf(CompanyRecord).as('c');

/** Approved reviews over PostgreSQL; author columns are never selected. */
@Injectable()
export class PublishedReviewsRepository extends PublishedReviews {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listForCompany(companyId: string, { includeDemo }: { includeDemo: boolean }): Promise<PublishedReview[]> {
    if (!isUuid(companyId)) return [];
    // The date as 'YYYY-MM-DD' whatever the session's DateStyle.
    const sourceDate = computed<{ source_date: string | null }>(knexOf(this.em).raw(`to_char(${r.col('source_date')}, 'YYYY-MM-DD') as source_date`));
    const query = r
      .query(this.em)
      .where(r.col('company_id'), companyId)
      .where(r.col('moderation_status'), 'approved')
      .orderBy([{ column: r.col('created_at'), order: 'desc' }, { column: r.col('id'), order: 'asc' }]);
    if (!includeDemo) query.where(r.col('is_demo'), false);
    const rows = await REVIEW_CORE.and(r.pick('intelligence_source', 'source_url')).and(sourceDate).rows(query);
    const responses = await this.responsesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...reviewCoreOf(row),
      intelligenceSource: row.intelligence_source,
      sourceUrl: row.source_url,
      sourceDate: row.source_date ? new Date(`${row.source_date}T00:00:00Z`) : null,
      responses: responses.get(row.id) ?? [],
    }));
  }

  async ratedReviewsOf(companyId: string, { includeDemo }: { includeDemo: boolean }): Promise<RatedReview[]> {
    const query = reviews.query(this.em).where(reviews.col('company_id'), companyId).where(reviews.col('moderation_status'), 'approved');
    if (!includeDemo) query.where(reviews.col('is_demo'), false);
    const rows = await reviews.pick('created_at', ...RATING_COLUMN_LIST).rows(query);
    return rows.map((row) => ({ ...reviewRatingsOf(row), createdAt: toDate(row.created_at) }));
  }

  /** Vendor responses of many reviews in one query (no N+1), signed with the vendor's company name. */
  private async responsesOf(reviewIds: string[]): Promise<Map<string, ReviewResponse[]>> {
    const byReview = new Map<string, ReviewResponse[]>();
    if (reviewIds.length === 0) return byReview; // `IN ()` is invalid SQL
    const rows = await rr
      .pick('id', 'review_id', 'response', 'created_at')
      .and(c.pickAs({ company_name: 'name' }))
      .rows(
        rr
          .query(this.em)
          .join(v.from, v.col('id'), rr.col('vendor_account_id'))
          .join(c.from, c.col('id'), v.col('company_id'))
          .whereIn(rr.col('review_id'), reviewIds)
          .orderBy(rr.col('created_at'), 'asc'),
      );
    for (const row of rows) {
      const list = byReview.get(row.review_id) ?? [];
      list.push({ id: row.id, response: row.response, createdAt: toDate(row.created_at), companyName: row.company_name });
      byReview.set(row.review_id, list);
    }
    return byReview;
  }
}
