/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, launchChromium, PageErrors, submitSignIn, openApp } from '../support/browser';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

const { admin: DEMO_ADMIN, reviewer: DEMO_REVIEWER, password: DEMO_PASSWORD } = DEMO_ACCOUNTS;

const APPLICANT = {
  firstName: 'Jane',
  lastName: 'Applicant',
  // A free-mail address is never approved automatically: it waits for an admin (docs/accounts.md).
  email: 'jane.applicant@gmail.com',
  password: 'a-long-enough-password',
  company: 'Acme Biologics',
  jobTitle: 'Head of Outsourcing',
};

describe('Account journeys in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;

  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true, smtp: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = new PageErrors(page);
    // Every page asks GET /api/auth/user, which answers 401 to a signed-out browser (the contract's
    // "signed out"); wrong credentials are 401 too. Chromium logs each as a failed resource.
    errors.allowStatus(401);
  });

  afterEach(async () => {
    await page.close();
    expect(errors.messages).toEqual([]); // no CSP violation, no unexpected failed request, no React error
  });

  it('takes an application through admin approval to a signed-in session and back out', async () => {
    // Apply for access.
    await openApp(page, sut.url);
    await page.getByRole('link', { name: 'Apply for Access' }).first().click();
    await page.waitForURL(/\/signup$/);
    await page.getByLabel('First Name').fill(APPLICANT.firstName);
    await page.getByLabel('Last Name').fill(APPLICANT.lastName);
    await page.getByLabel('Work Email').fill(APPLICANT.email);
    await page.getByLabel('Password').fill(APPLICANT.password);
    await page.getByLabel('Company').fill(APPLICANT.company);
    await page.getByLabel('Job Title').fill(APPLICANT.jobTitle);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    await page.getByRole('link', { name: 'Return to Homepage' }).waitFor();

    // The applicant cannot sign in before confirming the email, and is told so.
    errors.allowStatus(403);
    await submitSignIn(page, sut.url, APPLICANT.email, APPLICANT.password);
    await page.getByText('Please confirm your email address first').waitFor();

    // The admin approves the application.
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const adminErrors = new PageErrors(admin);
    adminErrors.allowStatus(401);
    await admin.goto(`${sut.url}/admin/login`);
    await admin.getByLabel('Admin Email').fill(DEMO_ADMIN);
    await admin.getByLabel('Password').fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In as Admin' }).click();
    await admin.getByText('Admin login successful! Redirecting...').waitFor();
    await admin.waitForURL(/\/admin\/dashboard$/);
    await admin.getByRole('tab', { name: /User Verification/ }).waitFor();
    const application = admin.locator('[data-testid="pending-user"]', { hasText: APPLICANT.email });
    await application.getByRole('heading', { name: `${APPLICANT.firstName} ${APPLICANT.lastName}` }).waitFor();
    await expect(application.getByText(APPLICANT.company).isVisible()).resolves.toBe(true);
    await expect(application.getByText(APPLICANT.jobTitle).isVisible()).resolves.toBe(true);
    await application.getByLabel('Notes (optional)').fill('Checked the company website.');
    await application.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('User status updated successfully').waitFor();
    await application.waitFor({ state: 'detached' });
    // The admin's bar links the dashboard.
    await expect(admin.getByRole('link', { name: 'Admin', exact: true }).isVisible()).resolves.toBe(true);
    await admin.close();
    expect(adminErrors.messages).toEqual([]);

    // Now the applicant signs in, sees their account, and signs out.
    await submitSignIn(page, sut.url, APPLICANT.email, APPLICANT.password);
    await page.waitForURL(`${sut.url}/`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(`${APPLICANT.firstName} ${APPLICANT.lastName}`).waitFor();
    await expect(menu.getByText(APPLICANT.email).isVisible()).resolves.toBe(true);
    await expect(menu.getByText('Free Plan').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(0);
    const signOuts: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(auth\/)?logout$/.test(new URL(request.url()).pathname)) signOuts.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign Up' }).waitFor();
    // The app's Sign out posts; it never follows a link that changes state.
    expect(signOuts).toEqual(['POST /api/auth/logout']);
    await expect(page.getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Account menu' }).count()).resolves.toBe(0);
  });

  it('keeps the member signed in when a link elsewhere opens /api/logout, and signs out only from the button on the page it leads to', async () => {
    await submitSignIn(page, sut.url, DEMO_REVIEWER, DEMO_PASSWORD);
    await page.waitForURL(`${sut.url}/`);
    // As if a page on another site linked here: the navigation changes nothing by itself.
    await page.goto(`${sut.url}/api/logout`, { referer: 'https://elsewhere.example/' });
    await page.waitForURL(`${sut.url}/sign-out`);
    await page.getByRole('heading', { name: 'Sign out of BioVetted?' }).waitFor();
    await page.getByText(DEMO_REVIEWER).waitFor();
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await page.waitForURL(`${sut.url}/`);
    await expect(page.evaluate(async () => (await fetch('/api/auth/user')).status)).resolves.toBe(200);

    await page.goto(`${sut.url}/sign-out`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${sut.url}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await expect(page.evaluate(async () => (await fetch('/api/auth/user')).status)).resolves.toBe(401);
    await page.goto(`${sut.url}/sign-out`);
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
  });

  it('refuses a wrong password with the server message', async () => {
    await submitSignIn(page, sut.url, DEMO_REVIEWER, 'not-the-password');
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the form rules before anything is sent', async () => {
    await page.goto(`${sut.url}/signup`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await expect(page.getByText('Password must be at least 8 characters long').isVisible()).resolves.toBe(true);
    await expect(page.getByText('First name is required').isVisible()).resolves.toBe(true);
    await page.getByLabel('LinkedIn Profile (optional)').fill('https://example.com/me');
    await page.getByLabel('LinkedIn Profile (optional)').blur();
    await page.getByText('Please enter a valid LinkedIn URL').waitFor();
  });

  it("shows the server's answer to a too common password under the field (docs/security.md#trust-and-safety-rules)", async () => {
    errors.allowStatus(400);
    await page.goto(`${sut.url}/signup`);
    await page.getByLabel('First Name').fill('Common');
    await page.getByLabel('Last Name').fill('Password');
    await page.getByLabel('Work Email').fill('common.password@pfizer.com');
    await page.getByLabel('Password').fill('password123');
    await page.getByLabel('Company').fill('Pfizer');
    await page.getByLabel('Job Title').fill('Buyer');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.locator('#field-password-helper-text').getByText('This password is too common').waitFor();
  });

  it('denies the admin dashboard to a signed-in reviewer', async () => {
    await submitSignIn(page, sut.url, DEMO_REVIEWER, DEMO_PASSWORD);
    await page.waitForURL(`${sut.url}/`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await expect(page.getByRole('link', { name: 'Admin', exact: true }).count()).resolves.toBe(0);
    await page.goto(`${sut.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have admin privileges.").waitFor();
  });

  it('asks a signed-out visitor to sign in before email verification', async () => {
    await page.goto(`${sut.url}/email-verification`);
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    // Signing in returns to the page that asked for it.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/email-verification');
  });

  it('shows an approved member as verified on the Email Verification screen, asking nothing more', async () => {
    // A member approved before approval meant industry verification (the migration fixes stored ones).
    await knexOf(sut.em())('users').where('email', DEMO_REVIEWER).update({ industry_verified: false });
    await submitSignIn(page, sut.url, DEMO_REVIEWER, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${sut.url}/email-verification`);
    await page.getByText('Your professional role is verified').waitFor();
    await expect(page.getByText('Manual Review Required').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Submit for Review' }).count()).resolves.toBe(0);
    await knexOf(sut.em())('users').where('email', DEMO_REVIEWER).update({ industry_verified: true });
  });

  it('signs a browser opening a page with ?demo=true in as the demo reviewer and keeps the page', async () => {
    await openApp(page, `${sut.url}/companies?demo=true`);
    await page.waitForURL((url) => url.pathname === '/companies' && url.searchParams.get('demo') === 'true');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'bv.sid')).toBe(true);
  });

  it('tells an applicant arriving from the confirmation link what happens next', async () => {
    await page.goto(`${sut.url}/login?confirmation=pending`);
    await page.getByText('Our team reviews your application within 1-2 business days').waitFor();
  });

  it('leaves no confirmation token in the address bar after the confirmation link', async () => {
    await page.goto(`${sut.url}/api/auth/confirm-email?token=not-a-real-confirmation-token`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(page.url()).toBe(`${sut.url}/login?confirmation=invalid`);
  });

  it('sends a signed-out visitor without a reset token back to Forgot Password', async () => {
    await page.goto(`${sut.url}/reset-password`);
    await page.getByRole('heading', { name: 'Invalid Link' }).waitFor();
    await page.waitForURL(/\/forgot-password$/, { timeout: 10_000 });
  });

  it('resets a forgotten password through the link in the captured mail', async () => {
    await page.goto(`${sut.url}/forgot-password`);
    await page.getByLabel('Email').fill('demo-reviewer@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const mail = await sut.smtp!.waitFor('demo-reviewer@example.com', /Reset your BioVetted password/);
    const link = SmtpSink.linkIn(mail, '/reset-password?token=');
    const token = new URL(link).searchParams.get('token')!;
    const referers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers()['referer'];
      if (referer) referers.push(referer);
    });
    const landing = await page.goto(link);
    // The token leaves the address bar at once and no request of the page names it (docs/security.md#trust-and-safety-rules).
    expect(landing!.headers()['referrer-policy']).toBe('no-referrer');
    await page.waitForURL((url) => url.pathname === '/reset-password' && !url.searchParams.has('token'));
    expect(page.url()).not.toContain(token);
    await page.getByLabel('New Password').fill('a fresh demo password');
    await page.getByLabel('Confirm Password').fill('a fresh demo password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password Reset Successful').first().waitFor();
    expect(referers).toEqual([]);
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    await submitSignIn(page, sut.url, 'demo-reviewer@example.com', 'a fresh demo password');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
