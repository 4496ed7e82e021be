import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { knexOf } from './knex-of';
import { CompanyRatings } from '../../../domain/reviews/company-ratings.port';
import type { CompanyRatingAggregate } from '../../../domain/reviews/rating-aggregation';

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
    const { averageRatings: avg } = aggregate;
    await knexOf(this.em)('company_rating_aggregates')
      .insert({
        company_id: companyId,
        review_count: aggregate.reviewCount,
        last_review_date: aggregate.lastReviewDate,
        overall: avg.overall,
        technical_expertise: avg.technicalExpertise,
        project_management: avg.projectManagement,
        communication: avg.communication,
        timeline: avg.timeline,
        pricing: avg.pricing,
        change_orders: avg.changeOrders,
        contract_negotiation: avg.contractNegotiation,
        regulatory_compliance: avg.regulatoryCompliance,
        rating_counts: JSON.stringify(aggregate.ratingCounts),
        would_recommend_yes: aggregate.recommendations.yes,
        would_recommend_answers: aggregate.recommendations.answers,
        updated_at: new Date(),
      })
      .onConflict('company_id')
      .merge();
  }
}
