import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { knexOf } from './knex-of';
import type { RatedReview } from '../../../domain/reviews/rating-aggregation';
import type { PublishedReview, ReviewResponse } from '../../../domain/reviews/review';
import { PublishedReviews } from '../../../domain/reviews/review-reader.port';
import { REVIEW_RATING_COLUMNS, reviewRatingsOf } from './rating-columns';
import { reviewCoreColumns, reviewCoreOf } from './review-rows';
import { toDate } from './row-values';
import { isUuid } from './uuid';

type Row = Record<string, unknown>;

/** Approved reviews over PostgreSQL; author columns are never selected. */
@Injectable()
export class PublishedReviewsRepository extends PublishedReviews {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listForCompany(companyId: string, { includeDemo }: { includeDemo: boolean }): Promise<PublishedReview[]> {
    if (!isUuid(companyId)) return [];
    const knex = knexOf(this.em);
    const query = knex('reviews as r')
      .select(...reviewCoreColumns('r'), 'r.intelligence_source', 'r.source_url', knex.raw(`to_char(r.source_date, 'YYYY-MM-DD') as source_date`))
      .where({ 'r.company_id': companyId, 'r.moderation_status': 'approved' })
      .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'asc' }]);
    if (!includeDemo) query.where('r.is_demo', false);
    const rows: Row[] = await query;
    const responses = await this.responsesOf(rows.map((row) => row.id as string));
    return rows.map((row) => ({
      ...reviewCoreOf(row),
      intelligenceSource: (row.intelligence_source as string) ?? null,
      sourceUrl: (row.source_url as string) ?? null,
      sourceDate: row.source_date ? new Date(`${row.source_date as string}T00:00:00Z`) : null,
      responses: responses.get(row.id as string) ?? [],
    }));
  }

  async ratedReviewsOf(companyId: string, { includeDemo }: { includeDemo: boolean }): Promise<RatedReview[]> {
    const query = knexOf(this.em)('reviews')
      .select('created_at', ...REVIEW_RATING_COLUMNS)
      .where({ company_id: companyId, moderation_status: 'approved' });
    if (!includeDemo) query.where('is_demo', false);
    const rows: Row[] = await query;
    return rows.map((row) => ({ ...reviewRatingsOf(row), createdAt: toDate(row.created_at) }));
  }

  /** Vendor responses of many reviews in one query (no N+1), signed with the vendor's company name. */
  private async responsesOf(reviewIds: string[]): Promise<Map<string, ReviewResponse[]>> {
    const byReview = new Map<string, ReviewResponse[]>();
    if (reviewIds.length === 0) return byReview; // `IN ()` is invalid SQL
    const rows: Row[] = await knexOf(this.em)('review_responses as rr')
      .join('vendor_accounts as v', 'v.id', 'rr.vendor_account_id')
      .join('companies as c', 'c.id', 'v.company_id')
      .select('rr.id', 'rr.review_id', 'rr.response', 'rr.created_at', 'c.name as company_name')
      .whereIn('rr.review_id', reviewIds)
      .orderBy('rr.created_at', 'asc');
    for (const row of rows) {
      const list = byReview.get(row.review_id as string) ?? [];
      list.push({
        id: row.id as string,
        response: row.response as string,
        createdAt: toDate(row.created_at),
        companyName: row.company_name as string,
      });
      byReview.set(row.review_id as string, list);
    }
    return byReview;
  }
}
