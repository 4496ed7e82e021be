import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  DIRECTORY_COUNTRY_OPTIONS,
  REGIONS,
  SERVICE_CATEGORIES,
  type CompanySize,
  type CompanyType,
  type Region,
  type ServiceCategory,
} from '@domain/directory/taxonomy';
import { DIRECTORY_SORTS, type DirectorySort } from '@domain/directory/company-query';
import type { CompaniesQuery } from '../api/types';

/**
 * The directory's applied filters as they live in the URL (/companies?…), so a view can be
 * shared and reloaded. Shared by the route registry (links from the landing page) and the
 * directory screen. Empty and default values are omitted from the URL.
 */

export type { DirectorySort };
/** The API's default order (DECISIONS §5): overall rating first. */
export const DEFAULT_SORT: DirectorySort = 'rating';

export type GlobalPresenceFilter = '' | 'true' | 'false';

export interface DirectoryQuery {
  search: string;
  type: CompanyType | '';
  country: string;
  location: Region | '';
  size: CompanySize | '';
  global: GlobalPresenceFilter;
  serviceCategories: ServiceCategory[];
  sort: DirectorySort;
  /** 1-based page of results. */
  page: number;
}

export const EMPTY_DIRECTORY_QUERY: DirectoryQuery = {
  search: '',
  type: '',
  country: '',
  location: '',
  size: '',
  global: '',
  serviceCategories: [],
  sort: DEFAULT_SORT,
  page: 1,
};

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';
}

/** Categories in vocabulary order without duplicates, so equal filters give equal URLs. */
export function normaliseCategories(keys: readonly string[]): ServiceCategory[] {
  return SERVICE_CATEGORIES.filter((key) => keys.includes(key));
}

/**
 * Reads the filters from a URL query. Values outside the vocabulary (a hand-edited or stale
 * link) are dropped rather than sent on, since the API answers 400 to unknown values.
 */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim(),
    type: oneOf(COMPANY_TYPES, params.get('type')),
    country: oneOf(DIRECTORY_COUNTRY_OPTIONS, params.get('country')),
    location: oneOf(REGIONS, params.get('location')),
    size: oneOf(COMPANY_SIZES, params.get('size')),
    global: oneOf(['true', 'false'] as const, params.get('global')),
    serviceCategories: normaliseCategories((params.get('serviceCategories') ?? '').split(',')),
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as DirectorySort) : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/**
 * The URL query of a set of filters, omitting empty and default values, in a fixed order.
 * `explicitSort` keeps even the default sort, for links that name their ordering (Top Rated).
 */
export function directoryQueryToSearchParams(
  query: Partial<DirectoryQuery>,
  options: { explicitSort?: boolean } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.type) params.set('type', query.type);
  if (query.country) params.set('country', query.country);
  if (query.location) params.set('location', query.location);
  if (query.size) params.set('size', query.size);
  if (query.global) params.set('global', query.global);
  const categories = normaliseCategories(query.serviceCategories ?? []);
  if (categories.length > 0) params.set('serviceCategories', categories.join(','));
  if (query.sort && (options.explicitSort || query.sort !== DEFAULT_SORT)) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Companies per directory page. */
export const DIRECTORY_PAGE_SIZE = 24;

/** The GET /api/companies query of the applied filters; empty and default values are not sent (spec part 1 §5). */
export function directoryApiQuery(query: DirectoryQuery): CompaniesQuery {
  return {
    search: query.search.trim() || undefined,
    type: query.type || undefined,
    country: query.country || undefined,
    location: query.location || undefined,
    size: query.size || undefined,
    global: query.global ? query.global === 'true' : undefined,
    serviceCategories: query.serviceCategories.length > 0 ? query.serviceCategories.join(',') : undefined,
    sort: query.sort === DEFAULT_SORT ? undefined : query.sort,
    limit: DIRECTORY_PAGE_SIZE,
    offset: (query.page - 1) * DIRECTORY_PAGE_SIZE,
  };
}

/** True when any filter narrows the list (sort and page do not). */
export function hasActiveFilters(query: DirectoryQuery): boolean {
  return Boolean(
    query.search ||
      query.type ||
      query.country ||
      query.location ||
      query.size ||
      query.global ||
      query.serviceCategories.length > 0,
  );
}
