import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MatchCandidates, type MatchedCompanySummary } from '../../../domain/matching/match-candidates.port';
import { criterionTests, type FactCondition, type FitCriteria, type FitFact } from '../../../domain/matching/project-fit';
import type { MatchCandidate } from '../../../domain/matching/rank-matches';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { DirectoryListingRecord, factColumn } from '../schemas/directory-listing.schema';
import { tableOf, type RowOfProjection } from '../tables';
import { bitsOf, joinSql, sql, type Sql } from './directory-selection';
import { knexOf } from './knex-of';
import { AVERAGE_COLUMNS, averageRatingsOf, RANK_COLUMN_LIST, rankScoresOfRow, ratingCountsOf } from './rating-columns';

const a = tableOf(CompanyRatingAggregateRecord).as('a');
const c = tableOf(CompanyRecord).as('c');

const l = tableOf(DirectoryListingRecord).as('l');

/** A candidate: its name, type, country and review count (read model), its lists, averages and evidence-weighted averages. */
const CANDIDATE = l
  .pick('company_id', 'name', 'type', 'country', 'review_count')
  .and(c.pick('services', 'therapeutic_areas', 'molecule_types', 'development_phases', 'service_locations'))
  .and(a.pick(...AVERAGE_COLUMNS, ...RANK_COLUMN_LIST));

/** The read model's column of a fact fitting reads: type and country as they are, lists as bits. */
const fitColumn = (fact: FitFact) => (fact === 'type' || fact === 'country' ? fact : factColumn(fact, 'list'));

/** A fit condition on the read model's row `l`: its fact is, or lists, one of the values. */
function holds({ fact, anyOf }: FactCondition): Sql {
  const column = fitColumn(fact);
  if (fact === 'type' || fact === 'country') return sql(`l.${column} = any(?::text[])`, [[...anyOf]]);
  return joinSql([sql(`l.${column} & `), bitsOf(column, anyOf), sql(' <> 0')], '');
}

/**
 * The SQL of the domain's fit rules (criterionTests): per criterion given, a company stays when a match
 * condition holds, or when the fact is not published (an empty list) and the extra condition, if any, holds.
 */
function fitting(criteria: FitCriteria): Sql[] {
  return criterionTests(criteria).map((test) => {
    const unpublished: Sql[] = [sql(`l.${fitColumn(test.unknownWhenUnlisted)} = 0`)];
    if (test.unknownAlsoNeeds) unpublished.push(holds(test.unknownAlsoNeeds));
    return joinSql([sql('('), joinSql([...test.matchWhen.map(holds), joinSql([sql('('), joinSql(unpublished, ' and '), sql(')')], '')], ' or '), sql(')')], '');
  });
}

/** The statement of the candidates for a project: every listed, reviewed company no fit rule leaves out. */
export function candidatesStatement(criteria: FitCriteria): Sql {
  return joinSql(
    [
      sql(`select ${CANDIDATE.columns.join(', ')} from ${l.from} join ${a.from} on ${a.col('company_id')} = ${l.col('company_id')} join ${c.from} on ${c.col('id')} = ${l.col('company_id')} where `),
      joinSql([sql('l.listed and l.review_count >= 1'), ...fitting(criteria)], ' and '),
    ],
    '',
  );
}

/**
 * Matching's reads: the candidates (every listed company with an approved review that no fit rule leaves out)
 * from the read model in one statement, with their facts and averages; the domain ranks them (rankMatches).
 */
@Injectable()
export class MatchCandidatesRepository extends MatchCandidates {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async candidates(criteria: FitCriteria): Promise<MatchCandidate[]> {
    const statement = candidatesStatement(criteria);
    const { rows } = await knexOf(this.em).raw(statement.sql, statement.bindings);
    return (rows as RowOfProjection<typeof CANDIDATE>[]).map((row) => ({
      id: row.company_id,
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
