import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EvidenceStanding, PoolStanding } from '../../../domain/matching/evidence-score';
import { MatchCandidates, type AssessedCandidate, type MatchedCompany } from '../../../domain/matching/match-candidates.port';
import { NO_EVIDENCE } from '../../../domain/matching/evidence-score';
import { MATCH_APPEARANCE_DEPTH } from '../../../domain/insights/insight-kinds';
import { criteriaGiven, criterionTests, type FactCondition, type FitCriteria, type FitFact } from '../../../domain/matching/project-fit';
import type { MatchRequest, RankableCandidate } from '../../../domain/matching/rank-matches';
import { SCORED_DIMENSIONS, type ScoredDimension } from '../../../domain/reviews/rank-score';
import { RATING_CATEGORIES, type RatingCategory } from '../../../domain/reviews/rating-categories';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { DirectoryListingRecord, factColumn } from '../schemas/directory-listing.schema';
import { EvidencePoolsStateRecord, EvidenceStandingRecord } from '../schemas/evidence-standing.schema';
import { tableOf } from '../tables';
import { bitsOf, joinSql, sql, type Sql } from './directory-selection';
import { publicCategoryRank } from './directory-order';
import { knexOf } from './knex-of';
import { isUuid } from './uuid';
import { AVERAGE_COLUMNS, averageRatingsOf, RANK_COLUMN_LIST, RANK_COLUMNS, rankScoresOfRow, ratingCountsOf } from './rating-columns';

const a = tableOf(CompanyRatingAggregateRecord).as('a');
const c = tableOf(CompanyRecord).as('c');
const l = tableOf(DirectoryListingRecord).as('l');
const standings = tableOf(EvidenceStandingRecord);
const state = tableOf(EvidencePoolsStateRecord);

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

/** `Math.round` of a non-negative double in SQL: floor(x + 0.5), as JavaScript rounds. */
const roundSql = (expression: string) => `floor((${expression}) + 0.5)`;

/** A pool's percentile (evidence-score.ts `percentile`) in SQL, from its standing columns; null outside the pool. */
function percentileSql(pool: string): string {
  return `(case when below_${pool} is null then null when n_${pool} <= 1 then 50::float8 else (100::float8 * (below_${pool} + 0.5::float8 * equal_${pool})) / (n_${pool} - 1) end)`;
}

/**
 * The domain's scores (fitScore, evidenceOf, matchScoreOf) in SQL over the standing columns, term for term in the
 * same order, in double precision, so that the database orders candidates exactly as the domain scores them.
 */
function scoreColumns(request: MatchRequest): string {
  const given = criteriaGiven(request);
  const fit = given <= 0 ? '100::float8' : roundSql(`(100::float8 * (criteria_met + 0.5::float8 * (${given} - criteria_met))) / ${given}`);
  const weighted = RATING_CATEGORIES.reduce(
    (sum, category) => `(${sum} + coalesce(${request.weights[category]}::float8 * ${percentileSql(POOL[category])}, 0))`,
    '0::float8',
  );
  const total = RATING_CATEGORIES.reduce((sum, category) => `(${sum} + (case when below_${POOL[category]} is null then 0 else ${request.weights[category]} end))`, '0');
  const evidence = `(case when ${total} > 0 then ${roundSql(`${weighted} / ${total}`)} when below_${POOL.overall} is not null then ${roundSql(percentileSql(POOL.overall))} end)`;
  const match = roundSql(`fit_score * (0.5::float8 + (0.5::float8 * coalesce(evidence_score, ${NO_EVIDENCE})) / 100)`);
  return `select *, ${match} as match_score from (select *, ${fit} as fit_score, ${evidence} as evidence_score from standings) scores`;
}

/** The read model's count of the company's confirmed FDA warning letters (within the regulatory record's coverage). */
const LETTER_COUNT = factColumn('fdaWarningLetterCount', 'value');

/** The order of matches (compareMatchRank) in SQL. */
const MATCH_ORDER = 'match_score desc, review_count desc, name collate "C"';

/** The standing columns of every pool, in `evidence_standings`' order. */
const STANDING_COLUMNS = SCORED_DIMENSIONS.flatMap((dimension) => [`below_${POOL[dimension]}`, `equal_${POOL[dimension]}`, `n_${POOL[dimension]}`]);

/**
 * The statement that recomputes `evidence_standings`: every listed company's value in each pool (the overall and each
 * category), placed among the others by one narrow window per pool (`below`, `equal`, `n`; the percentile itself is
 * the domain's, evidence-score.ts).
 */
export function standingsRefreshStatement(): string {
  const values = SCORED_DIMENSIONS.map((dimension) => `${poolValue(dimension)} as v_${POOL[dimension]}`).join(', ');
  const placed = SCORED_DIMENSIONS.map((dimension) => {
    const pool = POOL[dimension];
    return (
      `, s_${pool} as (select company_id, (rank() over w - 1)::int as below_${pool}, (count(*) over w - rank() over w)::int as equal_${pool}, ` +
      `(count(*) over ())::int as n_${pool} from pools where v_${pool} is not null window w as (order by v_${pool}))`
    );
  }).join('');
  const joins = SCORED_DIMENSIONS.map((dimension) => ` left join s_${POOL[dimension]} using (company_id)`).join('');
  return (
    `insert into ${standings.name} (company_id, ${STANDING_COLUMNS.join(', ')}) ` +
    `with pools as materialized (select l.company_id, ${values} from ${l.from} where l.listed)${placed} ` +
    `select company_id, ${STANDING_COLUMNS.join(', ')} from pools${joins}`
  );
}

