import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompanyRatings } from '../../../domain/reviews/company-ratings.port';
import type { CompanyRatingAggregate } from '../../../domain/reviews/rating-aggregation';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { tableOf } from '../tables';
import { knexOf } from './knex-of';

const aggregates = tableOf(CompanyRatingAggregateRecord);

/** Upserts a company's row in company_rating_aggregates. */
@Injectable()
export class CompanyRatingsRepository extends CompanyRatings {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockCompany(companyId: string): Promise<void> {
    // Transaction-scoped: outside a transaction (seeding) it is released at once, which is harmless there.
    await knexOf(this.em).raw('select pg_advisory_xact_lock(hashtext(?))', [`company-ratings:${companyId}`]);
  }

  async save(companyId: string, aggregate: CompanyRatingAggregate): Promise<void> {
    // The averages are keyed like the entity's properties (overall and the rating categories).
    const averages = aggregates.ofProperties(aggregate.averageRatings);
    await aggregates
      .query(this.em)
      .insert(
        aggregates.values({
          company_id: companyId,
          review_count: aggregate.reviewCount,
          last_review_date: aggregate.lastReviewDate,
          ...averages,
          rating_counts: aggregate.ratingCounts,
          would_recommend_yes: aggregate.recommendations.yes,
          would_recommend_answers: aggregate.recommendations.answers,
          updated_at: new Date(),
        }),
      )
      .onConflict(aggregates.col('company_id'))
      .merge();
  }
}
