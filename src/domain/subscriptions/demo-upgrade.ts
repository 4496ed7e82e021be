import type { Account } from '../accounts/account';

/*
 * In demo mode nothing can be bought, so what paid plans grant (alerts, full review text, more matches, open RFPs,
 * vendor responses) could not be tried. A demo upgrade lends a paid tier to one signed-in session: it is kept in
 * the session, never in the account, ends with the session, and the screens label it as a demo.
 */

/** The tiers a session may try: the two buyer plans sold online and the vendors' Professional. */
export const DEMO_UPGRADE_TIERS = ['startup', 'growth', 'professional'] as const;
export type DemoUpgradeTier = (typeof DEMO_UPGRADE_TIERS)[number];

/** Whether `value` is a tier a demo upgrade may lend. */
export function isDemoUpgradeTier(value: unknown): value is DemoUpgradeTier {
  return typeof value === 'string' && (DEMO_UPGRADE_TIERS as readonly string[]).includes(value);
}

/** The account as a session with a demo upgrade sees it: the same account holding the lent tier. */
export function withDemoUpgrade(account: Account, tier: DemoUpgradeTier | null | undefined): Account {
  return tier ? { ...account, subscriptionTier: tier } : account;
}
