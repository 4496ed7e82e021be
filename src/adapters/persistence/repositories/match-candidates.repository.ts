import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { MatchCandidates, type MatchedCompanySummary } from '../../../domain/matching/match-candidates.port';
import type { MatchCandidate } from '../../../domain/matching/rank-matches';
import { knexOf } from './knex-of';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import type { MatchWeights } from '../../../domain/matching/project-requirements';
import { aggregateOf, averageColumns, RATING_COLUMNS } from './rating-columns';

type Row = Record<string, unknown>;

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
    const weighted = RATING_CATEGORIES.map((c) => `coalesce(a.${RATING_COLUMNS[c]} * ?, 0)`).join(' + ');
    const totalWeight = RATING_CATEGORIES.map((c) => `(case when a.${RATING_COLUMNS[c]} is null then 0 else ? end)`).join(' + ');
    const weightValues = RATING_CATEGORIES.map((c) => weights[c]);
    const rows: Row[] = await knex
      .select('*')
      .from(
        knex('company_rating_aggregates as a')
          .join('companies as c', 'c.id', 'a.company_id')
          .select('c.id', 'c.name', 'c.type', 'a.review_count', ...averageColumns('a'))
          .select(knex.raw(`(${weighted}) / nullif(${totalWeight}, 0) as weighted`, [...weightValues, ...weightValues]))
          .where('a.review_count', '>', 0)
          .whereIn('c.type', types)
          .as('candidates'),
      )
      .whereNotNull('weighted')
      // numeric rounds half away from zero, as the domain's Math.round does for scores 0-100.
      .orderByRaw('round((weighted * 10)::numeric) desc, review_count desc, name collate "C" asc')
      .limit(count);
    return rows.map((row) => ({
      id: row.id as string,
      name: row.name as string,
      type: row.type as CompanyType,
      reviewCount: Number(row.review_count),
      averageRatings: aggregateOf(row).averageRatings,
    }));
  }

  async summaries(ids: readonly string[]): Promise<MatchedCompanySummary[]> {
    if (ids.length === 0) return [];
    const rows: Row[] = await knexOf(this.em)('companies as c')
      .leftJoin('company_rating_aggregates as a', 'a.company_id', 'c.id')
      .select('c.id', 'c.location', 'c.description', 'a.rating_counts')
      .whereIn('c.id', ids);
    return rows.map((row) => ({
      id: row.id as string,
      location: row.location as string,
      description: (row.description as string) ?? null,
      ratingCounts: aggregateOf(row).ratingCounts,
    }));
  }
}
