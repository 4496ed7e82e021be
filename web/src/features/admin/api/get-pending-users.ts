import useSWR from 'swr';
import { apiGet } from '../../../api/client';
import type { PendingUser } from '../../../api/types';

export const pendingUsersKey = ['admin', 'pending-users'] as const;

/** GET /api/admin/pending-users: applications waiting for a decision (401 signed out, 403 not admin). */
export function getPendingUsers(): Promise<PendingUser[]> {
  return apiGet<PendingUser[]>('/api/admin/pending-users');
}

/** Fetched only for admins (spec part 2 §6): pass false to wait. */
export function usePendingUsers(enabled: boolean) {
  return useSWR(enabled ? pendingUsersKey : null, getPendingUsers);
}
