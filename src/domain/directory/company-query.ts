import { RATING_CATEGORIES, type RatingCategory } from '../reviews/rating-categories';
import type { DirectoryFilterValues } from './directory-filters';

/**
 * Sort orders of the directory: `rating` by rankScore (the evidence-weighted overall), `reviews`, `name`, `recent`
 * (the day of the newest approved review), or a rating category (its evidence-weighted average, desc; a company
 * with fewer approved user reviews than ANONYMITY_THRESHOLD counts as unrated there). Ties and the order of
 * unrated companies: docs/decisions/0030-directory-on-postgresql.md.
 */
export const DIRECTORY_SORTS = ['rating', 'reviews', 'name', 'recent', ...RATING_CATEGORIES] as const;
export type DirectorySort = 'rating' | 'reviews' | 'name' | 'recent' | RatingCategory;

/** Paging limits of `GET /api/companies` (docs/screens.md#constants-and-limits: the directory asks for up to 1000). */
export const DIRECTORY_DEFAULT_LIMIT = 1000;
export const DIRECTORY_MAX_LIMIT = 1000;

/** Longest accepted search text, in characters. */
export const DIRECTORY_SEARCH_MAX_LENGTH = 100;

/**
 * The directory's filters (directory-filters.ts) and its search text; absent or empty filters do not restrict,
 * filters combine with AND.
 */
export type CompanyFilters = DirectoryFilterValues & { search?: string };

/** The directory's filters, sort and page. */
export type CompanyQuery = CompanyFilters & {
  /** Only these companies (a shortlist, or the candidates of an alert digest); never a public parameter. */
  ids?: readonly string[];
  sort: DirectorySort;
  limit: number;
  offset: number;
};

/** One page of the directory and the number of matches before paging. */
export interface CompanyPage<T> {
  items: T[];
  total: number;
}
