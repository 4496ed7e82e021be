/**
 * The member's shortlist (docs/deciding.md), shared by the directory cards, the profile, the match results and
 * the Shortlist page: one SWR key, so a toggle anywhere updates every screen.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, unwrap } from './client';
import type { CompanyCard } from './types';

/** The SWR key of GET /api/shortlist. */
export const shortlistKey = ['shortlist'] as const;

/** GET /api/shortlist: the shortlisted companies as directory cards, in the order added. */
export function getShortlist(): Promise<CompanyCard[]> {
  return unwrap(api.GET('/api/shortlist'));
}

/** The shortlist; pass false while signed out (the endpoint needs a session). */
export function useShortlist(enabled: boolean) {
  return useSWR(enabled ? shortlistKey : null, getShortlist);
}

/** PUT /api/shortlist/{companyId}: idempotent; 409 at 50 companies, 404 for an unknown company. */
export async function addToShortlist(mutate: ScopedMutator, companyId: string): Promise<void> {
  await unwrap(api.PUT('/api/shortlist/{companyId}', { params: { path: { companyId } } }));
  await mutate(shortlistKey);
}

/** DELETE /api/shortlist/{companyId}. */
export async function removeFromShortlist(mutate: ScopedMutator, companyId: string): Promise<void> {
  await unwrap(api.DELETE('/api/shortlist/{companyId}', { params: { path: { companyId } } }));
  await mutate(shortlistKey);
}
