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
const means = tableOf(PlatformRatingMeansRecord);

/** Each dimension's average column, rank column and the key of its count in `rating_counts` (the domain's names). */
const DIMENSIONS = SCORED_DIMENSIONS.map((dimension) => ({ average: columnName(dimension), rank: RANK_COLUMNS[dimension], countKey: dimension }));

/** How many ratings `rating_counts` (of the row aliased `alias`) records for a dimension; 0 when absent. */
const countOf = (alias: string, key: string) => `coalesce((${alias}.rating_counts->>'${key}')::int, 0)`;

/**
 * The rescoring of DECISIONS §12 in one statement: the platform mean of each dimension from every aggregate
 * (Σ avg·n / Σ n, the mean over all approved ratings: platformMeansOf in the domain), stored in
 * platform_rating_means, and with it every company's `(C·m + n·avg) / (C + n)` (rankScoresOf).
 * C is a number from the domain, written into the SQL as a literal.
 */
function rescoreSql(priorWeight: number): string {
  const c = Number(priorWeight);
  if (!Number.isFinite(c) || c < 0) throw new Error(`Invalid prior weight ${priorWeight}`);
  const meanOf = ({ average, countKey }: (typeof DIMENSIONS)[number]) =>
    `sum(g.${average} * ${countOf('g', countKey)}) filter (where g.${average} is not null) / ` +
    `nullif(sum(${countOf('g', countKey)}) filter (where g.${average} is not null), 0) as ${average}`;
  const rankOf = ({ average, rank, countKey }: (typeof DIMENSIONS)[number]) => {
    const n = countOf('a', countKey);
    return `${rank} = case when a.${average} is null or ${n} = 0 or m.${average} is null then null else (${c} * m.${average} + ${n} * a.${average}) / (${c} + ${n}) end`;
  };
  const columns = DIMENSIONS.map((d) => d.average).join(', ');
  return `with m as (select ${DIMENSIONS.map(meanOf).join(', ')} from ${aggregates.name} g),
stored as (
  insert into ${means.name} (id, ${columns}, updated_at) select 1, ${columns}, now() from m
  on conflict (id) do update set ${DIMENSIONS.map((d) => `${d.average} = excluded.${d.average}`).join(', ')}, updated_at = excluded.updated_at
)
update ${aggregates.name} a set ${DIMENSIONS.map(rankOf).join(', ')}
from m
where a.review_count > 0 or a.${RANK_COLUMNS.overall} is not null`;
}

/** Keeps company_rating_aggregates, their rank scores and the platform means (platform_rating_means) up to date. */
@Injectable()
export class CompanyRatingsRepository extends CompanyRatings {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockCompany(companyId: string): Promise<void> {
    // Transaction-scoped: outside a transaction (seeding) it is released at once, which is harmless there.
    await knexOf(this.em).raw('select pg_advisory_xact_lock(hashtext(?))', [`company-ratings:${companyId}`]);
  }

  async save(companyId: string, aggregate: CompanyRatingAggregate): Promise<void> {
    // The averages are keyed like the entity's properties (overall and the rating categories).
    const averages = aggregates.ofProperties(aggregate.averageRatings);
    await aggregates
      .query(this.em)
      .insert(
        aggregates.values({
          company_id: companyId,
          review_count: aggregate.reviewCount,
          last_review_date: aggregate.lastReviewDate,
          ...averages,
          rating_counts: aggregate.ratingCounts,
          rating_distributions: aggregate.ratingDistributions,
          would_recommend_yes: aggregate.recommendations.yes,
          would_recommend_answers: aggregate.recommendations.answers,
          updated_at: new Date(),
        }),
      )
      .onConflict(aggregates.col('company_id'))
      .merge();
  }

  async rescore(priorWeight: number): Promise<PlatformMeans> {
    const knex = knexOf(this.em);
    // One rescoring at a time: two would each rewrite every company's row (and could deadlock doing so).
    await knex.raw('select pg_advisory_xact_lock(hashtext(?))', ['platform-ratings']);
    await knex.raw(rescoreSql(priorWeight));
    return this.platformMeans();
  }

  async platformMeans(): Promise<PlatformMeans> {
    const row = await means.pick('overall', ...DIMENSIONS.filter((d) => d.average !== 'overall').map((d) => d.average)).first(means.query(this.em));
    return Object.fromEntries(DIMENSIONS.map((d, i) => [SCORED_DIMENSIONS[i], row?.[d.average] ?? null])) as PlatformMeans;
  }
}
