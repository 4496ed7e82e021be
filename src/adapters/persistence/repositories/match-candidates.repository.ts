import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MatchCandidates, type MatchedCompanySummary } from '../../../domain/matching/match-candidates.port';
import type { MatchCandidate, MatchRequest } from '../../../domain/matching/rank-matches';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { DirectoryIndexProvider } from '../directory-index/directory-index.provider';
import { matchShortlist } from '../directory-index/match-shortlist';
import { tableOf } from '../tables';
import { AVERAGE_COLUMNS, averageRatingsOf, RANK_COLUMN_LIST, rankScoresOfRow, ratingCountsOf } from './rating-columns';

const a = tableOf(CompanyRatingAggregateRecord).as('a');
const c = tableOf(CompanyRecord).as('c');

/** A shortlisted candidate: the facts fitting reads, its review count, averages and evidence-weighted averages. */
const CANDIDATE = c
  .pick('id', 'name', 'type', 'country', 'services', 'therapeutic_areas', 'molecule_types', 'development_phases', 'service_locations')
  .and(a.pick('review_count', ...AVERAGE_COLUMNS, ...RANK_COLUMN_LIST));

/**
 * Matching's reads over the stored aggregates: the shortlist judged over this instance's directory index by the
 * domain's fit and ranking rules (match-shortlist.ts), its candidates' facts and averages by id, and the
 * details of the few shown.
 */
@Injectable()
export class MatchCandidatesRepository extends MatchCandidates {
  constructor(
    private readonly em: EntityManager,
    private readonly indexes: DirectoryIndexProvider,
  ) {
    super();
  }

  async shortlist(request: MatchRequest, count: number): Promise<MatchCandidate[]> {
    const index = await this.indexes.committed();
    const ids = matchShortlist(index, request, count);
    if (ids.length === 0) return [];
    const found = await CANDIDATE.rows(a.query(this.em).join(c.from, c.col('id'), a.col('company_id')).whereIn(c.col('id'), ids));
    const byId = new Map(found.map((row) => [row.id, row]));
    // In the shortlist's order; a company deleted since the index was read is left out.
    const rows = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      country: row.country,
      services: row.services,
      therapeuticAreas: row.therapeutic_areas,
      moleculeTypes: row.molecule_types,
      developmentPhases: row.development_phases,
      serviceLocations: row.service_locations,
      reviewCount: row.review_count,
      averageRatings: averageRatingsOf(row),
      rankScores: rankScoresOfRow(row),
    }));
  }

  async summaries(ids: readonly string[]): Promise<MatchedCompanySummary[]> {
    if (ids.length === 0) return [];
    const rows = await c
      .pick('id', 'location', 'description')
      .and(a.pick('rating_counts', 'rank_overall', 'user_review_count').nullable())
      .rows(c.query(this.em).leftJoin(a.from, a.col('company_id'), c.col('id')).whereIn(c.col('id'), ids));
    return rows.map((row) => ({
      id: row.id,
      location: row.location,
      description: row.description,
      ratingCounts: ratingCountsOf(row.rating_counts),
      userReviewCount: row.user_review_count ?? 0,
      rankScore: row.rank_overall,
    }));
  }
}
