import { DIRECTORY_SORTS, type DirectorySort } from '@domain/directory/company-query';
import {
  DIRECTORY_FILTER_NAMES,
  DIRECTORY_FILTERS,
  directoryFilter,
  UNSTATED_FILTER_NAMES,
  unstatedParameter,
  type DirectoryFilterName,
  type UnstatedFilterName,
  type ValueFilter,
} from '@domain/directory/directory-filters';
import type { CompaniesQuery, CompanyFacetsQuery } from '../api/types';

/**
 * The directory's applied filters as they live in the URL (/companies?…), so a view can be shared and
 * reloaded, as the directory screen reads and writes them (the route registry's links into the directory set a
 * few of them without this module). Every filter comes from its declaration (directory-filters.ts). Empty and
 * default values are omitted from the URL.
 */

export type { DirectorySort };
/** The API's default order: rankScore, the evidence-weighted overall, first. */
export const DEFAULT_SORT: DirectorySort = 'rating';

/** A yes/no filter on screen: not chosen, yes or no. */
export type GlobalPresenceFilter = '' | 'true' | 'false';

/** A filter's value on screen: one value ('' for none), a list of values, a yes/no, or a number's digits ('' for none). */
type ScreenValue<F> = F extends { choice: 'flag' }
  ? GlobalPresenceFilter
  : F extends { choice: 'atLeast' }
    ? string
    : F extends { choice: 'any'; values: readonly (infer V)[] }
      ? V[]
      : F extends { choice: 'one'; values: readonly (infer V)[] }
        ? V | ''
        : never;

/** Every filter's value on screen. */
export type DirectoryFilterState = { -readonly [K in DirectoryFilterName]: ScreenValue<(typeof DIRECTORY_FILTERS)[K]> };

export type DirectoryQuery = DirectoryFilterState & {
  /**
   * The filters whose "include companies that don't state this" switch is on (`<filter>Unstated=true` in the URL
   * and the API); a switch counts only while its filter has values.
   */
  unstated: UnstatedFilterName[];
  search: string;
  sort: DirectorySort;
  /** 1-based page of results. */
  page: number;
};

/** A filter's value as the screen holds it, typed loosely for code that walks every filter. */
type AnyScreenValue = string | string[];

/** The screen value of no choice for a filter. */
const noChoice = (name: DirectoryFilterName): AnyScreenValue => (directoryFilter(name).choice === 'any' ? [] : '');

export const EMPTY_DIRECTORY_QUERY: DirectoryQuery = {
  unstated: [],
  search: '',
  ...(Object.fromEntries(DIRECTORY_FILTER_NAMES.map((name) => [name, noChoice(name)])) as DirectoryFilterState),
  sort: DEFAULT_SORT,
  page: 1,
};

/**
 * A list filter's values as its vocabulary writes them, in the vocabulary's order, without duplicates or values
 * outside it, so equal filters give equal URLs.
 */
export function normaliseValues<K extends DirectoryFilterName>(name: K, values: readonly string[]): DirectoryQuery[K] {
  const filter = directoryFilter(name) as ValueFilter;
  const chosen = new Set(values.flatMap((value) => filter.canonical(value) ?? []));
  return filter.values.filter((value) => chosen.has(value)) as unknown as DirectoryQuery[K];
}

/** One filter's screen value read from URL text; a value outside the vocabulary (a stale link) reads as none. */
function screenValue(name: DirectoryFilterName, text: string | null): AnyScreenValue {
  const filter = directoryFilter(name);
  if (filter.choice === 'flag') return text === 'true' || text === 'false' ? text : '';
  if (filter.choice === 'atLeast') return wholeNumberText(name, text ?? '');
  if (filter.choice === 'any') return normaliseValues(name, (text ?? '').split(',')) as AnyScreenValue;
  return filter.canonical((text ?? '').trim()) ?? '';
}

/**
 * A floor's digits as the URL writes them (no leading zeros), or '' when the text is not a whole number within the
 * filter's range, which the API would refuse.
 */
export function wholeNumberText(name: DirectoryFilterName, text: string): string {
  const filter = directoryFilter(name);
  const trimmed = text.trim();
  if (filter.choice !== 'atLeast' || !/^\d{1,15}$/.test(trimmed)) return '';
  const value = Number(trimmed);
  return value >= filter.min && value <= filter.max ? String(value) : '';
}

