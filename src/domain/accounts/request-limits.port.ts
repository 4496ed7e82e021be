/**
 * Abuse limits on account endpoints, counted in PostgreSQL so every app instance shares them.
 * Each limit allows `points` requests per key within `windowSeconds`.
 */
export const REQUEST_LIMITS = {
  signUpPerIp: { points: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerEmail: { points: 5, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { points: 20, windowSeconds: 60 * 60 },
  /** Company submissions per member (docs/decisions/0018). */
  companySubmissionsPerMember: { points: 10, windowSeconds: 24 * 60 * 60 },
  /** Verification document uploads per member (docs/decisions/0018). */
  submissionDocumentsPerMember: { points: 20, windowSeconds: 60 * 60 },
} as const;
export type RequestLimit = keyof typeof REQUEST_LIMITS;

export abstract class RequestLimits {
  /**
   * Counts one request. @throws TooManyAttemptsError (with `message` when given, else a generic one, and
   * the seconds until the next allowed request) when the key is over its limit.
   */
  abstract consume(limit: RequestLimit, key: string, message?: string): Promise<void>;
}
