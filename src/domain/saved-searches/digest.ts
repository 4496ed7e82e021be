import type { CompanyType } from '../directory/taxonomy';
import type { SavedSearch, SavedSearchFilters } from './saved-search';

/** A saved search's alerts come at most once a day (docs/deciding.md#saved-searches-and-alerts). */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** A company listed in the directory during a window. */
export interface ListedCompany {
  id: string;
  name: string;
  type: CompanyType;
  location: string;
  country: string;
  listedAt: Date;
}

/** A review approved during a window: never its author or text, only what the alert lists. */
export interface ApprovedReview {
  id: string;
  companyId: string;
  companyName: string;
  serviceType: CompanyType;
  /** The review's mean rating out of 10; null when it rates nothing. */
  meanRating: number | null;
  approvedAt: Date;
}

/** What changed in the directory during a window: newly listed companies and newly approved reviews. */
export interface DirectoryChanges {
  companies: ListedCompany[];
  reviews: ApprovedReview[];
}

/** What one digest mail lists. */
export interface Digest {
  companies: ListedCompany[];
  reviews: ApprovedReview[];
}

/** A window (since, until]: strictly after the last digest's end, up to and including now. */
export interface DigestWindow {
  since: Date;
  until: Date;
}

const within = (moment: Date, window: DigestWindow) => moment.getTime() > window.since.getTime() && moment.getTime() <= window.until.getTime();

/** Whether a search's next digest is due at `now`: alerts on, and a day since the window its last digest covered. */
export function isDigestDue(search: Pick<SavedSearch, 'alertsEnabled' | 'lastDigestAt'>, now: Date): boolean {
  return search.alertsEnabled && search.lastDigestAt.getTime() + DIGEST_INTERVAL_MS <= now.getTime();
}

/** The companies with a change inside the window: the only ones whose match with the search's filters matters. */
export function digestCandidates(changes: DirectoryChanges, window: DigestWindow): string[] {
  const ids = new Set<string>();
  for (const company of changes.companies) if (within(company.listedAt, window)) ids.add(company.id);
  for (const review of changes.reviews) if (within(review.approvedAt, window)) ids.add(review.companyId);
  return [...ids];
}

/**
 * The digest of one search: the companies listed and the reviews approved inside its window, of companies
 * matching its filters (`matchingIds`, among the candidates), companies by name and reviews newest first.
 */
export function selectDigest(changes: DirectoryChanges, window: DigestWindow, matchingIds: ReadonlySet<string>): Digest {
  return {
    companies: changes.companies.filter((c) => within(c.listedAt, window) && matchingIds.has(c.id)).sort((a, b) => a.name.localeCompare(b.name)),
    reviews: changes.reviews
      .filter((r) => within(r.approvedAt, window) && matchingIds.has(r.companyId))
      .sort((a, b) => b.approvedAt.getTime() - a.approvedAt.getTime() || a.id.localeCompare(b.id)),
  };
}

/** Nothing new: no mail is sent (docs/deciding.md). */
export function isEmptyDigest(digest: Digest): boolean {
  return digest.companies.length === 0 && digest.reviews.length === 0;
}

/** The directory's URL query of a saved search's filters (the same names as GET /api/companies; lists comma-joined). */
export function directoryQueryOf(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  return params.toString();
}
