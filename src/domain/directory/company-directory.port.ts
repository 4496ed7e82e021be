import type { CompanyListing, CompanyProfile } from './company';
import type { CompanyFilters, CompanyPage, CompanyQuery } from './company-query';
import type { FacetCounts } from './facet-counts';

/**
 * Read access to the directory. Implementations serve the rating aggregates stored with each
 * company (never aggregate reviews per request) and treat a malformed id as not found.
 */
export abstract class CompanyDirectory {
  /** Companies matching the query's filters, ordered and paged as it asks. */
  abstract list(query: CompanyQuery): Promise<CompanyPage<CompanyListing>>;
  /**
   * The facet counts of DECISIONS §12 for these filters: per facet, the companies matching every other
   * filter, by value. Values without companies may be absent.
   */
  abstract facets(filters: CompanyFilters): Promise<FacetCounts>;
  /** The profile, or null when no company has that id (malformed ids included). */
  abstract findProfile(id: string): Promise<CompanyProfile | null>;
  /** Whether a company with that id exists (false for malformed ids). */
  abstract exists(id: string): Promise<boolean>;
}
