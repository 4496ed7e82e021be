/**
 * The eight rating categories of a review, each rated 1-10 or left null (not applicable).
 * Source: docs/screens.md#company-profile and docs/data-model.md#stored-entities.
 */
export const RATING_CATEGORIES = [
  'technicalExpertise',
  'projectManagement',
  'communication',
  'timeline',
  'pricing',
  'changeOrders',
  'contractNegotiation',
  'regulatoryCompliance',
] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

/** Labels of the Detailed Ratings card, in the spec's order. */
export const RATING_CATEGORY_LABELS: Record<RatingCategory, string> = {
  technicalExpertise: 'Technical Expertise',
  projectManagement: 'Project Management',
  communication: 'Communication',
  timeline: 'Timeline Adherence',
  pricing: 'Pricing',
  changeOrders: 'Change Orders',
  contractNegotiation: 'Contract Negotiations',
  regulatoryCompliance: 'Regulatory Compliance',
};

/** Lowest and highest rating of one category (integers). */
export const RATING_MIN = 1;
export const RATING_MAX = 10;

/** Ratings of one review: an integer 1-10 per category, or null where not applicable. */
export type Ratings = Record<RatingCategory, number | null>;

/**
 * The eight ratings of `source` and nothing else, in category order, null where absent: a review, a payload
 * or a stored row may carry many other fields, and only the ratings may pass.
 */
export function ratingsOf(source: Partial<Ratings>): Ratings {
  return Object.fromEntries(RATING_CATEGORIES.map((category) => [category, source[category] ?? null])) as Ratings;
}

/** Averages out of 10 (full precision) per category plus `overall`; null where nothing was rated. */
export type AverageRatings = Record<RatingCategory | 'overall', number | null>;

/** How many approved reviews rated each category; `overall` counts reviews with at least one rating. */
export type RatingCounts = Record<RatingCategory | 'overall', number>;
