import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { VerificationRequestCreated, VerificationRequestInput } from '../../../api/types';

/** POST /api/email/verification-request: asks the team to verify a professional by hand (201). */
export function requestVerification(input: VerificationRequestInput): Promise<VerificationRequestCreated> {
  return unwrap(api.POST('/api/email/verification-request', { body: input }));
}

/** Sends a manual verification request (`trigger(input)`); it waits in the admin's Industry Verification tab. */
export function useRequestVerification() {
  return useSWRMutation(['email', 'verification-request'], (_key, { arg }: { arg: VerificationRequestInput }) => requestVerification(arg));
}
