import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
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

const secondsUntil = (res: RateLimiterRes | null) => Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));

/** Sign-in limits of DECISIONS §3 and the sign-up and forgot-password limits, in PostgreSQL. */
@Injectable()
export class PostgresRateLimits extends SignInThrottle implements RequestLimits {
  private readonly perEmail: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  private readonly requests: Record<RequestLimit, RateLimiterPostgres>;

  constructor(em: EntityManager) {
    super();
    this.perEmail = limiter(em, 'signin_email', SIGN_IN_LIMITS.perEmail, SIGN_IN_LIMITS.windowSeconds);
    this.perIp = limiter(em, 'signin_ip', SIGN_IN_LIMITS.perIp, SIGN_IN_LIMITS.windowSeconds);
    this.requests = Object.fromEntries(
      Object.entries(REQUEST_LIMITS).map(([name, { points, windowSeconds }]) => [name, limiter(em, name, points, windowSeconds)]),
    ) as Record<RequestLimit, RateLimiterPostgres>;
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([this.perEmail.get(email), this.perIp.get(ip)]);
    for (const [res, points] of [[byEmail, SIGN_IN_LIMITS.perEmail], [byIp, SIGN_IN_LIMITS.perIp]] as const) {
      if (res && res.consumedPoints >= points) throw new TooManyAttemptsError(undefined, secondsUntil(res));
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    // consume() rejects once a key is over its points; the count is kept all the same.
    await Promise.allSettled([this.perEmail.consume(email), this.perIp.consume(ip)]);
  }

  async consume(limit: RequestLimit, key: string, message: string = TOO_MANY_REQUESTS): Promise<void> {
    try {
      await this.requests[limit].consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyAttemptsError(message, secondsUntil(error));
      throw error;
    }
  }
}
