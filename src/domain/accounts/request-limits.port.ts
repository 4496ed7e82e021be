/**
 * Abuse limits on account endpoints, counted in PostgreSQL so every app instance shares them.
 * Each limit allows `points` requests per key within `windowSeconds`.
 */
export const REQUEST_LIMITS = {
  signUpPerIp: { points: 10, windowSeconds: 60 * 60 },
  /** Forgot-password requests from one address, whatever the email (429: says nothing about any account). */
  forgotPasswordPerIp: { points: 20, windowSeconds: 60 * 60 },
  /**
   * Reset mails per email, whatever the client address: a silent cap (the answer stays the neutral 200), so no
   * mailbox gets more than 3 an hour however many addresses ask.
   */
  forgotPasswordPerEmail: { points: 3, windowSeconds: 60 * 60 },
  /** Resend-confirmation requests: the same limits as forgot-password. */
  resendConfirmationPerIp: { points: 20, windowSeconds: 60 * 60 },
  resendConfirmationPerEmail: { points: 3, windowSeconds: 60 * 60 },
  /** Current-password checks of a signed-in member (change password, delete account): a stolen session cannot guess on. */
  passwordConfirmationsPerMember: { points: 10, windowSeconds: 60 * 60 },
  /** Company submissions per member (docs/decisions/0018). */
  companySubmissionsPerMember: { points: 10, windowSeconds: 24 * 60 * 60 },
  /** Verification document uploads per member (docs/decisions/0018). */
  submissionDocumentsPerMember: { points: 20, windowSeconds: 60 * 60 },
  /** Project matches per member: each stores a requirement and ranks the directory. */
  projectMatchesPerMember: { points: 30, windowSeconds: 60 },
  /** Project matches per client address, whoever is signed in (many accounts, one client). */
  projectMatchesPerIp: { points: 60, windowSeconds: 60 },
} as const;
export type RequestLimit = keyof typeof REQUEST_LIMITS;

export abstract class RequestLimits {
  /**
   * Counts one request. @throws TooManyAttemptsError (with `message` when given, else a generic one, and
   * the seconds until the next allowed request) when the key is over its limit.
   */
  abstract consume(limit: RequestLimit, key: string, message?: string): Promise<void>;
  /** Counts one request. @returns false when the key is over its limit (a silent cap), true otherwise; never throws for the limit. */
  abstract take(limit: RequestLimit, key: string): Promise<boolean>;
}
