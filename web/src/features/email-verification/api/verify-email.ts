import useSWR from 'swr';
import { apiRequest } from '../../../api/client';
import type { EmailVerificationResult } from '../../../api/types';

export function emailVerificationKey(email: string) {
  return ['email', 'verify', email] as const;
}

/** POST /api/email/verify: classifies the email's domain. A read despite the verb, so an SWR query. */
export async function verifyEmail(email: string): Promise<EmailVerificationResult> {
  return (await apiRequest<EmailVerificationResult>('/api/email/verify', { method: 'POST', body: { email } })).data;
}

export function useEmailVerification(email: string) {
  return useSWR(emailVerificationKey(email), () => verifyEmail(email));
}
