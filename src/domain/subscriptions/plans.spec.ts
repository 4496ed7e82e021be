import { ALERT_SEARCHES, entitlementsOf } from './entitlements';
import { PLAN_FEATURE_TEXT, planFeatures, pricingPlans } from './plans';

describe('plan cards are written from the entitlements', () => {
  const plans = pricingPlans({ startup: 'price_s', growth: 'price_g' });

  it('state each tier’s own review text, matches, alerts and open RFPs', () => {
    for (const plan of plans) {
      const granted = entitlementsOf(plan.tier);
      expect(plan.features).toContain(PLAN_FEATURE_TEXT.reviewText(granted.reviewTextPreviews));
      expect(plan.features).toContain(PLAN_FEATURE_TEXT.matches(granted.matchResults));
      expect(plan.features).toContain(PLAN_FEATURE_TEXT.openRfps(granted.openRfps));
      expect(plan.features.some((line) => line.startsWith('Daily email alerts'))).toBe(granted.emailAlerts);
      if (granted.emailAlerts) expect(plan.features).toContain(PLAN_FEATURE_TEXT.alerts(granted.alertSearches));
      if (plan.audience === 'vendor') expect(plan.features[0]).toBe(PLAN_FEATURE_TEXT.responses(granted.vendorResponsesPerMonth));
    }
  });

  it('give Startup and Growth different features, since their alert allowances differ', () => {
    const [startup, growth] = ['startup', 'growth'].map((tier) => plans.find((plan) => plan.tier === tier && plan.audience === 'buyer')!);
    expect(ALERT_SEARCHES.startup).not.toBe(ALERT_SEARCHES.growth);
    expect(startup.features).not.toEqual(growth.features);
    expect(startup.features).toContain('Daily email alerts on 3 saved searches');
    expect(growth.features).toContain('Daily email alerts on 20 saved searches');
  });

  it('list no email alerts on the free plan, and what every member has', () => {
    const free = planFeatures('free', 'buyer');
    expect(free.some((line) => line.includes('alerts'))).toBe(false);
    expect(free).toEqual([
      'Browse, search and filter the directory',
      'Shortlist, compare and export providers',
      '2 review previews per company',
      'Top 3 matches per project search',
      '1 request for proposal open at a time',
    ]);
  });
});
