/**
 * Counts failed sign-ins (DECISIONS §11, §14), shared by every app instance. Only wrong-password and
 * unknown-email attempts count, per normalised email (unknown ones too) and per IP.
 * Limits: 5 failures per (email, IP) or 20 per IP within 15 minutes; 50 per email from all addresses
 * within 24 hours. A right password from an address without failures for that email is not blocked by
 * failures elsewhere while the email is under its 24-hour limit, so strangers cannot lock the owner out.
 */
export abstract class SignInThrottle {
  /** @throws TooManyAttemptsError when the (email, IP) pair, the IP or the email is blocked. */
  abstract assertAllowed(email: string, ip: string): Promise<void>;
  /** Counts a failure. @returns `emailLocked: true` for the one failure that takes the email to its 24-hour limit. */
  abstract recordFailure(email: string, ip: string): Promise<{ emailLocked: boolean }>;
  /** Forgets the email's 24-hour count: its owner just proved the mailbox with a completed reset. */
  abstract clearEmail(email: string): Promise<void>;
}

/** Limits of DECISIONS §14. */
export const SIGN_IN_LIMITS = {
  perEmailAndIp: 5,
  perIp: 20,
  windowSeconds: 15 * 60,
  perEmail: 50,
  emailWindowSeconds: 24 * 60 * 60,
} as const;
