/** The member's saved directory searches and their alerts (docs/deciding.md): fetcher, SWR key and hook. */
import useSWR, { type ScopedMutator } from 'swr';
import { api, unwrap } from './client';
import type { CreateSavedSearchInput, SavedSearch, SavedSearchFilters, Unsubscribed } from './types';

/** The SWR key of GET /api/saved-searches. */
export const savedSearchesKey = ['saved-searches'] as const;

export function getSavedSearches(): Promise<SavedSearch[]> {
  return unwrap(api.GET('/api/saved-searches'));
}

/** The member's saved searches, newest first; pass false while signed out. */
export function useSavedSearches(enabled: boolean) {
  return useSWR(enabled ? savedSearchesKey : null, getSavedSearches);
}

/** POST /api/saved-searches; 403 "Email alerts are available on paid plans" for alerts on the free plan. */
export async function createSavedSearch(mutate: ScopedMutator, input: CreateSavedSearchInput): Promise<SavedSearch> {
  const created = await unwrap(api.POST('/api/saved-searches', { body: input }));
  await mutate(savedSearchesKey);
  return created;
}

/** PATCH /api/saved-searches/{id}: rename or switch alerts. */
export async function updateSavedSearch(mutate: ScopedMutator, id: string, changes: { searchName?: string; alertsEnabled?: boolean }): Promise<SavedSearch> {
  const updated = await unwrap(api.PATCH('/api/saved-searches/{id}', { params: { path: { id } }, body: changes }));
  await mutate(savedSearchesKey);
  return updated;
}

/** DELETE /api/saved-searches/{id}. */
export async function deleteSavedSearch(mutate: ScopedMutator, id: string): Promise<void> {
  await unwrap(api.DELETE('/api/saved-searches/{id}', { params: { path: { id } } }));
  await mutate(savedSearchesKey);
}

/** POST /api/saved-searches/unsubscribe: the alert mail's link, signed out. */
export function unsubscribeFromAlerts(token: string): Promise<Unsubscribed> {
  return unwrap(api.POST('/api/saved-searches/unsubscribe', { body: { token } }));
}

/** The directory URL query of saved filters (the same parameter names as the directory's own URL). */
export function savedSearchQuery(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
