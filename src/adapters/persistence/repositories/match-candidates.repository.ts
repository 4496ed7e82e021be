import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MatchCandidates, type MatchedCompany } from '../../../domain/matching/match-candidates.port';
import { criterionTests, type FactCondition, type FitCriteria, type FitFact } from '../../../domain/matching/project-fit';
import type { RankableCandidate } from '../../../domain/matching/rank-matches';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { DirectoryListingRecord, factColumn } from '../schemas/directory-listing.schema';
import { tableOf, type RowOfProjection } from '../tables';
import { bitsOf, joinSql, sql, type Sql } from './directory-selection';
import { knexOf } from './knex-of';
import { AVERAGE_COLUMNS, averageRatingsOf, RANK_COLUMN_LIST, RANK_COLUMNS, rankScoresOfRow, ratingCountsOf } from './rating-columns';

const a = tableOf(CompanyRatingAggregateRecord).as('a');
const c = tableOf(CompanyRecord).as('c');
const l = tableOf(DirectoryListingRecord).as('l');

/** What ranking reads of a candidate, all from the read model: no list, no text beyond the name. */
const RANKABLE = l.pick('company_id', 'name', 'review_count', ...RATING_CATEGORIES.map((category) => RANK_COLUMNS[category]));

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

/**
 * The statement of the candidates for a project: every listed, reviewed company no fit rule leaves out, with how
 * many criteria it meets and its evidence-weighted averages, from the read model alone.
 */
export function candidatesStatement(criteria: FitCriteria): Sql {
  const rules = fitRules(criteria);
  const criteriaMet = rules.length === 0 ? sql('0') : joinSql(rules.map(({ met }) => joinSql([sql('('), met, sql(')::int')], '')), ' + ');
  return joinSql(
    [
      sql(`select ${RANKABLE.columns.join(', ')}, `),
      criteriaMet,
      sql(` as criteria_met from ${l.from} where `),
      joinSql([sql('l.listed and l.review_count >= 1'), ...rules.map(({ stays }) => stays)], ' and '),
    ],
    '',
  );
}

/**
 * Matching's reads: the candidates (candidatesStatement) for the domain to rank, then the facts, averages and
 * summary of the few it shows.
 */
@Injectable()
export class MatchCandidatesRepository extends MatchCandidates {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async candidates(criteria: FitCriteria): Promise<RankableCandidate[]> {
    const statement = candidatesStatement(criteria);
    const { rows } = await knexOf(this.em).raw(statement.sql, statement.bindings);
    return (rows as (RowOfProjection<typeof RANKABLE> & { criteria_met: number })[]).map((row) => ({
      id: row.company_id,
      name: row.name,
      reviewCount: row.review_count,
      criteriaMet: Number(row.criteria_met),
      rankScores: { ...rankScoresOfRow({ ...row, rank_overall: null }) },
    }));
  }

  async details(ids: readonly string[]): Promise<MatchedCompany[]> {
    if (ids.length === 0) return [];
    const rows = await DETAILS.rows(c.query(this.em).join(a.from, a.col('company_id'), c.col('id')).whereIn(c.col('id'), ids));
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
      reviewCount: row.review_count,
      averageRatings: averageRatingsOf(row),
      rankScores: rankScoresOfRow(row),
      ratingCounts: ratingCountsOf(row.rating_counts),
      userReviewCount: row.user_review_count ?? 0,
      rankScore: row.rank_overall,
    }));
  }
}
