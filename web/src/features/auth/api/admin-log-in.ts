import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { AdminCredentials, CurrentUser } from '../../../api/types';
import { currentUserKey } from './get-current-user';

/**
 * POST /api/admin/auth with email and password (docs/accounts.md#roles-and-admin-accounts deviates from the spec's email-only
 * admin sign-in): 200 with the admin, 401 wrong credentials, 403 not an admin.
 */
export function adminLogIn(input: AdminCredentials): Promise<CurrentUser> {
  return unwrap(api.POST('/api/admin/auth', { body: input }));
}

/** Signs the admin in, then puts the admin in the session cache. */
export function useAdminLogIn() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'auth'], async (_key, { arg }: { arg: AdminCredentials }) => {
    const admin = await adminLogIn(arg);
    await mutate(currentUserKey, admin);
    return admin;
  });
}
