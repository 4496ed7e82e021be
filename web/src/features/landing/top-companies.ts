import type { CompaniesQuery } from '../../api/types';

/** How many companies the landing page features (docs/screens.md#constants-and-limits). */
export const TOP_COMPANIES_LIMIT = 3;

/** The landing page's list: the best-rated companies (its route's loader reads the same query). */
export const TOP_COMPANIES_QUERY: CompaniesQuery = { limit: TOP_COMPANIES_LIMIT, sort: 'rating' };
