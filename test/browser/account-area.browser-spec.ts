/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { checkedPage, launchChromium, PageErrors, signIn, submitSignIn, openApp } from '../support/browser';
import { insertCompany, insertReviews } from '../support/factories';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

// Issues 13 and 16 in Chromium: the applicant's path from sign-up to approval (what happens next for each kind of
// address, confirming first, a new link), the Account page (profile, change password, my reviews, export, delete),
// and the Privacy page.

describe('Applicants and the account area in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });
  beforeEach(async () => {
    ({ page, errors } = await checkedPage(browser));
  });
  afterEach(async () => {
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  async function apply(email: string) {
    await page.goto(`${sut.url}/signup`);
    await page.getByLabel('First Name').fill('Alex');
    await page.getByLabel('Last Name').fill('Applicant');
    await page.getByLabel('Work Email').fill(email);
    await page.getByLabel('Password').fill('an applicant passphrase');
    await page.getByLabel('Company').fill('Acme Biologics');
    await page.getByLabel('Job Title').fill('Head of Outsourcing');
    await page.getByRole('button', { name: 'Submit Application' }).click();
  }

  /**
   * The focused element's `property` (its id or its text) once it holds `expected`, or whatever is focused after 10 s:
   * focus moves in the commit after the one that shows the message, so it is read once it has had the time to move.
   */
  const focusedOnce = async (property: 'id' | 'textContent', expected: string) => {
    const read = (name: 'id' | 'textContent') => document.activeElement?.[name] ?? '';
    await page
      .waitForFunction(({ name, text }) => (document.activeElement?.[name] ?? '').includes(text), { name: property, text: expected }, { timeout: 10_000 })
      .catch(() => undefined);
    return page.evaluate(read, property);
  };

  it('tells an applicant what happens next, to confirm first when signing in too early, and sends a new link', async () => {
    await apply('early.bird@gmail.com');
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    await page.getByText('our team reviews your application, usually within 1-2 business days').waitFor();
    expect(await focusedOnce('textContent', 'Application Submitted!')).toBe('Application Submitted!');

    // Signing in before confirming: its own message, and a new link from where the applicant landed.
    errors.allowStatus(403);
    await submitSignIn(page, sut.url, 'early.bird@gmail.com', 'an applicant passphrase');
    await page.getByText('Please confirm your email address first').waitFor();
    expect(await focusedOnce('textContent', 'Please confirm your email address first')).toContain('Please confirm your email address first');
    await expect(page.getByText('Login Failed').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
    await page.getByRole('status').getByText('we have sent a new confirmation link').waitFor();
    await sut.smtp!.waitFor('early.bird@gmail.com', /Confirm your email/);
    await sut.mailSent();
    const links = sut.smtp!.mails.filter((m) => m.to === 'early.bird@gmail.com' && /Confirm your email/.test(m.subject));
    expect(links).toHaveLength(2);

    // The newest link confirms; the applicant is told the review comes next, and how long it takes.
    await page.goto(SmtpSink.linkIn(links[1], '/api/auth/confirm-email?token='));
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('confirmation') === 'pending');
    await page.getByText('Our team reviews your application within 1-2 business days').waitFor();
    await submitSignIn(page, sut.url, 'early.bird@gmail.com', 'an applicant passphrase');
    await page.getByText('Your application is pending review').waitFor();
  });

  it('tells an industry applicant the account is approved on confirmation, and offers a new link after an expired one', async () => {
    await apply('new.scientist@novartis.com');
    await page.getByText('approved as soon as you confirm it').waitFor();

    await page.goto(`${sut.url}/login?confirmation=invalid`);
    await page.getByText('This confirmation link is invalid or has expired').waitFor();
    const resend = page.getByRole('form', { name: 'Send a new confirmation link' });
    await resend.getByRole('button', { name: 'Send a new confirmation link' }).click();
    await resend.getByText('Please enter a valid email address').waitFor();
    await resend.getByLabel('Email').fill('new.scientist@novartis.com');
    await resend.getByRole('button', { name: 'Send a new confirmation link' }).click();
    await page.getByRole('status').getByText('we have sent a new confirmation link').waitFor();
  });

  it('points a second application for the same address to sign-in, reset and a new confirmation link', async () => {
    errors.allowStatus(409);
    await apply('twice.applied@gmail.com');
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    await apply('twice.applied@gmail.com');
    const alert = page.getByRole('alert').filter({ hasText: 'An account with this email already exists' });
    await alert.waitFor();
    await expect(alert.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/login');
    await expect(alert.getByRole('link', { name: 'reset your password' }).getAttribute('href')).resolves.toBe('/forgot-password');
    await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
    await page.getByRole('status').getByText('we have sent a new confirmation link').waitFor();
  });

  it('lets a member change the password from the Account page in the avatar menu', async () => {
    const member = await insertMember(sut.em(), { firstName: 'Casey', lastName: 'Changer' });
    await signIn(page, sut.url, member.email, MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Casey Changer').waitFor();
    await expect(profile.getByText('Free Plan').isVisible()).resolves.toBe(true);
    await expect(profile.getByText(/Verified member/).isVisible()).resolves.toBe(true);

    errors.allowStatus(400);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current Password').fill('not my password');
    await form.getByLabel(/^New Password/).fill('a brand new passphrase');
    await form.getByLabel('Confirm New Password').fill('a brand new passphrase');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('Password is incorrect').waitFor();
    expect(await focusedOnce('id', 'field-currentPassword')).toBe('field-currentPassword');

    await form.getByLabel('Current Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').getByText('Your password was changed').waitFor();
    expect(await focusedOnce('textContent', 'Your password was changed')).toContain('Your password was changed');
    await sut.smtp!.waitFor(member.email, /^Your BioVetted password was changed$/);

    await page.goto(`${sut.url}/sign-out`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${sut.url}/`);
    await signIn(page, sut.url, member.email, 'a brand new passphrase');
  });

  it('lists my reviews and vendor accounts, downloads my data and deletes the account after the password', async () => {
    const member = await insertMember(sut.em(), { firstName: 'Dana', lastName: 'Leaving' });
    const companyId = await insertCompany(sut.em(), { name: 'Browser Review Labs' });
    await insertReviews(sut.em(), companyId, [
      { userId: member.id, moderationStatus: 'approved', createdAt: new Date('2026-01-05T00:00:00Z'), pricing: 8, comments: 'Kept after I leave' },
      { userId: member.id, moderationStatus: 'pending', createdAt: new Date('2026-02-05T00:00:00Z') },
    ]);
    await signIn(page, sut.url, member.email, MEMBER_PASSWORD, '/account#my-reviews');
    const reviews = page.getByRole('list', { name: 'Your reviews' });
    await reviews.getByText('In moderation', { exact: true }).waitFor();
    await expect(reviews.getByText('Published', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(reviews.getByRole('link', { name: 'Browser Review Labs' }).count()).resolves.toBe(2);
    await page.getByRole('region', { name: 'My vendor accounts' }).getByText('You do not represent a company on BioVetted.').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^biovetted-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.user.email).toBe(member.email);
    expect(exported.reviews).toHaveLength(2);

    errors.allowStatus(400);
    errors.allowStatus(401);
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('published reviews stay on company pages').waitFor();
    expect(await focusedOnce('id', 'field-password')).toBe('field-password');
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    await dialog.getByLabel('Your password').fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    expect(await focusedOnce('textContent', 'Your account has been deleted')).toBe('Your account has been deleted');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    expect(await knexOf(sut.em())('users').where({ id: member.id })).toEqual([]);
    await openApp(page, `${sut.url}/companies/${companyId}`);
    await page.getByText('Kept after I leave').waitFor();
    await submitSignIn(page, sut.url, member.email, MEMBER_PASSWORD);
    await page.getByText('Invalid email or password').waitFor();
  });

  it('links the Privacy page from the footer and the Legal Terms, and says how to export and delete', async () => {
    await openApp(page, sut.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.getByRole('heading', { name: 'Privacy', level: 1 }).waitFor();
    for (const heading of ['What we keep', 'How long we keep it', 'Your rights']) await page.getByRole('heading', { name: heading }).waitFor();
    await expect(page.getByRole('link', { name: 'Account → Delete my account' }).getAttribute('href')).resolves.toBe('/account#your-data');
    await page.goto(`${sut.url}/legal-terms`);
    await page.getByRole('link', { name: 'Privacy notice' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
  });
});
