import { DIRECTORY_FILTERS, FACET_FILTER_NAMES, UNSTATED_FILTER_NAMES, type FacetFilterName, type UnstatedFilterName } from './directory-filters';

/** The directory's facets, named as the filters they count for (the filters declared with a facet). */
export const FACET_DIMENSIONS = FACET_FILTER_NAMES;
export type FacetDimension = FacetFilterName;

/**
 * Per facet, how many companies would match if that option were chosen: `{ value: count }` over the
 * companies matching every *other* active filter (a facet ignores its own filter, so its options stay
 * alternatives). Search applies to every facet.
 */
export type FacetCounts = Record<FacetDimension, Record<string, number>> & {
  /**
   * Per filter with the "include companies that don't state this" switch: the companies matching every other
   * active filter whose list is empty. With values chosen for that filter, exactly the companies its switch
   * adds: the filter itself leaves them out, since an empty list holds none of the values.
   */
  unstated: Record<UnstatedFilterName, number>;
};

/**
 * The facets as served: every known option of a facet appears (with 0 when nothing matches, so a screen
 * can show it disabled rather than hide it), known options first in the vocabulary's order, then any
 * other counted value by count desc and name (countries by count, then name).
 */
export function completeFacets(counted: Partial<FacetCounts>): FacetCounts {
  const complete = {
    unstated: Object.fromEntries(UNSTATED_FILTER_NAMES.map((name) => [name, counted.unstated?.[name] ?? 0])) as Record<UnstatedFilterName, number>,
  } as FacetCounts;
  for (const dimension of FACET_DIMENSIONS) {
    const counts: Record<string, number> = counted[dimension] ?? {};
    const known: readonly string[] = DIRECTORY_FILTERS[dimension].facet?.knownOptions ?? [];
    const others = Object.keys(counts)
      .filter((value) => !known.includes(value))
      .sort((a, b) => counts[b] - counts[a] || (a < b ? -1 : a > b ? 1 : 0));
    complete[dimension] = Object.fromEntries([...known, ...others].map((value) => [value, counts[value] ?? 0]));
  }
  return complete;
}
