import { RATING_CATEGORIES, type RatingCategory } from '../reviews/rating-categories';
import type { CompanySize, CompanyType, Region, ServiceCategory } from './taxonomy';

/** Sort orders of the directory (DECISIONS §5): the named ones plus any rating category (its average, desc). */
export const DIRECTORY_SORTS = ['rating', 'reviews', 'name', 'recent', ...RATING_CATEGORIES] as const;
export type DirectorySort = 'rating' | 'reviews' | 'name' | 'recent' | RatingCategory;

/** Paging limits of `GET /api/companies` (spec part 1 §9: the directory asks for up to 1000). */
export const DIRECTORY_DEFAULT_LIMIT = 1000;
export const DIRECTORY_MAX_LIMIT = 1000;

/** Longest accepted search text, in characters. */
export const DIRECTORY_SEARCH_MAX_LENGTH = 100;

/** The directory's filters, sort and page; absent filters do not restrict. */
export interface CompanyQuery {
  search?: string;
  type?: CompanyType;
  country?: string;
  location?: Region;
  size?: CompanySize;
  global?: boolean;
  /** A company matches when it falls under any of these. */
  serviceCategories?: ServiceCategory[];
  /** Only these companies (a shortlist, or the candidates of an alert digest); never a public parameter. */
  ids?: readonly string[];
  sort: DirectorySort;
  limit: number;
  offset: number;
}

/** One page of the directory and the number of matches before paging. */
export interface CompanyPage<T> {
  items: T[];
  total: number;
}
