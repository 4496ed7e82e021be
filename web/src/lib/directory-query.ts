import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  DEVELOPMENT_PHASES,
  MOLECULE_TYPES,
  REGIONS,
  SERVICE_CATEGORIES,
  THERAPEUTIC_AREAS,
  type CompanySize,
  type CompanyType,
  type DevelopmentPhase,
  type MoleculeType,
  type Region,
  type ServiceCategory,
  type TherapeuticArea,
} from '@domain/directory/taxonomy';
import { DIRECTORY_SORTS, type DirectorySort } from '@domain/directory/company-query';
import { countryNamed } from '@domain/directory/regions';
import type { CompaniesQuery, CompanyFacetsQuery } from '../api/types';

/**
 * The directory's applied filters as they live in the URL (/companies?…), so a view can be
 * shared and reloaded. Shared by the route registry (links from the landing page) and the
 * directory screen. Empty and default values are omitted from the URL.
 */

export type { DirectorySort };
/** The API's default order (DECISIONS §5, §12): rankScore, the evidence-weighted overall, first. */
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
  therapeuticAreas: TherapeuticArea[];
  moleculeTypes: MoleculeType[];
  developmentPhases: DevelopmentPhase[];
  sort: DirectorySort;
  /** 1-based page of results. */
  page: number;
}

/** The multi-value filters besides the category chips (DECISIONS §12), each applied at once. */
export const LIST_FILTERS = ['therapeuticAreas', 'moleculeTypes', 'developmentPhases'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** Each list filter's vocabulary, in display order. */
export const LIST_FILTER_VALUES: { [K in ListFilter]: readonly DirectoryQuery[K][number][] } = {
  therapeuticAreas: THERAPEUTIC_AREAS,
  moleculeTypes: MOLECULE_TYPES,
  developmentPhases: DEVELOPMENT_PHASES,
};

export const EMPTY_DIRECTORY_QUERY: DirectoryQuery = {
  search: '',
  type: '',
  country: '',
  location: '',
  size: '',
  global: '',
  serviceCategories: [],
  therapeuticAreas: [],
  moleculeTypes: [],
  developmentPhases: [],
  sort: DEFAULT_SORT,
  page: 1,
};

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';
}

/** Values of a vocabulary in its order without duplicates or strangers, so equal filters give equal URLs. */
function inVocabularyOrder<T extends string>(vocabulary: readonly T[], values: readonly string[]): T[] {
  return vocabulary.filter((value) => values.includes(value));
}

/** Categories in vocabulary order without duplicates, so equal filters give equal URLs. */
export function normaliseCategories(keys: readonly string[]): ServiceCategory[] {
  return inVocabularyOrder(SERVICE_CATEGORIES, keys);
}

/** A list filter's values in vocabulary order without duplicates. */
export function normaliseList<K extends ListFilter>(filter: K, values: readonly string[]): DirectoryQuery[K] {
  return inVocabularyOrder(LIST_FILTER_VALUES[filter] as readonly string[], values) as DirectoryQuery[K];
}

const commaList = (params: URLSearchParams, name: string) => (params.get(name) ?? '').split(',');

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
    country: countryNamed(params.get('country') ?? '') ?? '',
    location: oneOf(REGIONS, params.get('location')),
    size: oneOf(COMPANY_SIZES, params.get('size')),
    global: oneOf(['true', 'false'] as const, params.get('global')),
    serviceCategories: normaliseCategories(commaList(params, 'serviceCategories')),
    therapeuticAreas: normaliseList('therapeuticAreas', commaList(params, 'therapeuticAreas')),
    moleculeTypes: normaliseList('moleculeTypes', commaList(params, 'moleculeTypes')),
    developmentPhases: normaliseList('developmentPhases', commaList(params, 'developmentPhases')),
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
  for (const filter of LIST_FILTERS) {
    const values = normaliseList(filter, query[filter] ?? []);
    if (values.length > 0) params.set(filter, values.join(','));
  }
  if (query.sort && (options.explicitSort || query.sort !== DEFAULT_SORT)) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Companies per directory page. */
export const DIRECTORY_PAGE_SIZE = 24;

const joined = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** The filters of GET /api/companies and its facets; empty values are not sent (spec part 1 §5). */
export function directoryApiFilters(query: DirectoryQuery): CompanyFacetsQuery {
  return {
    search: query.search.trim() || undefined,
    type: query.type || undefined,
    country: query.country || undefined,
    location: query.location || undefined,
    size: query.size || undefined,
    global: query.global ? query.global === 'true' : undefined,
    serviceCategories: joined(query.serviceCategories),
    therapeuticAreas: joined(query.therapeuticAreas),
    moleculeTypes: joined(query.moleculeTypes),
    developmentPhases: joined(query.developmentPhases),
  };
}

/** The GET /api/companies query of the applied filters, sort and page; default values are not sent. */
export function directoryApiQuery(query: DirectoryQuery): CompaniesQuery {
  return {
    ...directoryApiFilters(query),
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
      query.serviceCategories.length > 0 ||
      LIST_FILTERS.some((filter) => query[filter].length > 0),
  );
}