/** Whether a filter is chosen in a query. */
const isChosen = (value: AnyScreenValue | undefined): boolean => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/**
 * Reads the filters from a URL query. Values outside the vocabulary (a hand-edited or stale
 * link) are dropped rather than sent on, since the API answers 400 to unknown values.
 */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort');
  return {
    unstated: UNSTATED_FILTER_NAMES.filter((name) => params.get(unstatedParameter(name)) === 'true'),
    search: (params.get('search') ?? '').trim(),
    ...(Object.fromEntries(DIRECTORY_FILTER_NAMES.map((name) => [name, screenValue(name, params.get(name))])) as DirectoryFilterState),
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as DirectorySort) : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/**
 * The URL query of a set of filters, omitting empty and default values, in a fixed order (the order the route
 * registry's directory links use too).
 */
export function directoryQueryToSearchParams(query: Partial<DirectoryQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set('search', search);
  for (const name of DIRECTORY_FILTER_NAMES) {
    const value = query[name] as AnyScreenValue | undefined;
    if (Array.isArray(value)) {
      const values = normaliseValues(name, value) as string[];
      if (values.length > 0) params.set(name, values.join(','));
    } else if (value) params.set(name, value);
  }
  for (const name of switchedOn(query)) params.set(unstatedParameter(name), 'true');
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The switches of a query that count: on, with values chosen for their filter. */
function switchedOn(query: Partial<DirectoryQuery>): UnstatedFilterName[] {
  return UNSTATED_FILTER_NAMES.filter((name) => query.unstated?.includes(name) && isChosen(query[name] as AnyScreenValue | undefined));
}

/** Companies per directory page. */
export const DIRECTORY_PAGE_SIZE = 24;

/** The filters of GET /api/companies and its facets; empty values are not sent. */
export function directoryApiFilters(query: DirectoryQuery): CompanyFacetsQuery {
  const filters: Record<string, string | number | boolean | undefined> = { search: query.search.trim() || undefined };
  for (const name of DIRECTORY_FILTER_NAMES) {
    const value = query[name] as AnyScreenValue;
    if (!isChosen(value)) continue;
    const choice = directoryFilter(name).choice;
    filters[name] = choice === 'flag' ? value === 'true' : choice === 'atLeast' ? Number(value) : Array.isArray(value) ? value.join(',') : value;
  }
  for (const name of switchedOn(query)) filters[unstatedParameter(name)] = true;
  return filters as CompanyFacetsQuery;
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
  return Boolean(query.search) || DIRECTORY_FILTER_NAMES.some((name) => isChosen(query[name] as AnyScreenValue));
}

/** One applied filter as a removable chip: what it reads and what removing it changes. */
export interface AppliedFilter {
  key: string;
  label: string;
  remove: Partial<DirectoryQuery>;
}

/** The applied filters of a query, in the panel's order: the search text, then each chosen value. */
export function appliedFilters(query: DirectoryQuery): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  if (query.search) applied.push({ key: 'search', label: `“${query.search}”`, remove: { search: '' } });
  for (const name of DIRECTORY_FILTER_NAMES) {
    const filter = directoryFilter(name);
    const value = query[name] as AnyScreenValue;
    const labelOf = filter.optionLabel as (value: string) => string;
    if (Array.isArray(value)) {
      for (const chosen of value) {
        applied.push({ key: `${name}:${chosen}`, label: labelOf(chosen), remove: { [name]: value.filter((other) => other !== chosen) } });
      }
      if (value.length > 0 && query.unstated.includes(name as UnstatedFilterName)) {
        applied.push({
          key: `${name}:unstated`,
          label: `Or ${directoryFilter(name).control.label.toLowerCase()} not stated`,
          remove: { unstated: query.unstated.filter((other) => other !== name) },
        });
      }
    } else if (value) {
      applied.push({ key: name, label: labelOf(value), remove: { [name]: '' } });
      if (query.unstated.includes(name as UnstatedFilterName)) {
        applied.push({
          key: `${name}:unstated`,
          label: `Or ${directoryFilter(name).control.label.toLowerCase()} not stated`,
          remove: { unstated: query.unstated.filter((other) => other !== name) },
        });
      }
    }
  }
  return applied;
}

/**
 * A query in words, each filter under its screen label ("Search “lonza” · Company type: CRO · Modalities:
 * Monoclonal Antibodies, or not stated"), for saved searches; "All companies" without filters.
 */
export function describeDirectoryQuery(query: DirectoryQuery): string {
  const parts: string[] = query.search ? [`Search “${query.search}”`] : [];
  for (const name of DIRECTORY_FILTER_NAMES) {
    const filter = directoryFilter(name);
    const value = query[name] as AnyScreenValue;
    if (!isChosen(value)) continue;
    const labelOf = filter.optionLabel as (value: string) => string;
    const values = (Array.isArray(value) ? value : [value]).map(labelOf).join(', ');
    const unstated = query.unstated.includes(name as UnstatedFilterName) ? ', or not stated' : '';
    parts.push(`${filter.control.label}: ${values}${unstated}`);
  }
  return parts.length === 0 ? 'All companies' : parts.join(' · ');
}
