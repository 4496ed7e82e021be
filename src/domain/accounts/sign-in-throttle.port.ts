/**
 * Counts failed sign-ins (docs/security.md "Sign-in and request limits"), shared by every app instance. Only
 * wrong-password and unknown-email attempts count, per normalised email (unknown ones too) and per IP.
 * Limits: 5 failures per (email, IP) or 20 per IP within 15 minutes. 50 failures per email from all addresses
 * within 24 hours pause the email's sign-in for one hour from the latest failure: only new failures renew the
 * pause, and it never applies to an address the owner signed in from before, nor after a reset through the
 * mailed link. So strangers cannot lock the owner out: below the 24-hour count a right password from an address
 * without failures for that email is never blocked by failures elsewhere, and above it the owner's own
 * addresses and mailbox still open the account.
 */
export abstract class SignInThrottle {
  /** @throws TooManyAttemptsError when the (email, IP) pair or the IP is blocked, or the email is paused for this IP. */
  abstract assertAllowed(email: string, ip: string): Promise<void>;
  /**
   * Counts a failure, and pauses (or renews the pause of) an email at or over its 24-hour count.
   * @returns `emailLocked: true` for the one failure that takes the email to its 24-hour count.
   */
  abstract recordFailure(email: string, ip: string): Promise<{ emailLocked: boolean }>;
  /** Remembers `ip` as an address the email's owner signed in from, which its pause then spares. */
  abstract recordSuccess(email: string, ip: string): Promise<void>;
  /** Forgets the email's 24-hour count and lifts its pause: its owner just proved the mailbox with a completed reset. */
  abstract clearEmail(email: string): Promise<void>;
}

/** The sign-in limits (docs/security.md); durations in seconds. */
export const SIGN_IN_LIMITS = {
  perEmailAndIp: 5,
  perIp: 20,
  windowSeconds: 15 * 60,
  perEmail: 50,
  emailWindowSeconds: 24 * 60 * 60,
  /** How long an email stays paused after the latest failure at or over `perEmail`. */
  emailPauseSeconds: 60 * 60,
  /** How long an address the owner signed in from is remembered (renewed by each sign-in from it). */
  knownAddressSeconds: 90 * 24 * 60 * 60,
} as const;
