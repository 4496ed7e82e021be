import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EvidenceStanding, PoolStanding } from '../../../domain/matching/evidence-score';
import { MatchCandidates, type AssessedCandidate, type MatchedCompany } from '../../../domain/matching/match-candidates.port';
import { criterionTests, type FactCondition, type FitCriteria, type FitFact } from '../../../domain/matching/project-fit';
import type { RankableCandidate } from '../../../domain/matching/rank-matches';
import { SCORED_DIMENSIONS, type ScoredDimension } from '../../../domain/reviews/rank-score';
import { RATING_CATEGORIES, type RatingCategory } from '../../../domain/reviews/rating-categories';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { DirectoryListingRecord, factColumn } from '../schemas/directory-listing.schema';
import { tableOf, type RowOfProjection } from '../tables';
import { bitsOf, joinSql, sql, type Sql } from './directory-selection';
import { publicCategoryRank } from './directory-order';
import { knexOf } from './knex-of';
import { isUuid } from './uuid';
import { AVERAGE_COLUMNS, averageRatingsOf, RANK_COLUMN_LIST, RANK_COLUMNS, rankScoresOfRow, ratingCountsOf } from './rating-columns';

const a = tableOf(CompanyRatingAggregateRecord).as('a');
const c = tableOf(CompanyRecord).as('c');
const l = tableOf(DirectoryListingRecord).as('l');

/** A company's facts, averages and summary, for the few matches shown. */
const DETAILS = c
  .pick('id', 'name', 'type', 'country', 'location', 'description', 'services', 'therapeutic_areas', 'molecule_types', 'development_phases', 'service_locations')
  .and(a.pick('review_count', 'user_review_count', 'rating_counts', ...AVERAGE_COLUMNS, ...RANK_COLUMN_LIST));

/** The read model's column of a fact fitting reads: type and country as they are, lists as bits. */
const fitColumn = (fact: FitFact) => (fact === 'type' || fact === 'country' ? fact : factColumn(fact, 'list'));

/** A fit condition on the read model's row `l`: its fact is, or lists, one of the values. */
function holds({ fact, anyOf }: FactCondition): Sql {
  const column = fitColumn(fact);
  if (fact === 'type' || fact === 'country') return sql(`l.${column} = any(?::text[])`, [[...anyOf]]);
  return joinSql([sql(`l.${column} & `), bitsOf(column, anyOf), sql(' <> 0')], '');
}

/**
 * The domain's fit rules (criterionTests) in SQL: per criterion given, whether it is met (a match condition
 * holds) and whether the company stays (met, or the fact is not published, an empty list, and the extra
 * condition, if any, holds).
 */
function fitRules(criteria: FitCriteria): { met: Sql; stays: Sql }[] {
  return criterionTests(criteria).map((test) => {
    const met = joinSql([sql('('), joinSql(test.matchWhen.map(holds), ' or '), sql(')')], '');
    const unpublished = [sql(`l.${fitColumn(test.unknownWhenUnlisted)} = 0`), ...(test.unknownAlsoNeeds ? [holds(test.unknownAlsoNeeds)] : [])];
    return { met, stays: joinSql([sql('('), met, sql(' or ('), joinSql(unpublished, ' and '), sql('))')], '') };
  });
}

/** A pool's short name in the statement's columns: `o` for the overall, the rank column's category for the others. */
const POOL = Object.fromEntries(SCORED_DIMENSIONS.map((dimension) => [dimension, RANK_COLUMNS[dimension].slice('rank_'.length)])) as Record<ScoredDimension, string>;

/**
 * The value a company brings to a pool, as a column of the listings `l`: its evidence-weighted overall where it has
 * reviews; a category's where its category values are public (at or over the anonymity threshold), else null.
 */
function poolValue(dimension: ScoredDimension): string {
  return dimension === 'overall' ? `(case when l.review_count > 0 then l.${RANK_COLUMNS.overall} end)` : publicCategoryRank(dimension);
}

/**
 * The statement of the candidates for a project, from the read model alone: every listed company's fit (how many
 * criteria it meets, whether it stays: the domain's fit rules) and, per pool (the overall and each category), its
 * place among all listed companies with a value there: `n_<pool>` (companies with a value), `below_<pool>` (with a
 * lower value) and `equal_<pool>` (others with the same value), null where it has no value. One window per pool
 * (`rank()` and a running count over the same order); the percentile is the domain's (evidence-score.ts). With
 * `companyId`, that one company, whether it stays or not; without it, the companies that stay.
 */
