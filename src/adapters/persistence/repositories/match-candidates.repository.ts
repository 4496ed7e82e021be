import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { MatchCandidates, type MatchedCompanySummary } from '../../../domain/matching/match-candidates.port';
import type { MatchWeights } from '../../../domain/matching/project-requirements';
import type { MatchCandidate } from '../../../domain/matching/rank-matches';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { AVERAGE_COLUMNS, averageRatingsOf, RATING_COLUMNS, ratingCountsOf } from './rating-columns';

const a = tableOf(CompanyRatingAggregateRecord).as('a');
const c = tableOf(CompanyRecord).as('c');

/** A shortlisted candidate: the company, its review count and averages. */
const CANDIDATE = c.pick('id', 'name', 'type').and(a.pick('review_count', ...AVERAGE_COLUMNS));

/**
 * Matching's reads over the stored aggregates: one query for the shortlist, pre-ranked by the database
 * (the domain ranks it again), one for the details of the few shown.
 */
@Injectable()
export class MatchCandidatesRepository extends MatchCandidates {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async topRated(types: readonly CompanyType[], weights: MatchWeights, count: number): Promise<MatchCandidate[]> {
    if (types.length === 0) return []; // `IN ()` is invalid SQL
    const knex = knexOf(this.em);
    // The weighted score of DECISIONS §7 in SQL: Σ wᵢ·avgᵢ over rated categories / Σ wᵢ over the same.
    const weighted = RATING_CATEGORIES.map((category) => `coalesce(${a.col(RATING_COLUMNS[category])} * ?, 0)`).join(' + ');
    const totalWeight = RATING_CATEGORIES.map((category) => `(case when ${a.col(RATING_COLUMNS[category])} is null then 0 else ? end)`).join(' + ');
    const weightValues = RATING_CATEGORIES.map((category) => weights[category]);
    // The weighted score out of 10; null when no weighted category is rated.
    const scored = CANDIDATE.and(
      computed<{ weighted: number | null }>(knex.raw(`(${weighted}) / nullif(${totalWeight}, 0) as weighted`, [...weightValues, ...weightValues])),
    );
    const shortlist = a
      .query(this.em)
      .join(c.from, c.col('id'), a.col('company_id'))
      .select(...scored.columns)
      .where(a.col('review_count'), '>', 0)
      .whereIn(c.col('type'), types)
      .as('candidates');
    const rows = await scored.throughSubquery().rows(
      knex
        .from(shortlist)
        .whereNotNull('weighted')
        // numeric rounds half away from zero, as the domain's Math.round does for scores 0-100.
        .orderByRaw('round((weighted * 10)::numeric) desc, review_count desc, name collate "C" asc')
        .limit(count),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      reviewCount: row.review_count,
      averageRatings: averageRatingsOf(row),
    }));
  }

  async summaries(ids: readonly string[]): Promise<MatchedCompanySummary[]> {
    if (ids.length === 0) return [];
    const rows = await c
      .pick('id', 'location', 'description')
      .and(a.pick('rating_counts').nullable())
      .rows(c.query(this.em).leftJoin(a.from, a.col('company_id'), c.col('id')).whereIn(c.col('id'), ids));
    return rows.map((row) => ({
      id: row.id,
      location: row.location,
      description: row.description,
      ratingCounts: ratingCountsOf(row.rating_counts),
    }));
  }
}
