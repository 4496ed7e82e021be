import { entitlementsOf } from './entitlements';
import { PLAN_FEATURE_TEXT, pricingPlans, VISITOR_PLANS } from './plans';

/** Every line a card may show: the catalogue's texts, with the counts the entitlements can take. */
const texts: unknown[] = Object.values(PLAN_FEATURE_TEXT);
const allowed = new Set<string>([
  ...texts.filter((text): text is string => typeof text === 'string'),
  ...[3, 25].map(PLAN_FEATURE_TEXT.matches),
  ...[1, 10, 50, null].map(PLAN_FEATURE_TEXT.responses),
]);

describe('plan texts match the entitlements (issue 12)', () => {
  const plans = pricingPlans({ startup: 'price_s', growth: 'price_g' });

  it('promise nothing outside the catalogue of built features', () => {
    for (const plan of [...plans, ...VISITOR_PLANS]) for (const feature of plan.features) expect(allowed).toContain(feature);
  });

  it('promise email alerts exactly where the tier grants them, and the tier’s own numbers', () => {
    for (const plan of plans) {
      const granted = entitlementsOf(plan.tier);
      expect(plan.features.includes(PLAN_FEATURE_TEXT.emailAlerts)).toBe(granted.emailAlerts);
      expect(plan.features).toContain(PLAN_FEATURE_TEXT.matches(granted.matchResults));
      if (plan.audience === 'vendor') expect(plan.features).toContain(PLAN_FEATURE_TEXT.responses(granted.vendorResponsesPerMonth));
    }
    expect(entitlementsOf('free').emailAlerts).toBe(false);
    expect(VISITOR_PLANS[0].features).not.toContain(PLAN_FEATURE_TEXT.emailAlerts);
  });
});
