import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MatchCandidates, type MatchedCompanySummary } from '../../../domain/matching/match-candidates.port';
import { PROJECT_TYPE_SERVICES } from '../../../domain/matching/project-fit';
import { PROJECT_TYPE_FIT } from '../../../domain/matching/project-requirements';
import type { MatchCandidate, MatchRequest } from '../../../domain/matching/rank-matches';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { AVERAGE_COLUMNS, averageRatingsOf, RANK_COLUMN_LIST, RANK_COLUMNS, rankScoresOfRow, ratingCountsOf } from './rating-columns';

const a = tableOf(CompanyRatingAggregateRecord).as('a');
const c = tableOf(CompanyRecord).as('c');

/** A shortlisted candidate: the facts fitting reads, its review count, averages and evidence-weighted averages. */
const CANDIDATE = c
  .pick('id', 'name', 'type', 'country', 'services', 'therapeutic_areas', 'molecule_types', 'development_phases', 'service_locations')
  .and(a.pick('review_count', ...AVERAGE_COLUMNS, ...RANK_COLUMN_LIST));

/** SQL and bindings of one fit criterion: when it is not contradicted, and when it is met (projectFit's rules). */
interface FitSql {
  allowed: string;
  met: string;
  bindings: { allowed: Knex.RawBinding[]; met: Knex.RawBinding[] };
}

/** A list criterion (area, modality, phase): met when listed, unknown when nothing is listed, else contradicted. */
function listFit(column: 'therapeutic_areas' | 'molecule_types' | 'development_phases', value: string): FitSql {
  return {
    allowed: `(cardinality(${c.col(column)}) = 0 or ? = any(${c.col(column)}))`,
    met: `(? = any(${c.col(column)}))`,
    bindings: { allowed: [value], met: [value] },
  };
}

/** The fit criteria of a request in SQL, mirroring projectFit (src/domain/matching/project-fit.ts). */
function fitSql(request: MatchRequest): FitSql[] {
  const services = PROJECT_TYPE_SERVICES[request.projectType];
  const fits: FitSql[] = [
    {
      // Listed services decide; without any, the company type does (and is at best unknown).
      allowed: `((cardinality(${c.col('services')}) > 0 and ${c.col('services')} && ?::text[]) or (cardinality(${c.col('services')}) = 0 and ${c.col('type')} = any(?::text[])))`,
      met: `(${c.col('services')} && ?::text[])`,
      bindings: { allowed: [[...services], [...PROJECT_TYPE_FIT[request.projectType]]], met: [[...services]] },
    },
  ];
  if (request.therapeuticArea) fits.push(listFit('therapeutic_areas', request.therapeuticArea));
  if (request.geography) {
    // `regions` holds the regions of the HQ country and of the service locations (regionsOf).
    fits.push({
      allowed: `(? = any(${c.col('regions')}) or cardinality(${c.col('service_locations')}) = 0)`,
      met: `(? = any(${c.col('regions')}))`,
      bindings: { allowed: [request.geography], met: [request.geography] },
    });
  }
  if (request.moleculeType) fits.push(listFit('molecule_types', request.moleculeType));
  if (request.developmentPhase) fits.push(listFit('development_phases', request.developmentPhase));
  return fits;
}

/**
 * Matching's reads over the stored aggregates: one query for the shortlist, fitted and pre-ranked by the
 * database (the domain fits and ranks it again), one for the details of the few shown.
 */
@Injectable()
export class MatchCandidatesRepository extends MatchCandidates {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async shortlist(request: MatchRequest, count: number): Promise<MatchCandidate[]> {
    const knex = knexOf(this.em);
    const weights = RATING_CATEGORIES.map((category) => request.weights[category]);
    // The match score's weighted mean of DECISIONS §12 over the evidence-weighted averages: Σ wᵢ·adjᵢ / Σ wᵢ
    // over the rated categories, out of 10; null when no weighted category is rated.
    const weighted = RATING_CATEGORIES.map((category) => `coalesce(${a.col(RANK_COLUMNS[category])} * ?, 0)`).join(' + ');
    const totalWeight = RATING_CATEGORIES.map((category) => `(case when ${a.col(RANK_COLUMNS[category])} is null then 0 else ? end)`).join(' + ');
    const fits = fitSql(request);
    const scored = CANDIDATE.and(
      computed<{ adjusted: number | null; fits_met: number }>(
        knex.raw(`(${weighted}) / nullif(${totalWeight}, 0) as adjusted, (${fits.map((fit) => `${fit.met}::int`).join(' + ')}) as fits_met`, [
          ...weights,
          ...weights,
          ...fits.flatMap((fit) => fit.bindings.met),
        ]),
      ),
    );
    const candidates = a.query(this.em).join(c.from, c.col('id'), a.col('company_id')).select(...scored.columns).where(a.col('review_count'), '>', 0).whereNull(c.col('unlisted_at'));
    for (const fit of fits) candidates.whereRaw(fit.allowed, fit.bindings.allowed);
    const rows = await scored.throughSubquery().rows(
      knex
        .from(candidates.as('candidates'))
        .whereNotNull('adjusted')
        // numeric rounds half away from zero, as the domain's Math.round does for scores 0-100.
        .orderByRaw('fits_met desc, round((adjusted * 10)::numeric) desc, review_count desc, name collate "C" asc')
        .limit(count),
    );
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
      .and(a.pick('rating_counts', 'rank_overall').nullable())
      .rows(c.query(this.em).leftJoin(a.from, a.col('company_id'), c.col('id')).whereIn(c.col('id'), ids));
    return rows.map((row) => ({
      id: row.id,
      location: row.location,
      description: row.description,
      ratingCounts: ratingCountsOf(row.rating_counts),
      rankScore: row.rank_overall,
    }));
  }
}
