import type { EntityManager } from '@mikro-orm/postgresql';
import { RefreshCompanyRatings } from '../../../domain/reviews/refresh-company-ratings.use-case';
import { CompanyRatingsRepository } from '../repositories/company-ratings.repository';
import { PublishedReviewsRepository } from '../repositories/published-reviews.repository';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { PlatformRatingMeansRecord } from '../schemas/platform-rating-means.schema';
import { tableOf } from '../tables';

const aggregates = tableOf(CompanyRatingAggregateRecord);
const means = tableOf(PlatformRatingMeansRecord);

/**
 * Brings aggregates written before rating distributions and rank scores existed up to date (DECISIONS §12):
 * companies with reviews but no stored distribution are refreshed from their reviews (and rescored), and a
 * database whose platform means were never published is rescored in full.
 * @returns how many companies were refreshed.
 */
export async function backfillRatings(em: EntityManager, { includeDemo }: { includeDemo: boolean }): Promise<number> {
  const stale = await aggregates
    .pick('company_id')
    .rows(aggregates.query(em).where(aggregates.col('review_count'), '>', 0).whereRaw(`${aggregates.col('rating_distributions')} = '{}'::jsonb`));
  const refresh = new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), includeDemo);
  if (stale.length > 0) await refresh.execute(stale.map((row) => row.company_id));
  else if ((await means.pick('id').first(means.query(em))) === undefined) await refresh.rescore('all');
  return stale.length;
}
