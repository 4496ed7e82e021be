import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { CurrentUser } from '../../../api/types';
import { currentUserKey } from './get-current-user';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** POST /api/admin/create: only while no admin exists (201), then 409 "An admin already exists". */
export async function createAdmin(input: AdminCredentials): Promise<CurrentUser> {
  return (await apiRequest<CurrentUser>('/api/admin/create', { method: 'POST', body: input })).data;
}

export function useCreateAdmin() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'create'], async (_key, { arg }: { arg: AdminCredentials }) => {
    const admin = await createAdmin(arg);
    // The contract does not say whether creating the admin also signs it in: ask the server.
    await mutate(currentUserKey);
    return admin;
  });
}
