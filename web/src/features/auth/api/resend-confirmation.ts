import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { MessageResponse } from '../../../api/types';

/** POST /api/auth/resend-confirmation: always 200 with the neutral message (no enumeration, docs/security.md#trust-and-safety-rules). */
export function resendConfirmation(input: { email: string; returnTo?: string | null }): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/resend-confirmation', { body: { email: input.email, ...(input.returnTo ? { returnTo: input.returnTo } : {}) } }));
}

/** Asks for a fresh confirmation link (`trigger({ email, returnTo })`); nothing cached changes. */
export function useResendConfirmation() {
  return useSWRMutation(['auth', 'resend-confirmation'], (_key, { arg }: { arg: { email: string; returnTo?: string | null } }) => resendConfirmation(arg));
}
