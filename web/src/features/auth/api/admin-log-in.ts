import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { CurrentUser } from '../../../api/types';
import type { AdminCredentials } from './create-admin';
import { currentUserKey } from './get-current-user';

/**
 * POST /api/admin/auth with email and password (DECISIONS §4 deviates from the spec's email-only
 * admin sign-in): 200 with the admin, 401 wrong credentials, 403 not an admin.
 */
export async function adminLogIn(input: AdminCredentials): Promise<CurrentUser> {
  return (await apiRequest<CurrentUser>('/api/admin/auth', { method: 'POST', body: input })).data;
}

export function useAdminLogIn() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'auth'], async (_key, { arg }: { arg: AdminCredentials }) => {
    const admin = await adminLogIn(arg);
    await mutate(currentUserKey, admin);
    return admin;
  });
}
