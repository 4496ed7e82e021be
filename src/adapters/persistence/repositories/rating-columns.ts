import {
  RATING_CATEGORIES,
  type AverageRatings,
  type RatingCategory,
  type RatingCounts,
  type Ratings,
} from '../../../domain/reviews/rating-categories';

type Row = Record<string, unknown>;

/** Column of each rating category (in reviews) and each average (in company_rating_aggregates). */
export const RATING_COLUMNS: Record<RatingCategory | 'overall', string> = {
  overall: 'overall',
  technicalExpertise: 'technical_expertise',
  projectManagement: 'project_management',
  communication: 'communication',
  timeline: 'timeline',
  pricing: 'pricing',
  changeOrders: 'change_orders',
  contractNegotiation: 'contract_negotiation',
  regulatoryCompliance: 'regulatory_compliance',
};

/** The eight rating columns of the reviews table, in the domain's category order. */
export const REVIEW_RATING_COLUMNS: string[] = RATING_CATEGORIES.map((category) => RATING_COLUMNS[category]);

/** The average columns of `company_rating_aggregates` aliased `alias`, selected as avg_<column> for {@link aggregateOf}. */
export function averageColumns(alias: string): string[] {
  return Object.values(RATING_COLUMNS).map((column) => `${alias}.${column} as avg_${column}`);
}

/** Averages and rating counts of `company_rating_aggregates` aliased `alias`, for {@link aggregateOf}. */
export function aggregateColumns(alias: string): string[] {
  return [`${alias}.rating_counts`, ...averageColumns(alias)];
}

/** The averages (out of 10, null where unrated) and rating counts of a row selected with {@link aggregateColumns}. */
export function aggregateOf(row: Row): { averageRatings: AverageRatings; ratingCounts: RatingCounts } {
  const counts = (row.rating_counts ?? {}) as Record<string, number>;
  const averageRatings = {} as AverageRatings;
  const ratingCounts = {} as RatingCounts;
  for (const key of ['overall', ...RATING_CATEGORIES] as const) {
    const value = row[`avg_${RATING_COLUMNS[key]}`];
    averageRatings[key] = value == null ? null : Number(value);
    ratingCounts[key] = counts[key] ?? 0;
  }
  return { averageRatings, ratingCounts };
}

/** The eight ratings (1-10 or null) of a reviews row. */
export function reviewRatingsOf(row: Row): Ratings {
  return Object.fromEntries(RATING_CATEGORIES.map((category) => [category, (row[RATING_COLUMNS[category]] as number | null) ?? null])) as Ratings;
}

/** The eight ratings as reviews-table columns, for inserts. */
export function reviewRatingColumns(ratings: Ratings): Record<string, number | null> {
  return Object.fromEntries(RATING_CATEGORIES.map((category) => [RATING_COLUMNS[category], ratings[category]]));
}
