import { entitlementsOf, matchResultLimit } from './entitlements';
import { planForPriceId, planOfTier, pricingPlans } from './plans';
import { membershipFrom, shouldApply, statusView, type BillingSubscription } from './subscription-state';

const prices = { startup: 'price_startup', growth: 'price_growth' };
const aSubscription = (overrides: Partial<BillingSubscription> = {}): BillingSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: 'price_startup',
  currentPeriodEnd: new Date('2026-12-22T00:00:00Z'),
  cancelAtPeriodEnd: false,
  userId: 'u1',
  ...overrides,
});

describe('plans', () => {
  it('shows four buyer and four vendor cards, Free first, and only Startup and Growth carry the configured price ids', () => {
    const plans = pricingPlans(prices);
    expect(plans.filter((p) => p.audience === 'buyer').map((p) => [p.name, p.monthlyPriceUsd, p.priceId, p.popular])).toEqual([
      ['Free', 0, null, false],
      ['Startup', 29, 'price_startup', true],
      ['Growth', 99, 'price_growth', false],
      ['Enterprise', null, null, false],
    ]);
    expect(plans.filter((p) => p.audience === 'vendor').map((p) => [p.name, p.monthlyPriceUsd, p.priceId, p.popular])).toEqual([
      ['Free', 0, null, false],
      ['Basic', 99, null, false],
      ['Professional', 249, null, true],
      ['Enterprise', null, null, false],
    ]);
  });

  it('knows no plan for an unknown price, nor for any price while the price ids are unset', () => {
    expect(planForPriceId('price_growth', prices)?.tier).toBe('growth');
    expect(planForPriceId('price_other', prices)).toBeNull();
    expect(planForPriceId('', { startup: null, growth: null })).toBeNull();
  });

  it('finds the card of a member’s tier, the buyer’s where buyers and vendors both have one', () => {
    expect(planOfTier('growth')?.name).toBe('Growth');
    expect(planOfTier('free')).toMatchObject({ name: 'Free', audience: 'buyer' });
    expect(planOfTier('professional')).toMatchObject({ name: 'Professional', audience: 'vendor' });
    expect(planOfTier('premium')).toBeNull();
  });
});

describe('membership from a subscription', () => {
  it('grants the plan tier while active, and 25 matches with it', () => {
    const membership = membershipFrom(aSubscription({ priceId: 'price_growth' }), prices);
    expect(membership).toMatchObject({ subscriptionTier: 'growth', stripeSubscriptionStatus: 'active' });
    expect(matchResultLimit(membership.subscriptionTier)).toBe(25);
  });

  it.each(['past_due', 'trialing'] as const)('keeps the plan while %s', (status) => {
    expect(membershipFrom(aSubscription({ status }), prices).subscriptionTier).toBe('startup');
  });

  it.each(['incomplete', 'incomplete_expired', 'canceled', 'unpaid', 'paused'] as const)('falls back to free when %s', (status) => {
    expect(membershipFrom(aSubscription({ status }), prices)).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionStatus: status });
  });

  it('keeps access until the period end when cancellation is scheduled', () => {
    const view = statusView(membershipFrom(aSubscription({ cancelAtPeriodEnd: true }), prices));
    expect(view).toEqual({
      hasActiveSubscription: true,
      subscriptionTier: 'startup',
      stripeSubscriptionStatus: 'active',
      subscription: { currentPeriodEnd: new Date('2026-12-22T00:00:00Z'), cancelAtPeriodEnd: true },
    });
  });

  it('ignores a stale subscription of a member whose current one grants a plan', () => {
    const current = { stripeSubscriptionId: 'sub_new', stripeSubscriptionStatus: 'active' as const };
    expect(shouldApply(current, aSubscription({ id: 'sub_old', status: 'canceled' }))).toBe(false);
    expect(shouldApply(current, aSubscription({ id: 'sub_new', status: 'canceled' }))).toBe(true);
    expect(shouldApply({ stripeSubscriptionId: 'sub_old', stripeSubscriptionStatus: 'canceled' }, aSubscription({ id: 'sub_new' }))).toBe(true);
  });
});

describe('entitlements of each tier', () => {
  it.each([
    ['free', false, { reviewTextPreviews: 2, matchResults: 3, vendorResponsesPerMonth: 1, emailAlerts: false, alertSearches: 0, openRfps: 1 }],
    ['startup', false, { reviewTextPreviews: null, matchResults: 25, vendorResponsesPerMonth: 1, emailAlerts: true, alertSearches: 3, openRfps: 10 }],
    ['growth', false, { reviewTextPreviews: null, matchResults: 25, vendorResponsesPerMonth: 1, emailAlerts: true, alertSearches: 20, openRfps: 10 }],
    ['basic', false, { reviewTextPreviews: null, matchResults: 25, vendorResponsesPerMonth: 10, emailAlerts: true, alertSearches: 3, openRfps: 10 }],
    ['professional', false, { reviewTextPreviews: null, matchResults: 25, vendorResponsesPerMonth: 50, emailAlerts: true, alertSearches: 20, openRfps: 10 }],
    ['enterprise', false, { reviewTextPreviews: null, matchResults: 25, vendorResponsesPerMonth: null, emailAlerts: true, alertSearches: null, openRfps: 10 }],
    ['premium', false, { reviewTextPreviews: null, matchResults: 25, vendorResponsesPerMonth: 1, emailAlerts: true, alertSearches: 3, openRfps: 10 }],
    ['free', true, { reviewTextPreviews: null, matchResults: 25, vendorResponsesPerMonth: 1, emailAlerts: true, alertSearches: null, openRfps: 10 }],
  ])('gives %s (admin: %p) %p', (tier, isAdmin, expected) => {
    expect(entitlementsOf(tier, isAdmin)).toEqual(expected);
  });
});
