/** How many companies the landing page features (spec part 1 §9). */
export const TOP_COMPANIES_LIMIT = 3;