/**
 * The statement of the candidates for a project, from the read model and the kept standings: every listed company's
 * fit (how many criteria it meets, whether it stays: the domain's fit rules and, when the buyer asks, no confirmed
 * FDA warning letter) and its standings, scored by the
 * domain's formulas (scoreColumns) and ordered as the domain orders matches. Without `companyId`: the first `limit`
 * companies that stay. With it: that one company, whether it stays or not, with `place`, how many candidates rank
 * before it.
 */
export function candidatesStatement(request: MatchRequest, options: { limit?: number; companyId?: string } = {}): Sql {
  const rules = fitRules(request);
  const criteriaMet =
    rules.length === 0
      ? sql('0')
      : joinSql(
          rules.map(({ met }) => joinSql([sql('('), met, sql(')::int')], '')),
          ' + ',
        );
  // A company stays when no criterion rules it out and, when the buyer asks, it has no confirmed warning letter.
  const conditions = [...rules.map(({ stays }) => stays), ...(request.excludeFdaWarningLetters ? [sql(`l.${LETTER_COUNT} = 0`)] : [])];
  const stays = conditions.length === 0 ? sql('true') : joinSql(conditions, ' and ');
  const standingColumns = STANDING_COLUMNS.map((column) => `s.${column}`).join(', ');
  const head = joinSql(
    [
      sql('with standings as (select l.company_id, l.name, l.review_count, '),
      criteriaMet,
      sql(' as criteria_met, '),
      stays,
      sql(` as stays, ${standingColumns} from ${l.from} left join ${standings.name} s on s.company_id = l.company_id where l.listed`),
      options.companyId === undefined ? joinSql([sql(' and '), stays], '') : sql(''),
      sql(`), scored as (${scoreColumns(request)})`),
    ],
    '',
  );
  if (options.companyId === undefined) {
    return joinSql([head, sql(` select * from scored order by ${MATCH_ORDER} limit ?`, [options.limit ?? MATCH_APPEARANCE_DEPTH])], '');
  }
  return joinSql(
    [
      head,
      sql(
        ' select me.*, (select count(*)::int from scored other where other.stays and (other.match_score > me.match_score or (other.match_score = me.match_score and ' +
          '(other.review_count > me.review_count or (other.review_count = me.review_count and other.name collate "C" < me.name collate "C"))))) as place ' +
          'from scored me where me.company_id = ?',
        [options.companyId],
      ),
    ],
    '',
  );
}

/** A row of candidatesStatement. */
type StandingRow = { company_id: string; name: string; review_count: number; criteria_met: number; stays: boolean; place?: number } & Record<string, number | null>;

/** A pool standing of a row; null where the company has no value in that pool. */
function standingIn(row: StandingRow, dimension: ScoredDimension): PoolStanding | null {
  const pool = POOL[dimension];
  const below = row[`below_${pool}`];
  if (below === null || below === undefined) return null;
  return { below, equal: row[`equal_${pool}`] as number, size: row[`n_${pool}`] as number };
}

/** A candidate of a row: what ranking reads. */
function candidateOf(row: StandingRow): RankableCandidate {
  const standing: EvidenceStanding = {
    overall: standingIn(row, 'overall'),
    categories: Object.fromEntries(RATING_CATEGORIES.map((category) => [category, standingIn(row, category)])) as Record<RatingCategory, PoolStanding | null>,
  };
  return { id: row.company_id, name: row.name, reviewCount: row.review_count, criteriaMet: row.criteria_met, standing };
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

  /**
   * Recomputes `evidence_standings` when a write to the listings made them stale, once: concurrent requests wait for
   * the first one's recomputation (an advisory lock held to the end of the transaction) and find them fresh.
   */
  private async freshStandings(): Promise<void> {
    const isStale = async (em: EntityManager) => {
      const [row] = await state.pick('version', 'standings_version').rows(state.query(em).where('id', 1));
      return row && String(row.version) !== String(row.standings_version) ? String(row.version) : null;
    };
    if ((await isStale(this.em)) === null) return;
    await this.em.transactional(async (em) => {
      const knex = knexOf(em);
      await knex.raw('select pg_advisory_xact_lock(hashtext(?))', ['evidence_standings']);
      const version = await isStale(em);
      if (version === null) return;
      await knex.raw(`delete from ${standings.name}`);
      await knex.raw(standingsRefreshStatement());
      await state.query(em).where('id', 1).update({ standings_version: version });
    });
  }

  async candidates(request: MatchRequest, limit: number): Promise<RankableCandidate[]> {
    await this.freshStandings();
    const statement = candidatesStatement(request, { limit });
    const { rows } = await knexOf(this.em).raw(statement.sql, statement.bindings);
    return (rows as StandingRow[]).map(candidateOf);
  }

  async assess(request: MatchRequest, companyId: string): Promise<AssessedCandidate | null> {
    if (!isUuid(companyId)) return null;
    await this.freshStandings();
    const statement = candidatesStatement(request, { companyId });
    const { rows } = await knexOf(this.em).raw(statement.sql, statement.bindings);
    if (rows.length === 0) return null;
    const row = rows[0] as StandingRow;
    return { ...candidateOf(row), fits: row.stays, place: row.stays ? (row.place ?? 0) + 1 : null };
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
