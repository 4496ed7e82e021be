import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ReviewResponse } from '../../../domain/reviews/review';
import type { RankedReview, ReviewPage, ReviewPageQuery, ReviewSort } from '../../../domain/reviews/review-page';
import { ReviewPages } from '../../../domain/reviews/review-pages.port';
import { CompanyRecord } from '../schemas/company.schema';
import { ReviewResponseRecord } from '../schemas/review-response.schema';
import { VendorAccountRecord } from '../schemas/vendor-account.schema';
import { knexOf } from './knex-of';
import { REVIEW_CONTEXT, reviewContextOf } from './review-context-columns';
import { MEAN_RATING_SQL, r, REVIEW_CORE, reviewCoreOf } from './review-rows';
import { toDate } from './row-values';
import { isUuid } from './uuid';
import { computed, tableOf } from '../tables';

const rr = tableOf(ReviewResponseRecord).as('rr');
const v = tableOf(VendorAccountRecord).as('v');
const c = tableOf(CompanyRecord).as('c');

/** ORDER BY of each sort over the ranked subquery; ties (and unrated reviews, last in both rating sorts) newest first. */
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
      const builder = r.query(this.em).where(r.col('company_id'), companyId).where(r.col('moderation_status'), 'approved');
      if (!includeDemo) builder.where(r.col('is_demo'), false);
      return builder;
    };
    const [counts] = await computed<{ total: string; user_reviews: string }>(
      knex.raw(
        `count(*) filter (where ?::text is null or ${r.col('service_type')} = ?) as total, count(*) filter (where ${r.col('review_type')} = 'user') as user_reviews`,
        [query.serviceType ?? null, query.serviceType ?? null],
      ),
    ).rows(approved());
    // The rank among all approved reviews is taken before the service-type filter: the free-plan preview
    // counts from the newest whatever the page shows (docs/deciding.md).
    const ranked = approved().select(
      ...(r.all().columns as string[]),
      knex.raw(`row_number() over (order by ${r.col('created_at')} desc, ${r.col('id')} asc) - 1 as newest_rank`),
      knex.raw(`${MEAN_RATING_SQL} as mean_rating`),
    );
    const page = knex.from(ranked.as('r')).orderByRaw(ORDER[query.sort]).offset(query.offset);
    if (query.serviceType) page.where(r.col('service_type'), query.serviceType);
    page.limit(query.limit);
    const rows = await REVIEW_CORE.and(REVIEW_CONTEXT)
      .and(r.pick('intelligence_source', 'source_url'))
      .and(computed<{ newest_rank: string; source_date: string | null }>(knex.raw(`r.newest_rank, to_char(r.source_date, 'YYYY-MM-DD') as source_date`)))
      .rows(page);
    const responses = await this.responsesOf(rows.map((row) => row.id));
    const items: RankedReview[] = rows.map((row) => ({
      ...reviewCoreOf(row),
      ...reviewContextOf(row),
      intelligenceSource: row.intelligence_source,
      sourceUrl: row.source_url,
      sourceDate: row.source_date ? new Date(`${row.source_date}T00:00:00Z`) : null,
      responses: responses.get(row.id) ?? [],
      newestRank: Number(row.newest_rank),
    }));
    return { items, total: Number(counts.total), approvedUserReviews: Number(counts.user_reviews) };
  }

  /** Published vendor responses of many reviews in one query (no N+1), signed with the vendor's company name; taken-down ones are left out. */
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
          .whereNull(rr.col('unpublished_at'))
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
