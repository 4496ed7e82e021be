import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { MessageResponse } from '../../../api/types';

/** POST /api/auth/resend-confirmation: always 200 with the neutral message (no enumeration, DECISIONS §14). */
export function resendConfirmation(email: string): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/resend-confirmation', { body: { email } }));
}

/** Asks for a fresh confirmation link (`trigger(email)`); nothing cached changes. */
export function useResendConfirmation() {
  return useSWRMutation(['auth', 'resend-confirmation'], (_key, { arg }: { arg: string }) => resendConfirmation(arg));
}
