import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { AdminCredentials, CurrentUser } from '../../../api/types';
import { currentUserKey } from './get-current-user';

/** POST /api/admin/create: only while no admin exists (201), then 409 "An admin already exists". */
export function createAdmin(input: AdminCredentials): Promise<CurrentUser> {
  return unwrap(api.POST('/api/admin/create', { body: input }));
}

/** Creates the first admin, then asks the server who is signed in. */
export function useCreateAdmin() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'create'], async (_key, { arg }: { arg: AdminCredentials }) => {
    const admin = await createAdmin(arg);
    // The contract does not say whether creating the admin also signs it in: ask the server.
    await mutate(currentUserKey);
    return admin;
  });
}
