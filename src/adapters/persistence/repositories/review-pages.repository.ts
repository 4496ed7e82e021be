import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ReviewResponse } from '../../../domain/reviews/review';
import type { RankedReview, ReviewPage, ReviewPageQuery, ReviewSort } from '../../../domain/reviews/review-page';
import { ReviewPages } from '../../../domain/reviews/review-pages.port';
import { knexOf } from './knex-of';
import { REVIEW_RATING_COLUMNS } from './rating-columns';
import { reviewContextColumns, reviewContextOf } from './review-context-columns';
import { reviewCoreColumns, reviewCoreOf } from './review-rows';
import { toDate } from './row-values';
import { isUuid } from './uuid';

type Row = Record<string, unknown>;

/** A review's mean rating (its non-null ratings), null without any: the `highest`/`lowest` sort key. */
const MEAN_RATING = `(${REVIEW_RATING_COLUMNS.map((c) => `coalesce(r.${c}, 0)`).join(' + ')})::float / nullif(num_nonnulls(${REVIEW_RATING_COLUMNS.map((c) => `r.${c}`).join(', ')}), 0)`;

/** ORDER BY of each sort; ties (and unrated reviews, last in both rating sorts) newest first. */
const ORDER: Record<ReviewSort, string> = {
  newest: 'r.created_at desc, r.id asc',
  highest: 'r.mean_rating desc nulls last, r.created_at desc, r.id asc',
  lowest: 'r.mean_rating asc nulls last, r.created_at desc, r.id asc',
};

/** Pages of a company's approved reviews over PostgreSQL; author columns are never selected. */
@Injectable()
export class ReviewPagesRepository extends ReviewPages {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async pageForCompany(companyId: string, query: ReviewPageQuery, { includeDemo }: { includeDemo: boolean }): Promise<ReviewPage> {
    if (!isUuid(companyId)) return { items: [], total: 0, approvedUserReviews: 0 };
    const knex = knexOf(this.em);
    const approved = (): Knex.QueryBuilder => {
      const builder = knex('reviews as r').where({ 'r.company_id': companyId, 'r.moderation_status': 'approved' });
      if (!includeDemo) builder.where('r.is_demo', false);
      return builder;
    };
    const [counts]: Row[] = await approved().select(
      knex.raw(`count(*) filter (where ?::text is null or r.service_type = ?) as total`, [query.serviceType ?? null, query.serviceType ?? null]),
      knex.raw(`count(*) filter (where r.review_type = 'user') as user_reviews`),
    );
    // The rank among all approved reviews is taken before the service-type filter: the free-plan preview
    // counts from the newest whatever the page shows (DECISIONS §13).
    const ranked = approved().select('r.*', knex.raw('row_number() over (order by r.created_at desc, r.id asc) - 1 as newest_rank'), knex.raw(`${MEAN_RATING} as mean_rating`));
    const page = knex
      .from(ranked.as('r'))
      .select(
        ...reviewCoreColumns('r'),
        ...reviewContextColumns('r'),
        'r.intelligence_source',
        'r.source_url',
        'r.newest_rank',
        knex.raw(`to_char(r.source_date, 'YYYY-MM-DD') as source_date`),
      )
      .orderByRaw(ORDER[query.sort])
      .offset(query.offset);
    if (query.serviceType) page.where('r.service_type', query.serviceType);
    if (query.limit !== null) page.limit(query.limit);
    const rows: Row[] = await page;
    const responses = await this.responsesOf(rows.map((row) => row.id as string));
    const items: RankedReview[] = rows.map((row) => ({
      ...reviewCoreOf(row),
      ...reviewContextOf(row),
      intelligenceSource: (row.intelligence_source as string) ?? null,
      sourceUrl: (row.source_url as string) ?? null,
      sourceDate: row.source_date ? new Date(`${row.source_date as string}T00:00:00Z`) : null,
      responses: responses.get(row.id as string) ?? [],
      newestRank: Number(row.newest_rank),
    }));
    return { items, total: Number(counts.total), approvedUserReviews: Number(counts.user_reviews) };
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
      list.push({ id: row.id as string, response: row.response as string, createdAt: toDate(row.created_at), companyName: row.company_name as string });
      byReview.set(row.review_id as string, list);
    }
    return byReview;
  }
}
