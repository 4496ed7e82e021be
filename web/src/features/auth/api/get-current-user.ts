import useSWR from 'swr';
import { apiGet, isApiError } from '../../../api/client';
import type { CurrentUser } from '../../../api/types';

export const currentUserKey = ['auth', 'user'] as const;

/** GET /api/auth/user. A 401 means "signed out" and resolves to null rather than failing. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiGet<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, or null; never retried (spec part 1 §4). Used by the layout only. */
export function useCurrentUser() {
  return useSWR(currentUserKey, getCurrentUser, { shouldRetryOnError: false });
}
