import type { CompanyQuery, DirectorySort } from '../directory/company-query';

/**
 * The directory filters a saved search keeps: the parameters of `GET /api/companies` without paging (and
 * without the internal `ids`), validated exactly like that endpoint (docs/deciding.md).
 */
export type SavedSearchFilters = Omit<CompanyQuery, 'sort' | 'limit' | 'offset' | 'ids'> & { sort?: DirectorySort };

/** A member's saved search (docs/data-model.md#stored-entities). */
export interface SavedSearch {
  id: string;
  userId: string;
  searchName: string;
  filters: SavedSearchFilters;
  alertsEnabled: boolean;
  createdAt: Date;
  /** End of the window the last alert digest covered; the creation time until the first digest. */
  lastDigestAt: Date;
}

/** Longest name of a saved search, in characters. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
/** Most saved searches one member keeps: plenty for real use, bounded for the daily digest. */
export const SAVED_SEARCHES_MAX = 50;

/** Messages of the saved-search endpoints and form (docs/api-contract.md#errors-and-validation: one wording for API and web). */
export const SAVED_SEARCH_MESSAGES = {
  searchName: 'Please enter a name for this search',
  searchNameTooLong: `The name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
  filters: 'filters must be an object of directory filters',
  alertsEnabled: 'alertsEnabled must be true or false',
  alertsPaid: 'Email alerts are available on paid plans',
  alertsLimit: (allowed: number) =>
    `Your plan sends email alerts for up to ${allowed} saved ${allowed === 1 ? 'search' : 'searches'}. Turn off the alerts of another search, or choose a larger plan.`,
  notFound: 'Saved search not found',
  tooMany: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one before saving another.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid',
} as const;
