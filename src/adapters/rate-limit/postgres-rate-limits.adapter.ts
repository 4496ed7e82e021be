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

/** Sign-in limits of DECISIONS §14 and the request limits of the account endpoints, in PostgreSQL. */
@Injectable()
export class PostgresRateLimits extends SignInThrottle implements RequestLimits {
  private readonly perEmailAndIp: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  private readonly perEmail: RateLimiterPostgres;
  private readonly requests: Record<RequestLimit, RateLimiterPostgres>;

  constructor(em: EntityManager) {
    super();
    this.perEmailAndIp = limiter(em, 'signin_email_ip', SIGN_IN_LIMITS.perEmailAndIp, SIGN_IN_LIMITS.windowSeconds);
    this.perIp = limiter(em, 'signin_ip', SIGN_IN_LIMITS.perIp, SIGN_IN_LIMITS.windowSeconds);
    this.perEmail = limiter(em, 'signin_email_day', SIGN_IN_LIMITS.perEmail, SIGN_IN_LIMITS.emailWindowSeconds);
    this.requests = Object.fromEntries(
      Object.entries(REQUEST_LIMITS).map(([name, { points, windowSeconds }]) => [name, limiter(em, name, points, windowSeconds)]),
    ) as Record<RequestLimit, RateLimiterPostgres>;
  }

  /** The three sign-in counters of one attempt, with their limits. */
  private signInCounters(email: string, ip: string) {
    return [
      { limiter: this.perEmailAndIp, key: keyOf(email, ip), points: SIGN_IN_LIMITS.perEmailAndIp },
      { limiter: this.perIp, key: keyOf(ip), points: SIGN_IN_LIMITS.perIp },
      { limiter: this.perEmail, key: keyOf(email), points: SIGN_IN_LIMITS.perEmail },
    ];
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const counters = this.signInCounters(email, ip);
    const states = await Promise.all(counters.map((c) => c.limiter.get(c.key)));
    states.forEach((res, i) => {
      if (res && res.consumedPoints >= counters[i].points) throw new TooManyAttemptsError(undefined, secondsUntil(res));
    });
  }

  async recordFailure(email: string, ip: string): Promise<{ emailLocked: boolean }> {
    const counters = this.signInCounters(email, ip);
    // consume() rejects once a key is over its points; the count is kept all the same. PostgreSQL increments
    // atomically, so of many simultaneous failures exactly one sees the email reach its limit.
    const results = await Promise.allSettled(counters.map((c) => c.limiter.consume(c.key)));
    const perEmail = results[2];
    return { emailLocked: perEmail.status === 'fulfilled' && perEmail.value.consumedPoints === SIGN_IN_LIMITS.perEmail };
  }

  async clearEmail(email: string): Promise<void> {
    await this.perEmail.delete(keyOf(email));
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
