import useSWR from 'swr';
import { api, isApiError, unwrap } from '../../../api/client';
import type { CurrentUser } from '../../../api/types';

/** The SWR key of the session's user, put in the cache by every sign-in. */
export const currentUserKey = ['auth', 'user'] as const;

/** GET /api/auth/user. A 401 means "signed out" and resolves to null rather than failing. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await unwrap(api.GET('/api/auth/user'));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, or null; never retried (docs/screens.md#screen-states). Used by the layout only. */
export function useCurrentUser() {
  return useSWR(currentUserKey, getCurrentUser, { shouldRetryOnError: false });
}