export function candidatesStatement(criteria: FitCriteria, companyId?: string): Sql {
  const rules = fitRules(criteria);
  const criteriaMet = rules.length === 0 ? sql('0') : joinSql(rules.map(({ met }) => joinSql([sql('('), met, sql(')::int')], '')), ' + ');
  const stays = rules.length === 0 ? sql('true') : joinSql(rules.map(({ stays }) => stays), ' and ');
  const values = SCORED_DIMENSIONS.map((dimension) => `${poolValue(dimension)} as v_${POOL[dimension]}`).join(', ');
  const standings = SCORED_DIMENSIONS.map((dimension) => {
    const pool = POOL[dimension];
    return (
      `count(v_${pool}) over ()::int as n_${pool}, ` +
      `case when v_${pool} is not null then (rank() over w_${pool} - 1)::int end as below_${pool}, ` +
      `case when v_${pool} is not null then (count(*) over w_${pool} - rank() over w_${pool})::int end as equal_${pool}`
    );
  }).join(', ');
  const windows = SCORED_DIMENSIONS.map((dimension) => `w_${POOL[dimension]} as (order by v_${POOL[dimension]})`).join(', ');
  return joinSql(
    [
      sql(`select * from (select company_id, name, review_count, criteria_met, stays, ${standings} from (select l.company_id, l.name, l.review_count, `),
      criteriaMet,
      sql(' as criteria_met, '),
      stays,
      sql(` as stays, ${values} from ${l.from} where l.listed) pools window ${windows}) standings where `),
      companyId === undefined ? sql('stays') : sql('company_id = ?', [companyId]),
    ],
    '',
  );
}

/** A row of candidatesStatement. */
type StandingRow = { company_id: string; name: string; review_count: number; criteria_met: number; stays: boolean } & Record<string, number | null>;

/** A pool standing of a row; null where the company has no value in that pool. */
function standingIn(row: StandingRow, dimension: ScoredDimension): PoolStanding | null {
  const pool = POOL[dimension];
  const below = row[`below_${pool}`];
  if (below === null || below === undefined) return null;
  return { below, equal: row[`equal_${pool}`] as number, size: row[`n_${pool}`] as number };
}

/** A candidate of a row: what ranking reads. */
function candidateOf(row: StandingRow): AssessedCandidate {
  const standing: EvidenceStanding = {
    overall: standingIn(row, 'overall'),
    categories: Object.fromEntries(RATING_CATEGORIES.map((category) => [category, standingIn(row, category)])) as Record<RatingCategory, PoolStanding | null>,
  };
  return { id: row.company_id, name: row.name, reviewCount: row.review_count, criteriaMet: row.criteria_met, standing, fits: row.stays };
}

/**
 * Matching's reads: the candidates and their standings (candidatesStatement) for the domain to score and rank, then
 * the facts, averages and summary of the few it shows.
 */
@Injectable()
export class MatchCandidatesRepository extends MatchCandidates {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async candidates(criteria: FitCriteria): Promise<RankableCandidate[]> {
    const statement = candidatesStatement(criteria);
    const { rows } = await knexOf(this.em).raw(statement.sql, statement.bindings);
    return (rows as StandingRow[]).map(candidateOf);
  }

  async assess(criteria: FitCriteria, companyId: string): Promise<AssessedCandidate | null> {
    if (!isUuid(companyId)) return null;
    const statement = candidatesStatement(criteria, companyId);
    const { rows } = await knexOf(this.em).raw(statement.sql, statement.bindings);
    return rows.length === 0 ? null : candidateOf(rows[0] as StandingRow);
  }

  async details(ids: readonly string[]): Promise<MatchedCompany[]> {
    if (ids.length === 0) return [];
    const rows = await DETAILS.rows(c.query(this.em).leftJoin(a.from, a.col('company_id'), c.col('id')).whereIn(c.col('id'), ids));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      country: row.country,
      location: row.location,
      description: row.description,
      services: row.services,
      therapeuticAreas: row.therapeutic_areas,
      moleculeTypes: row.molecule_types,
      developmentPhases: row.development_phases,
      serviceLocations: row.service_locations,
      reviewCount: row.review_count ?? 0,
      averageRatings: averageRatingsOf(row),
      rankScores: rankScoresOfRow(row),
      ratingCounts: ratingCountsOf(row.rating_counts),
      userReviewCount: row.user_review_count ?? 0,
      rankScore: row.rank_overall,
    }));
  }
}
