/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { checkedPage, launchChromium, signIn } from '../support/browser';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

describe('Manage Subscription without billing (no STRIPE_SECRET_KEY) in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    sut = await startTestApp({});
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  it('shows a paid member the plan but offers no Cancel Subscription, which could only fail', async () => {
    await insertMember(sut.em(), { email: 'offline@pfizer.com' });
    await knexOf(sut.em())('users')
      .where('email', 'offline@pfizer.com')
      .update({ subscription_tier: 'startup', stripe_customer_id: 'cus_offline', stripe_subscription_id: 'sub_offline', stripe_subscription_status: 'active' });
    const { page, errors } = await checkedPage(browser);
    try {
      await signIn(page, sut.url, 'offline@pfizer.com', MEMBER_PASSWORD, '/subscription');
      await page.getByRole('heading', { name: 'Startup Plan' }).waitFor();
      await page.getByText('Billing is not configured on this server, so plans cannot be bought, changed or cancelled here.').waitFor();
      await expect(page.getByRole('button', { name: 'Cancel Subscription' }).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Change Plan' }).isVisible()).resolves.toBe(true);
      expect(errors.messages).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
