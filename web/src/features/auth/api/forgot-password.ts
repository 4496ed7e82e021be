import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { MessageResponse } from '../../../api/types';

/** POST /api/auth/forgot-password: always 200 with the neutral message (no enumeration). */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/forgot-password', { body: { email } }));
}

/** Asks for a reset link (`trigger(email)`); nothing cached changes. */
export function useRequestPasswordReset() {
  return useSWRMutation(['auth', 'forgot-password'], (_key, { arg }: { arg: string }) => requestPasswordReset(arg));
}
