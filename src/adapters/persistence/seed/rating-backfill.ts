import type { EntityManager } from '@mikro-orm/postgresql';
import { RefreshCompanyRatings } from '../../../domain/reviews/refresh-company-ratings.use-case';
import { CompanyRatingsRepository } from '../repositories/company-ratings.repository';
import { PublishedReviewsRepository } from '../repositories/published-reviews.repository';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { PlatformRatingMeansRecord } from '../schemas/platform-rating-means.schema';
import { tableOf } from '../tables';

const aggregates = tableOf(CompanyRatingAggregateRecord);
const means = tableOf(PlatformRatingMeansRecord);

/** Companies refreshed per transaction by backfillRatings. */
export const BACKFILL_BATCH = 1000;

/**
 * Brings aggregates written before rating distributions and rank scores existed up to date (docs/directory.md):
 * companies with reviews but no stored distribution are refreshed from their reviews (and rescored), and a
 * database whose platform means were never published is rescored in full.
 * Each batch of BACKFILL_BATCH companies is refreshed in its own transaction: a refresh holds one advisory lock
 * per company until commit, and one transaction over a whole large directory would exhaust PostgreSQL's lock
 * table (max_locks_per_transaction × max_connections, 6,400 by default).
 * @returns how many companies were refreshed.
 */
export async function backfillRatings(em: EntityManager, { includeDemo }: { includeDemo: boolean }): Promise<number> {
  const stale = await aggregates.pick('company_id').rows(
    aggregates
      .query(em)
      .where(aggregates.col('review_count'), '>', 0)
      .whereRaw(`${aggregates.col('rating_distributions')} = '{}'::jsonb`),
  );
  const refreshIn = (tx: EntityManager) => new RefreshCompanyRatings(new PublishedReviewsRepository(tx), new CompanyRatingsRepository(tx), includeDemo);
  for (let start = 0; start < stale.length; start += BACKFILL_BATCH) {
    const batch = stale.slice(start, start + BACKFILL_BATCH).map((row) => row.company_id);
    await em.transactional((tx) => refreshIn(tx).execute(batch));
  }
  if (stale.length === 0 && (await means.pick('id').first(means.query(em))) === undefined) await em.transactional((tx) => refreshIn(tx).rescore('all'));
  return stale.length;
}
