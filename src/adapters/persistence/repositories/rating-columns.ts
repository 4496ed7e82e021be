import { RATING_CATEGORIES, type AverageRatings, type RatingCategory, type RatingCounts, type Ratings } from '../../../domain/reviews/rating-categories';
import { SCORED_DIMENSIONS, type ScoredDimension } from '../../../domain/reviews/rank-score';
import type { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import type { ReviewRecord } from '../schemas/review.schema';
import { columnName, type ColumnOf, type Nullable, type RowOf, type SnakeCase, type ValuesOf } from '../tables';

/** A rating category's column: `technicalExpertise` → `technical_expertise`. */
export type RatingColumn = SnakeCase<RatingCategory>;

/**
 * The column of each rating category, derived from its name. The type makes both tables that store
 * ratings (reviews: one rating; company_rating_aggregates: its average) prove they have every one.
 */
export const RATING_COLUMNS: Record<RatingCategory, RatingColumn & ColumnOf<ReviewRecord> & ColumnOf<CompanyRatingAggregateRecord>> = Object.fromEntries(
  RATING_CATEGORIES.map((category) => [category, columnName(category)]),
) as Record<RatingCategory, RatingColumn>;

/** The eight rating columns, in the domain's category order. */
export const RATING_COLUMN_LIST: RatingColumn[] = RATING_CATEGORIES.map((category) => RATING_COLUMNS[category]);

/** The average columns of company_rating_aggregates: `overall` and one per rating category. */
export const AVERAGE_COLUMNS = ['overall', ...RATING_COLUMN_LIST] as const satisfies readonly ColumnOf<CompanyRatingAggregateRecord>[];

/** The aggregate columns {@link aggregateOf} reads: the averages and the rating counts. */
export const AGGREGATE_COLUMNS = [...AVERAGE_COLUMNS, 'rating_counts'] as const satisfies readonly ColumnOf<CompanyRatingAggregateRecord>[];

type AggregateColumns<K extends ColumnOf<CompanyRatingAggregateRecord>> = Nullable<Pick<RowOf<CompanyRatingAggregateRecord>, K>>;

/** The averages (out of 10, null where unrated) of an aggregate row; null throughout for a company without one (LEFT JOIN). */
export function averageRatingsOf(row: AggregateColumns<(typeof AVERAGE_COLUMNS)[number]>): AverageRatings {
  const averages = { overall: row.overall } as AverageRatings;
  for (const category of RATING_CATEGORIES) averages[category] = row[RATING_COLUMNS[category]];
  return averages;
}

/** The rating counts of an aggregate row's `rating_counts`, 0 where a category was never rated. */
export function ratingCountsOf(counts: Partial<RatingCounts> | null): RatingCounts {
  const ratingCounts = { overall: counts?.overall ?? 0 } as RatingCounts;
  for (const category of RATING_CATEGORIES) ratingCounts[category] = counts?.[category] ?? 0;
  return ratingCounts;
}

/** The averages and rating counts of an aggregate row selected with {@link AGGREGATE_COLUMNS}. */
export function aggregateOf(row: AggregateColumns<(typeof AGGREGATE_COLUMNS)[number]>): { averageRatings: AverageRatings; ratingCounts: RatingCounts } {
  return { averageRatings: averageRatingsOf(row), ratingCounts: ratingCountsOf(row.rating_counts) };
}

/** The eight ratings (1-10 or null) of a reviews row. */
export function reviewRatingsOf(row: Pick<RowOf<ReviewRecord>, RatingColumn>): Ratings {
  return Object.fromEntries(RATING_CATEGORIES.map((category) => [category, row[RATING_COLUMNS[category]]])) as Ratings;
}

/** The eight ratings as reviews-table values, for inserts. */
export function reviewRatingValues(ratings: Ratings): Pick<ValuesOf<ReviewRecord>, RatingColumn> {
  return Object.fromEntries(RATING_CATEGORIES.map((category) => [RATING_COLUMNS[category], ratings[category]])) as Pick<ValuesOf<ReviewRecord>, RatingColumn>;
}

/** The aggregate column holding a dimension's evidence-weighted average: `timeline` → `rank_timeline`. */
export type RankColumn = `rank_${SnakeCase<ScoredDimension>}`;

/** The rank column of each dimension (docs/directory.md), derived from its name; the type proves the entity has each. */
export const RANK_COLUMNS: Record<ScoredDimension, RankColumn & ColumnOf<CompanyRatingAggregateRecord>> = Object.fromEntries(
  SCORED_DIMENSIONS.map((dimension) => [dimension, `rank_${columnName(dimension)}`]),
) as Record<ScoredDimension, RankColumn & ColumnOf<CompanyRatingAggregateRecord>>;

/** The nine rank columns, overall first. */
export const RANK_COLUMN_LIST: (RankColumn & ColumnOf<CompanyRatingAggregateRecord>)[] = SCORED_DIMENSIONS.map((dimension) => RANK_COLUMNS[dimension]);

/** The evidence-weighted averages of an aggregate row (null where unrated, and for a company without a row). */
export function rankScoresOfRow(row: Nullable<Pick<RowOf<CompanyRatingAggregateRecord>, RankColumn & ColumnOf<CompanyRatingAggregateRecord>>>): AverageRatings {
  return Object.fromEntries(SCORED_DIMENSIONS.map((dimension) => [dimension, row[RANK_COLUMNS[dimension]] ?? null])) as AverageRatings;
}
