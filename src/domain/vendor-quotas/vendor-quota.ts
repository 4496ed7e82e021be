import { DomainError } from '../shared/domain-error';
import { entitlementsOf, FREE_TIER, VENDOR_RESPONSE_QUOTAS } from '../subscriptions/entitlements';

/**
 * Monthly review-response quota of a vendor account, per calendar month (UTC). The quota per tier is
 * an entitlement (subscriptions/entitlements: VENDOR_RESPONSE_QUOTAS); this module counts its use.
 */
export { VENDOR_RESPONSE_QUOTAS };

/** Responses a free vendor may post a month (docs/screens.md#constants-and-limits). */
export const FREE_VENDOR_RESPONSES = VENDOR_RESPONSE_QUOTAS[FREE_TIER] as number;

/** The answer beyond the quota (docs/billing-and-plans.md). */
export const RESPONSE_LIMIT_MESSAGE = 'Monthly response limit reached';

/** Responses per month for a tier; null means unlimited. */
export function monthlyResponseQuota(tier: string | null | undefined): number | null {
  return entitlementsOf(tier).vendorResponsesPerMonth;
}

/** The stored counter of a vendor account (docs/data-model.md: monthlyResponsesUsed, lastResetDate). */
export interface QuotaCounter {
  monthlyResponsesUsed: number;
  /** When the counter last started a month; null before the first response. */
  lastResetDate: Date | null;
}

/** Midnight UTC of the first day of `now`'s month. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Midnight UTC of the first day of the month after `now`'s: when the quota resets. */
export function startOfNextMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Responses used in `now`'s month: the counter, or 0 when it was last reset in an earlier month. */
export function responsesUsedThisMonth(counter: QuotaCounter, now: Date): number {
  if (!counter.lastResetDate || counter.lastResetDate < startOfMonth(now)) return 0;
  return counter.monthlyResponsesUsed;
}

/** What a vendor sees of its quota. `limit` and `remaining` are null when unlimited. */
export interface QuotaUsage {
  used: number;
  limit: number | null;
  remaining: number | null;
  resetsAt: Date;
}

/** The quota use of a vendor account on `tier` at `now`. */
export function quotaUsage(counter: QuotaCounter, tier: string, now: Date): QuotaUsage {
  const used = responsesUsedThisMonth(counter, now);
  const limit = monthlyResponseQuota(tier);
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used), resetsAt: startOfNextMonth(now) };
}

/** A vendor account has used its month's responses. */
export class ResponseLimitReachedError extends DomainError {
  readonly code = 'VENDOR_QUOTAS.LIMIT_REACHED' as const;
  readonly kind = 'rate_limited' as const;
  /** Seconds until the quota resets (the 429's Retry-After). */
  readonly retryAfterSeconds: number;
  constructor(
    readonly resetsAt: Date,
    now: Date,
  ) {
    super(RESPONSE_LIMIT_MESSAGE);
    this.retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  }
}

/**
 * Spends one response: the counter after it, rolled over to `now`'s month when needed.
 * @throws ResponseLimitReachedError when the month's quota is used up.
 */
export function spendResponse(counter: QuotaCounter, tier: string, now: Date): QuotaCounter {
  const usage = quotaUsage(counter, tier, now);
  if (usage.remaining !== null && usage.remaining <= 0) throw new ResponseLimitReachedError(usage.resetsAt, now);
  const sameMonth = counter.lastResetDate !== null && counter.lastResetDate >= startOfMonth(now);
  return { monthlyResponsesUsed: usage.used + 1, lastResetDate: sameMonth ? counter.lastResetDate : startOfMonth(now) };
}
