import { RATING_CATEGORIES, type RatingCategory } from '../reviews/rating-categories';
import type { CompanySize, CompanyType, DevelopmentPhase, MoleculeType, Region, ServiceCategory, TherapeuticArea } from './taxonomy';

/**
 * Sort orders of the directory (DECISIONS §5, §12): `rating` by rankScore (the evidence-weighted overall),
 * `reviews`, `name`, `recent`, or a rating category (its evidence-weighted average, desc).
 */
export const DIRECTORY_SORTS = ['rating', 'reviews', 'name', 'recent', ...RATING_CATEGORIES] as const;
export type DirectorySort = 'rating' | 'reviews' | 'name' | 'recent' | RatingCategory;

/** Paging limits of `GET /api/companies` (spec part 1 §9: the directory asks for up to 1000). */
export const DIRECTORY_DEFAULT_LIMIT = 1000;
export const DIRECTORY_MAX_LIMIT = 1000;

/** Longest accepted search text, in characters. */
export const DIRECTORY_SEARCH_MAX_LENGTH = 100;

/** The directory's filters (DECISIONS §5, §12); absent or empty filters do not restrict, filters combine with AND. */
export interface CompanyFilters {
  search?: string;
  type?: CompanyType;
  country?: string;
  location?: Region;
  size?: CompanySize;
  global?: boolean;
  /** A company matches when it falls under any of these. */
  serviceCategories?: ServiceCategory[];
  /** A company matches when it lists any of these. */
  therapeuticAreas?: TherapeuticArea[];
  /** A company matches when it lists any of these. */
  moleculeTypes?: MoleculeType[];
  /** A company matches when it lists any of these. */
  developmentPhases?: DevelopmentPhase[];
}

/** The directory's filters, sort and page. */
export interface CompanyQuery extends CompanyFilters {
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
