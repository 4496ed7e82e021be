import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '../../domain/accounts/accounts.errors';
import { REQUEST_LIMITS, RequestLimits, type RequestLimit } from '../../domain/accounts/request-limits.port';
import { SIGN_IN_LIMITS, SignInThrottle } from '../../domain/accounts/sign-in-throttle.port';

const TOO_MANY_REQUESTS = 'Too many requests. Try again later.';

/** A rate-limiter-flexible limiter on the `rate_limits` table (created by a migration). */
function limiter(em: EntityManager, keyPrefix: string, points: number, duration: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: em.getKnex(),
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix,
    points,
    duration,
  });
}

/**
 * The stored key of a counter: the hex SHA-256 of its parts. `rate_limits.key` is a varchar(255) that a
 * 254-character email plus a prefix would overflow, and a digest keeps email addresses and client addresses
 * out of the table (it holds counters, not personal data).
 */
const keyOf = (...parts: string[]): string => createHash('sha256').update(parts.join('\n'), 'utf8').digest('hex');

const secondsUntil = (res: RateLimiterRes | null) => Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));

/** The consumed points a settled consume() reports: rate-limiter-flexible rejects over the limit with the same result. */
function consumedPointsOf(result: PromiseSettledResult<RateLimiterRes>): number {
  if (result.status === 'fulfilled') return result.value.consumedPoints;
  return result.reason instanceof RateLimiterRes ? result.reason.consumedPoints : 0;
}

/** Sign-in limits and the request limits of the account and matching endpoints (docs/security.md), in PostgreSQL. */
@Injectable()
export class PostgresRateLimits extends SignInThrottle implements RequestLimits {
  private readonly perEmailAndIp: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  private readonly perEmail: RateLimiterPostgres;
  /** An email's pause: a key that exists (expires) one hour after the latest failure at or over its 24-hour count. */
  private readonly emailPause: RateLimiterPostgres;
  /** (email, address) pairs of successful sign-ins, which the email's pause spares. */
  private readonly knownAddresses: RateLimiterPostgres;
  private readonly requests: Record<RequestLimit, RateLimiterPostgres>;

  constructor(em: EntityManager) {
    super();
    this.perEmailAndIp = limiter(em, 'signin_email_ip', SIGN_IN_LIMITS.perEmailAndIp, SIGN_IN_LIMITS.windowSeconds);
    this.perIp = limiter(em, 'signin_ip', SIGN_IN_LIMITS.perIp, SIGN_IN_LIMITS.windowSeconds);
    this.perEmail = limiter(em, 'signin_email_day', SIGN_IN_LIMITS.perEmail, SIGN_IN_LIMITS.emailWindowSeconds);
    this.emailPause = limiter(em, 'signin_email_pause', 1, SIGN_IN_LIMITS.emailPauseSeconds);
    this.knownAddresses = limiter(em, 'signin_known_address', 1, SIGN_IN_LIMITS.knownAddressSeconds);
    this.requests = Object.fromEntries(
      Object.entries(REQUEST_LIMITS).map(([name, { points, windowSeconds }]) => [name, limiter(em, name, points, windowSeconds)]),
    ) as Record<RequestLimit, RateLimiterPostgres>;
  }

  /** The two 15-minute sign-in counters of one attempt, with their limits. */
  private windowCounters(email: string, ip: string) {
    return [
      { limiter: this.perEmailAndIp, key: keyOf(email, ip), points: SIGN_IN_LIMITS.perEmailAndIp },
      { limiter: this.perIp, key: keyOf(ip), points: SIGN_IN_LIMITS.perIp },
    ];
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const counters = this.windowCounters(email, ip);
    const [pairState, ipState, pause, known] = await Promise.all([
      ...counters.map((c) => c.limiter.get(c.key)),
      this.emailPause.get(keyOf(email)),
      this.knownAddresses.get(keyOf(email, ip)),
    ]);
    [pairState, ipState].forEach((res, i) => {
      if (res && res.consumedPoints >= counters[i].points) throw new TooManyAttemptsError(undefined, secondsUntil(res));
    });
    if (pause && pause.consumedPoints > 0 && !known) throw new TooManyAttemptsError(undefined, secondsUntil(pause));
  }

  async recordFailure(email: string, ip: string): Promise<{ emailLocked: boolean }> {
    // consume() rejects once a key is over its points; the count is kept all the same. PostgreSQL increments
    // atomically, so of many simultaneous failures exactly one sees the email reach its limit.
    const results = await Promise.allSettled([...this.windowCounters(email, ip), { limiter: this.perEmail, key: keyOf(email) }].map((c) => c.limiter.consume(c.key)));
    const emailFailures = consumedPointsOf(results[2]);
    // Every failure at or over the count (re)starts the one-hour pause; without new failures it ends.
    if (emailFailures >= SIGN_IN_LIMITS.perEmail) await this.emailPause.set(keyOf(email), 1, SIGN_IN_LIMITS.emailPauseSeconds);
    return { emailLocked: emailFailures === SIGN_IN_LIMITS.perEmail };
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.knownAddresses.set(keyOf(email, ip), 1, SIGN_IN_LIMITS.knownAddressSeconds);
  }

  async clearEmail(email: string): Promise<void> {
    await Promise.all([this.perEmail.delete(keyOf(email)), this.emailPause.delete(keyOf(email))]);
  }

  async consume(limit: RequestLimit, key: string, message: string = TOO_MANY_REQUESTS): Promise<void> {
    try {
      await this.requests[limit].consume(keyOf(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyAttemptsError(message, secondsUntil(error));
      throw error;
    }
  }

  async take(limit: RequestLimit, key: string): Promise<boolean> {
    try {
      await this.requests[limit].consume(keyOf(key));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
