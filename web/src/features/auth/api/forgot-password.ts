import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { MessageResponse } from '../../../api/types';

/** POST /api/auth/forgot-password: always 200 with the neutral message (no enumeration). */
export async function requestPasswordReset(email: string): Promise<MessageResponse> {
  return (await apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } })).data;
}

export function useRequestPasswordReset() {
  return useSWRMutation(['auth', 'forgot-password'], (_key, { arg }: { arg: string }) => requestPasswordReset(arg));
}
