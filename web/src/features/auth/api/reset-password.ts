import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { MessageResponse } from '../../../api/types';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: 200, or 400 for an invalid or expired token. */
export async function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return (await apiRequest<MessageResponse>('/api/auth/reset-password', { method: 'POST', body: input })).data;
}

export function useResetPassword() {
  return useSWRMutation(['auth', 'reset-password'], (_key, { arg }: { arg: ResetPasswordInput }) => resetPassword(arg));
}
