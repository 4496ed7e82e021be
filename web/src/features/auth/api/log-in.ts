import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { CurrentUser, LogInInput } from '../../../api/types';
import { currentUserKey } from './get-current-user';

/** POST /api/auth/login: 200 with the user; 401, 403 (pending or rejected) and 429 carry a message. */
export function logIn(input: LogInInput): Promise<CurrentUser> {
  return unwrap(api.POST('/api/auth/login', { body: input }));
}

/** Signs in, then puts the user in the session cache and revalidates it. */
export function useLogIn() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['auth', 'login'], async (_key, { arg }: { arg: LogInInput }) => {
    const user = await logIn(arg);
    await mutate(currentUserKey, user);
    return user;
  });
}
