/**
 * Abuse limits on account endpoints, counted in PostgreSQL so every app instance shares them.
 * Each limit allows `points` requests per key within `windowSeconds`.
 */
export const REQUEST_LIMITS = {
  signUpPerIp: { points: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerEmail: { points: 5, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { points: 20, windowSeconds: 60 * 60 },
} as const;
export type RequestLimit = keyof typeof REQUEST_LIMITS;

export abstract class RequestLimits {
  /** Counts one request. @throws TooManyAttemptsError when the key is over its limit. */
  abstract consume(limit: RequestLimit, key: string): Promise<void>;
}
