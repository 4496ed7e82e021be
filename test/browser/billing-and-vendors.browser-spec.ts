/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { DEMO_ACCOUNTS, launchChromium, PageErrors, signIn, openApp } from '../support/browser';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { StripeFake } from '../support/stripe-fake';
import { startTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

const { admin: DEMO_ADMIN, reviewer: DEMO_REVIEWER, password: DEMO_PASSWORD } = DEMO_ACCOUNTS;
const PROVIDER = 'Northwind Clinical Research';

/** The texts of a pricing card, found by its heading. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('Pricing, subscribing and vendors in Chromium', () => {
  const stripe = new StripeFake();
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let companyId: string;

  beforeAll(async () => {
    const apiBase = await stripe.start();
    sut = await startTestApp({ demoMode: true, env: stripe.env(apiBase) });
    companyId = (await insertCompanies(sut.em(), [aCompany({ name: PROVIDER, type: 'CRO' })]))[PROVIDER];
    await insertReviews(sut.em(), companyId, [{ comments: 'Their monitoring team caught a protocol deviation early.', technicalExpertise: 8 }]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
    await stripe.stop();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = new PageErrors(page);
    errors.allowStatus(401);
  });

  afterEach(async () => {
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  it('shows a visitor the plans members see, Free first, and no plan that does not exist', async () => {
    await openApp(page, sut.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/\/pricing$/);
    // Each plan's text shows (waitFor waits until it is visible, within the test's timeout).
    await card(page, 'Free').getByText('$0').waitFor();
    await card(page, 'Free').getByText('2 review previews per company').waitFor();
    await card(page, 'Startup').getByText('$29').waitFor();
    await card(page, 'Growth').getByText('Daily email alerts on 20 saved searches').waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(4);
    await expect(page.getByText('Premium').count()).resolves.toBe(0);
    await expect(page.getByText('Coming Soon').count()).resolves.toBe(0);
    // A visitor is not offered the demo upgrade: it lends a plan to a signed-in session.
    await expect(page.getByTestId('demo-upgrade').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Can I cancel at any time?' }).click();
    await page.getByText(/stays active until the end of the billing period/).waitFor();
  });

  it('lets a member try a paid plan for the session in demo mode, labelled as a demo, and end it', async () => {
    await insertMember(sut.em(), { email: 'trier@pfizer.com' });
    await signIn(page, sut.url, 'trier@pfizer.com', MEMBER_PASSWORD, '/pricing');
    const panel = page.getByTestId('demo-upgrade');
    await panel.getByText('Nothing can be bought on this demo.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Try Growth (demo)' }).click();
    await panel.getByText('You are trying the Growth plan for this session (demo upgrade, nothing is charged).').waitFor();
    await expect(card(page, 'Growth').getByRole('button', { name: 'Trying (demo)' }).isDisabled()).resolves.toBe(true);
    await panel.getByRole('button', { name: 'End demo upgrade' }).click();
    await panel.getByRole('button', { name: 'Try Growth (demo)' }).waitFor();
    await expect(card(page, 'Free').getByRole('button', { name: 'Current Plan' }).isDisabled()).resolves.toBe(true);
  });

  it('shows a free member the buyer and vendor plans, the Upgrade button, and the verification step of the subscribe modal', async () => {
    await knexOf(sut.em())('users').where('email', DEMO_REVIEWER).update({ industry_verified: false });
    try {
      await signIn(page, sut.url, DEMO_REVIEWER, DEMO_PASSWORD);
      await page.getByRole('link', { name: 'Upgrade' }).click();
      await page.waitForURL(/\/pricing$/);
      await card(page, 'Startup').waitFor();
      await expect(card(page, 'Startup').getByText('$29').isVisible()).resolves.toBe(true);
      await expect(card(page, 'Startup').getByText('Most Popular').isVisible()).resolves.toBe(true);
      await expect(card(page, 'Growth').getByText('$99').isVisible()).resolves.toBe(true);
      await expect(card(page, 'Enterprise').getByText('Custom', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(card(page, 'Enterprise').getByRole('link', { name: 'Contact sales about Enterprise' }).getAttribute('href')).resolves.toMatch(
        /^mailto:sales@biovetted\.com/,
      );

      await page.getByRole('button', { name: 'For CROs & CDMOs' }).click();
      await card(page, 'Basic').waitFor();
      await expect(card(page, 'Basic').getByText('10 review responses per month').isVisible()).resolves.toBe(true);
      await expect(card(page, 'Professional').getByText('$249').isVisible()).resolves.toBe(true);
      await expect(card(page, 'Professional').getByText('Most Popular').isVisible()).resolves.toBe(true);
      await expect(card(page, 'Basic').getByRole('link', { name: 'Contact sales about Basic' }).isVisible()).resolves.toBe(true);

      // Subscribing needs industry verification first: the modal says so (403 requiresVerification).
      errors.allowStatus(403);
      await page.getByRole('button', { name: 'For Biotechs & Pharma' }).click();
      await card(page, 'Startup').getByRole('button', { name: 'Subscribe to Startup' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to Startup' });
      await dialog.getByText('$29 per month, billed monthly', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
      await dialog.getByText('Industry verification required.').waitFor();
      await expect(dialog.getByText('Status: Verification pending.', { exact: false }).isVisible()).resolves.toBe(true);
      await expect(dialog.getByRole('link', { name: 'Verify' }).getAttribute('href')).resolves.toBe('/email-verification');
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText('Free Plan').isVisible()).resolves.toBe(true);
      await menu.getByRole('menuitem', { name: 'Manage Subscription' }).click();
      await page.waitForURL(/\/subscription$/);
      await page.getByRole('heading', { name: 'Free Plan' }).waitFor();
      await expect(page.getByRole('button', { name: 'Cancel Subscription' }).count()).resolves.toBe(0);
    } finally {
      await knexOf(sut.em())('users').where('email', DEMO_REVIEWER).update({ industry_verified: true });
    }
  });

  it('shows a paying member the plan and its renewal, and cancels at the period end', async () => {
    // Arrange a paid Startup subscription through the API and Stripe's webhook.
    await insertMember(sut.em(), { email: 'payer@pfizer.com', firstName: 'Pat', lastName: 'Payer' });
    const agent = request.agent(sut.app.getHttpServer());
    await agent.post('/api/auth/login').send({ email: 'payer@pfizer.com', password: MEMBER_PASSWORD }).expect(200);
    const { body } = await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(201);
    stripe.pay(body.subscriptionId);
    const event = stripe.event('customer.subscription.updated', body.subscriptionId);
    await request(sut.app.getHttpServer())
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', event.signature)
      .send(event.payload)
      .expect(200);

    await signIn(page, sut.url, 'payer@pfizer.com', MEMBER_PASSWORD);
    await expect(page.getByRole('link', { name: 'Upgrade' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Startup Plan').waitFor();
    await expect(menu.getByRole('menuitem', { name: 'Upgrade Plan' }).count()).resolves.toBe(0);
    await menu.getByRole('menuitem', { name: 'Manage Subscription' }).click();
    await page.getByRole('heading', { name: 'Startup Plan' }).waitFor();
    await expect(page.getByText('Active', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/^Renews on /).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Top 25 matches per project search').isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Subscription Cancelled').waitFor();
    await page.getByText('Cancellation scheduled').waitFor();
    await page.getByText(/^Your plan ends on .+; you will not be charged again\.$/).waitFor();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' }).count()).resolves.toBe(0);
    expect(stripe.subscriptions.get(body.subscriptionId)!.cancel_at_period_end).toBe(true);
  });

  it('on the return from Stripe, toasts success only for redirect_status succeeded and shows the plan once the webhook grants it', async () => {
    await insertMember(sut.em(), { email: 'returner@pfizer.com', firstName: 'Rita', lastName: 'Returner' });
    const agent = request.agent(sut.app.getHttpServer());
    await agent.post('/api/auth/login').send({ email: 'returner@pfizer.com', password: MEMBER_PASSWORD }).expect(200);
    const { body } = await agent.post('/api/create-subscription').send({ priceId: 'price_startup_test' }).expect(201);
    await signIn(page, sut.url, 'returner@pfizer.com', MEMBER_PASSWORD);

    await page.goto(`${sut.url}/pricing?success=true&payment_intent=pi_fake&redirect_status=failed`);
    await page.getByText('Payment Failed').waitFor();
    await page.getByText('Your payment was not completed. Please try again.').waitFor();
    await expect(page.getByText('Subscription Successful!').count()).resolves.toBe(0);
    await page.waitForURL(/\/pricing$/);

    let statusReads = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/subscription/status') statusReads += 1;
    });
    await page.goto(`${sut.url}/pricing?success=true&payment_intent=pi_fake&redirect_status=succeeded`);
    await page.getByText('Subscription Successful!').waitFor();
    await page.getByText('Welcome to the Premium plan.').waitFor();
    // Stripe's webhook arrives later: only once the page has asked a few times without the plan granted.
    await waitFor(() => statusReads >= 3, 'the page has read the subscription status three times');
    stripe.pay(body.subscriptionId);
    const event = stripe.event('invoice.paid', body.subscriptionId);
    await request(sut.app.getHttpServer())
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', event.signature)
      .send(event.payload)
      .expect(200);
    await page.getByRole('button', { name: 'Subscribe to Startup' }).waitFor({ state: 'detached', timeout: 10_000 });
    await card(page, 'Startup').getByRole('button', { name: 'Current Plan' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText('Startup Plan').waitFor();
  });

  it('shows a free verified vendor every text of its company’s reviews, and once the quota is used says so once, with the reset date', async () => {
    const SOUTHWIND = 'Southwind Bioanalytics';
    const southwindId = (await insertCompanies(sut.em(), [aCompany({ name: SOUTHWIND, type: 'CRO' })]))[SOUTHWIND];
    await insertReviews(
      sut.em(),
      southwindId,
      [1, 2, 3].map((day) => ({ comments: `Southwind review from October ${day}.`, technicalExpertise: 7, createdAt: new Date(Date.UTC(2026, 9, day)) })),
    );
    await insertMember(sut.em(), { email: 'sam@southwind-bio.com', firstName: 'Sam', lastName: 'South' });
    const vendor = request.agent(sut.app.getHttpServer());
    await vendor.post('/api/auth/login').send({ email: 'sam@southwind-bio.com', password: MEMBER_PASSWORD }).expect(200);
    const { body: registration } = await vendor.post('/api/vendor/register').send({ companyId: southwindId }).expect(201);
    const admin = request.agent(sut.app.getHttpServer());
    await admin.post('/api/admin/auth').send({ email: DEMO_ADMIN, password: DEMO_PASSWORD }).expect(200);
    await admin.post('/api/admin/moderate-vendor').send({ vendorAccountId: registration.id, approved: true }).expect(200);

    await signIn(page, sut.url, 'sam@southwind-bio.com', MEMBER_PASSWORD, `/companies/${southwindId}`);
    // The oldest review is locked for free members, but not for the company's verified vendor.
    await page.getByText('Southwind review from October 1.').waitFor();
    await page
      .getByRole('button', { name: `Respond to this review as ${SOUTHWIND}` })
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: `Respond to this review as ${SOUTHWIND}` }).count()).resolves.toBe(3);

    const now = new Date();
    await knexOf(sut.em())('vendor_accounts')
      .where('id', registration.id)
      .update({ monthly_responses_used: 1, last_reset_date: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)) });
    await page.reload();
    await page.getByText('Southwind review from October 1.').waitFor();
    const resets = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const resetText = resets.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    // Said once above the reviews, not under each of them; no answer is offered meanwhile.
    const limitReached = page.getByTestId('response-quota-used');
    await limitReached.getByText(`Monthly response limit reached for ${SOUTHWIND}`, { exact: false }).waitFor();
    await limitReached.getByText(`You can respond again on ${resetText}`, { exact: false }).waitFor();
    await expect(limitReached.getByRole('link', { name: 'see the vendor plans' }).getAttribute('href')).resolves.toBe('/pricing?for=vendors');
    await expect(limitReached.count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: `Respond to this review as ${SOUTHWIND}` }).count()).resolves.toBe(0);
  });

  it('lets a vendor register, be approved in the Vendor Verification tab, and answer a review shown on the profile', async () => {
    await insertMember(sut.em(), { email: 'vera@northwind-cro.com', firstName: 'Vera', lastName: 'Vendor' });
    await signIn(page, sut.url, 'vera@northwind-cro.com', MEMBER_PASSWORD, '/vendor/register');
    await expect(page.getByRole('link', { name: 'vendor response policy' }).getAttribute('href')).resolves.toBe('/legal-terms');
    await page.getByLabel('Company').fill('Northwind');
    await page.getByRole('option', { name: new RegExp(`^${PROVIDER} \\(CRO\\)`) }).click();
    await page.getByLabel('Verification info (optional)').fill('northwind-cro.com');
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await page.getByRole('heading', { name: 'Registration Submitted' }).waitFor();
    await page.getByText('Vendor account registered. Verification pending.').waitFor();
    await expect(page.getByText('Verification pending', { exact: true }).isVisible()).resolves.toBe(true);

    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const adminErrors = new PageErrors(admin);
    adminErrors.allowStatus(401);
    await admin.goto(`${sut.url}/admin/login`);
    await admin.getByLabel('Admin Email').fill(DEMO_ADMIN);
    await admin.getByLabel('Password').fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In as Admin' }).click();
    await admin.waitForURL(/\/admin\/dashboard$/);
    await admin.getByRole('tab', { name: /Vendor Verification/ }).click();
    const registration = admin.locator('[data-testid="pending-vendor"]', { hasText: 'vera@northwind-cro.com' });
    await registration.getByRole('heading', { name: `Vera Vendor for ${PROVIDER}` }).waitFor();
    await expect(registration.getByText('northwind-cro.com', { exact: true }).isVisible()).resolves.toBe(true);
    await registration.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Vendor status updated successfully').waitFor();
    await registration.waitFor({ state: 'detached' });
    await admin.close();
    expect(adminErrors.messages).toEqual([]);

    await openApp(page, `${sut.url}/companies/${companyId}`);
    await page.getByRole('button', { name: `Respond to this review as ${PROVIDER}` }).click();
    await page.getByLabel(`Response from ${PROVIDER}`).fill('Thank you. We have since made deviation reviews part of every monitoring visit.');
    await page.getByRole('button', { name: 'Publish Response' }).click();
    await page.getByText('Response Published').waitFor();
    await page.getByText(`Response from ${PROVIDER}`, { exact: true }).waitFor();
    await page.getByText('We have since made deviation reviews part of every monitoring visit.', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: `Respond to this review as ${PROVIDER}` }).count()).resolves.toBe(0);

    // The vendor's own page shows the month's quota use.
    await page.goto(`${sut.url}/vendor/register`);
    await page.getByText('Monthly response limit reached (1 of 1)', { exact: false }).waitFor();
  });
});
