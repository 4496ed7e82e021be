import type { CompanyFilters } from './company-query';
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  DEVELOPMENT_PHASES,
  MOLECULE_TYPES,
  REGIONS,
  SERVICE_CATEGORIES,
  THERAPEUTIC_AREAS,
} from './taxonomy';

/** The directory's facets (DECISIONS §12), named as the filters they count for. */
export const FACET_DIMENSIONS = [
  'type',
  'country',
  'size',
  'location',
  'therapeuticAreas',
  'moleculeTypes',
  'developmentPhases',
  'serviceCategories',
] as const;
export type FacetDimension = (typeof FACET_DIMENSIONS)[number];

/**
 * Per facet, how many companies would match if that option were chosen: `{ value: count }` over the
 * companies matching every *other* active filter (a facet ignores its own filter, so its options stay
 * alternatives). Search applies to every facet.
 */
export type FacetCounts = Record<FacetDimension, Record<string, number>>;

/** The filter each facet ignores when it counts. */
export const FACET_FILTER: Record<FacetDimension, keyof CompanyFilters> = {
  type: 'type',
  country: 'country',
  size: 'size',
  location: 'location',
  therapeuticAreas: 'therapeuticAreas',
  moleculeTypes: 'moleculeTypes',
  developmentPhases: 'developmentPhases',
  serviceCategories: 'serviceCategories',
};

/** The options every facet offers even at zero, in display order (countries: only those present). */
const KNOWN_OPTIONS: Record<FacetDimension, readonly string[]> = {
  type: COMPANY_TYPES,
  country: [],
  size: COMPANY_SIZES,
  location: REGIONS,
  therapeuticAreas: THERAPEUTIC_AREAS,
  moleculeTypes: MOLECULE_TYPES,
  developmentPhases: DEVELOPMENT_PHASES,
  serviceCategories: SERVICE_CATEGORIES,
};

/**
 * The facets as served: every known option of a facet appears (with 0 when nothing matches, so a screen
 * can show it disabled rather than hide it), known options first in the taxonomy's order, then any
 * other counted value by count desc and name (countries by count, then name).
 */
export function completeFacets(counted: FacetCounts): FacetCounts {
  const complete = {} as FacetCounts;
  for (const dimension of FACET_DIMENSIONS) {
    const counts = counted[dimension] ?? {};
    const known = KNOWN_OPTIONS[dimension];
    const others = Object.keys(counts)
      .filter((value) => !known.includes(value))
      .sort((a, b) => counts[b] - counts[a] || (a < b ? -1 : a > b ? 1 : 0));
    complete[dimension] = Object.fromEntries([...known, ...others].map((value) => [value, counts[value] ?? 0]));
  }
  return complete;
}

/** The filters a facet counts under: all active filters but its own. */
export function filtersForFacet(filters: CompanyFilters, dimension: FacetDimension): CompanyFilters {
  const { [FACET_FILTER[dimension]]: _own, ...others } = filters;
  return others;
}
