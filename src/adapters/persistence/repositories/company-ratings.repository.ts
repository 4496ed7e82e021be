import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompanyRatings } from '../../../domain/reviews/company-ratings.port';
import type { CompanyRatingAggregate } from '../../../domain/reviews/rating-aggregation';
import { SCORED_DIMENSIONS, type PlatformMeans } from '../../../domain/reviews/rank-score';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { PlatformRatingMeansRecord } from '../schemas/platform-rating-means.schema';
import { columnName, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { RANK_COLUMNS } from './rating-columns';

const aggregates = tableOf(CompanyRatingAggregateRecord);
const meansTable = tableOf(PlatformRatingMeansRecord);

/** Each dimension's average column, rank column and the key of its count in `rating_counts` (the domain's names). */
const DIMENSIONS = SCORED_DIMENSIONS.map((dimension) => ({ average: columnName(dimension), rank: RANK_COLUMNS[dimension], countKey: dimension }));

/** How many ratings `rating_counts` (of the row aliased `alias`) records for a dimension; 0 when absent. */
const countOf = (alias: string, key: string) => `coalesce((${alias}.rating_counts->>'${key}')::int, 0)`;

/**
 * Each dimension's platform mean from every aggregate: Σ avg·n / Σ n, the mean over all approved ratings
 * (platformMeansOf in the domain).
 */
const CURRENT_MEANS_SQL = `select ${DIMENSIONS.map(
  ({ average, countKey }) =>
    `sum(g.${average} * ${countOf('g', countKey)}) filter (where g.${average} is not null) / ` +
    `nullif(sum(${countOf('g', countKey)}) filter (where g.${average} is not null), 0) as ${average}`,
).join(', ')} from ${aggregates.name} g`;

/**
 * `(C·m + n·avg) / (C + n)` of every dimension (rankScoresOf), with C and each m a number from the domain written
 * into the SQL as a literal; null where the company has no rating or the platform no mean.
 */
function rankAssignments(priorWeight: number, means: PlatformMeans): string {
  const literal = (value: number) => {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  };
  const c = literal(priorWeight);
  return DIMENSIONS.map(({ average, rank, countKey }, i) => {
    const m = means[SCORED_DIMENSIONS[i]];
    const n = countOf('a', countKey);
    return m === null
      ? `${rank} = null`
      : `${rank} = case when a.${average} is null or ${n} = 0 then null else (${c} * ${literal(m)} + ${n} * a.${average}) / (${c} + ${n}) end`;
  }).join(', ');
}

/** Keeps company_rating_aggregates, their rank scores and the platform means (platform_rating_means) up to date. */
@Injectable()
export class CompanyRatingsRepository extends CompanyRatings {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockCompanies(companyIds: readonly string[]): Promise<void> {
    if (companyIds.length === 0) return;
    // Transaction-scoped: outside a transaction (seeding) they are released at once, which is harmless there. The
    // locks are taken row by row in the array's order, which `with ordinality` and its order by keep.
    await knexOf(this.em).raw(
      "select pg_advisory_xact_lock(hashtext('company-ratings:' || id)) from unnest(?::text[]) with ordinality as locked(id, position) order by position",
      [[...companyIds]],
    );
  }

  async saveAll(byCompany: ReadonlyMap<string, CompanyRatingAggregate>): Promise<void> {
    if (byCompany.size === 0) return;
    const updatedAt = new Date();
    const rows = [...byCompany].map(([companyId, aggregate]) =>
      aggregates.values({
        company_id: companyId,
        review_count: aggregate.reviewCount,
        user_review_count: aggregate.userReviewCount,
        last_review_date: aggregate.lastReviewDate,
        // The averages are keyed like the entity's properties (overall and the rating categories).
        ...aggregates.ofProperties(aggregate.averageRatings),
        rating_counts: aggregate.ratingCounts,
        rating_distributions: aggregate.ratingDistributions,
        would_recommend_yes: aggregate.recommendations.yes,
        would_recommend_answers: aggregate.recommendations.answers,
        updated_at: updatedAt,
      }),
    );
    await aggregates.query(this.em).insert(rows).onConflict(aggregates.col('company_id')).merge();
  }

  async lockScores(): Promise<void> {
    await knexOf(this.em).raw('select pg_advisory_xact_lock(hashtext(?))', ['platform-ratings']);
  }

  async currentPlatformMeans(): Promise<PlatformMeans> {
    const { rows } = await knexOf(this.em).raw(CURRENT_MEANS_SQL);
    return meansOfRow(rows[0]);
  }

  async storeRankScores(priorWeight: number, means: PlatformMeans, companies: readonly string[] | 'all'): Promise<void> {
    const knex = knexOf(this.em);
    if (companies === 'all') {
      await meansTable
        .query(this.em)
        .insert(meansTable.values({ id: 1, ...meansTable.ofProperties(means), updated_at: new Date() }))
        .onConflict(meansTable.col('id'))
        .merge();
      // Only rows that have or had a score: companies without reviews keep their nulls untouched.
      await knex.raw(`update ${aggregates.name} a set ${rankAssignments(priorWeight, means)} where a.review_count > 0 or a.${RANK_COLUMNS.overall} is not null`);
    } else if (companies.length > 0) {
      await knex.raw(`update ${aggregates.name} a set ${rankAssignments(priorWeight, means)} where a.company_id = any(?::uuid[])`, [[...companies]]);
    }
  }

  async platformMeans(): Promise<PlatformMeans> {
    return meansOfRow(await meansTable.pick(...DIMENSIONS.map((d) => d.average)).first(meansTable.query(this.em)));
  }
}

/** Platform means from a row keyed by the dimensions' columns (absent row: all null). */
function meansOfRow(row: Partial<Record<(typeof DIMENSIONS)[number]['average'], number | string | null>> | undefined): PlatformMeans {
  return Object.fromEntries(
    DIMENSIONS.map((d, i) => {
      const value = row?.[d.average];
      return [SCORED_DIMENSIONS[i], value == null ? null : Number(value)];
    }),
  ) as PlatformMeans;
}
