import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import type { EmailVerificationResult } from '../../../api/types';

/** The SWR key of one email's classification. */
export function emailVerificationKey(email: string) {
  return ['email', 'verify', email] as const;
}

/** POST /api/email/verify: classifies the email's domain. A read despite the verb, so an SWR query. */
export function verifyEmail(email: string): Promise<EmailVerificationResult> {
  return unwrap(api.POST('/api/email/verify', { body: { email } }));
}

/** How the email's domain classifies: verified, manual review or rejected, with the message to show. */
export function useEmailVerification(email: string) {
  return useSWR(emailVerificationKey(email), () => verifyEmail(email));
}
