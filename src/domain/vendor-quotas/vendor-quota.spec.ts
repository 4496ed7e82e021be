import { monthlyResponseQuota, quotaUsage, ResponseLimitReachedError, spendResponse, type QuotaCounter } from './vendor-quota';

const fresh: QuotaCounter = { monthlyResponsesUsed: 0, lastResetDate: null };
const spend = (counter: QuotaCounter, tier: string, now: Date, times: number): QuotaCounter =>
  Array.from({ length: times }).reduce<QuotaCounter>((c) => spendResponse(c, tier, now), counter);

describe('vendor response quotas', () => {
  it.each([
    ['free', 1],
    ['basic', 10],
    ['professional', 50],
    ['enterprise', null],
    ['startup', 1],
    ['Growth', 1],
  ])('gives the %s tier %p responses a month', (tier, quota) => {
    expect(monthlyResponseQuota(tier)).toBe(quota);
  });

  it('lets a free vendor answer once a month and refuses the second answer with the contract message', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const after = spendResponse(fresh, 'free', now);
    expect(after).toEqual({ monthlyResponsesUsed: 1, lastResetDate: new Date('2026-11-01T00:00:00Z') });
    expect(() => spendResponse(after, 'free', now)).toThrow(ResponseLimitReachedError);
    expect(() => spendResponse(after, 'free', now)).toThrow('Monthly response limit reached');
  });

  it('starts a new count on the first day of the next calendar month (UTC)', () => {
    const used = spend(fresh, 'basic', new Date('2026-11-30T23:59:59Z'), 10);
    expect(() => spendResponse(used, 'basic', new Date('2026-11-30T23:59:59Z'))).toThrow(ResponseLimitReachedError);
    const december = new Date('2026-12-01T00:00:00Z');
    expect(quotaUsage(used, 'basic', december)).toEqual({ used: 0, limit: 10, remaining: 10, resetsAt: new Date('2027-01-01T00:00:00Z') });
    expect(spendResponse(used, 'basic', december)).toEqual({ monthlyResponsesUsed: 1, lastResetDate: december });
  });

  it('never stops an enterprise vendor', () => {
    const counter = spend(fresh, 'enterprise', new Date('2026-11-05T00:00:00Z'), 120);
    expect(quotaUsage(counter, 'enterprise', new Date('2026-11-05T00:00:00Z'))).toMatchObject({ used: 120, limit: null, remaining: null });
  });

  it('applies a plan upgrade to the responses already used this month', () => {
    const counter = spend(fresh, 'free', new Date('2026-11-05T00:00:00Z'), 1);
    expect(quotaUsage(counter, 'professional', new Date('2026-11-06T00:00:00Z'))).toMatchObject({ used: 1, limit: 50, remaining: 49 });
  });
});
