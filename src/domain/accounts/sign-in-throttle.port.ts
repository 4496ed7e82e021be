/**
 * Counts failed sign-ins (DECISIONS §3, §11): 5 per normalised email or 20 per IP within 15 minutes,
 * shared by every app instance. Only wrong-password and unknown-email attempts count.
 */
export abstract class SignInThrottle {
  /** @throws TooManyAttemptsError when the email or the IP is blocked. */
  abstract assertAllowed(email: string, ip: string): Promise<void>;
  abstract recordFailure(email: string, ip: string): Promise<void>;
}

/** Limits of DECISIONS §3. */
export const SIGN_IN_LIMITS = { perEmail: 5, perIp: 20, windowSeconds: 15 * 60 } as const;
