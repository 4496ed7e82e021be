import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { MessageResponse, ResetPasswordInput } from '../../../api/types';

/** POST /api/auth/reset-password: 200, or 400 for an invalid or expired token. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/reset-password', { body: input }));
}

/** Sets a new password with the token from the mail; nothing cached changes (the member signs in next). */
export function useResetPassword() {
  return useSWRMutation(['auth', 'reset-password'], (_key, { arg }: { arg: ResetPasswordInput }) => resetPassword(arg));
}
