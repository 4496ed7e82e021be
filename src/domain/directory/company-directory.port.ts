import type { CompanyListing, CompanyProfile } from './company';
import type { CompanyFilters, CompanyPage, CompanyQuery } from './company-query';
import type { FacetCounts } from './facet-counts';

/**
 * Who may see a company an admin unlisted (docs/administration.md): admins, to manage it; nobody else. Reads without
 * it see listed companies only.
 */
export interface Visibility {
  includeUnlisted: boolean;
}

/** What a viewer sees: an admin also sees unlisted companies. */
export function visibilityFor(viewer: { userType: string } | null | undefined): Visibility {
  return { includeUnlisted: viewer?.userType === 'admin' };
}

/**
 * Read access to the directory. Implementations serve the rating aggregates stored with each
 * company (never aggregate reviews per request) and treat a malformed id as not found. Every read
 * leaves out unlisted companies unless the visibility includes them (lists, facets and searches never do).
 */
export abstract class CompanyDirectory {
  /** Companies matching the query's filters, ordered and paged as it asks. */
  abstract list(query: CompanyQuery): Promise<CompanyPage<CompanyListing>>;
  /**
   * The facet counts for these filters: per facet, the companies matching every other filter, by value.
   * Values without companies, and facets without any, may be absent.
   */
  abstract facets(filters: CompanyFilters): Promise<Partial<FacetCounts>>;
  /** The profile, or null when no listed company (or, with `includeUnlisted`, no company) has that id (malformed ids included). */
  abstract findProfile(id: string, visibility?: Visibility): Promise<CompanyProfile | null>;
  /** Whether a listed company (or, with `includeUnlisted`, any company) with that id exists (false for malformed ids). */
  abstract exists(id: string, visibility?: Visibility): Promise<boolean>;
}
