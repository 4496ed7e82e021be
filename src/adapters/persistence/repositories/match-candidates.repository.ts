import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { MatchCandidates, type MatchedCompanySummary } from '../../../domain/matching/match-candidates.port';
import type { MatchCandidate } from '../../../domain/matching/rank-matches';
import { knexOf } from './knex-of';
import { aggregateColumns, aggregateOf } from './rating-columns';

type Row = Record<string, unknown>;

/**
 * Matching's reads over the stored aggregates: one narrow query for every rated company of the fitting
 * types (ranked in the domain), one for the few shown.
 */
@Injectable()
export class MatchCandidatesRepository extends MatchCandidates {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async rated(types: readonly CompanyType[]): Promise<MatchCandidate[]> {
    if (types.length === 0) return []; // `IN ()` is invalid SQL
    const rows: Row[] = await knexOf(this.em)('company_rating_aggregates as a')
      .join('companies as c', 'c.id', 'a.company_id')
      .select('c.id', 'c.name', 'c.type', 'a.review_count', ...aggregateColumns('a'))
      .where('a.review_count', '>', 0)
      .whereIn('c.type', types);
    return rows.map((row) => ({
      id: row.id as string,
      name: row.name as string,
      type: row.type as CompanyType,
      reviewCount: Number(row.review_count),
      ...aggregateOf(row),
    }));
  }

  async summaries(ids: readonly string[]): Promise<MatchedCompanySummary[]> {
    if (ids.length === 0) return [];
    const rows: Row[] = await knexOf(this.em)('companies').select('id', 'location', 'description').whereIn('id', ids);
    return rows.map((row) => ({ id: row.id as string, location: row.location as string, description: (row.description as string) ?? null }));
  }
}
