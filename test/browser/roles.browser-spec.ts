/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { DEMO_ACCOUNTS, launchChromium, PageErrors, signIn, openApp } from '../support/browser';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, MEMBER_PASSWORD, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const { admin: DEMO_ADMIN, password: DEMO_PASSWORD } = DEMO_ACCOUNTS;

/** Signs in through Admin Login and waits for the dashboard. */
async function adminSignIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Admin Email').fill(DEMO_ADMIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

// Roles in the browser: a vendor claims a company from its profile and answers an older review from the
// dashboard; an admin merges a duplicate proposal and its held review reaches moderation for the listed company;
// an admin unlists a company and a visitor no longer finds it; the dashboard works on a 390 px phone.
describe('Every role in Chromium: vendors, admins, phones', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;

  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
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

  it('lets a member claim a company from its profile, then answer an older review from the vendor dashboard', async () => {
    const COMPANY = 'Eastwind Clinical Research';
    const { [COMPANY]: companyId } = await insertCompanies(sut.em(), [aCompany({ name: COMPANY, type: 'CRO', website: 'https://www.eastwind-cro.com' })]);
    await insertReviews(sut.em(), companyId, [
      { comments: 'An older review: slow start-up, strong monitoring.', technicalExpertise: 7, createdAt: new Date('2025-03-01T00:00:00Z') },
      { comments: 'A newer review: quick database lock.', technicalExpertise: 9, createdAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    await insertMember(sut.em(), { email: 'erin@eastwind-cro.com', firstName: 'Erin', lastName: 'East' });

    // Signed out, the profile offers to sign in or apply first.
    await openApp(page, `${sut.url}/companies/${companyId}`);
    const claim = page.getByRole('region', { name: 'Claim this profile' });
    await claim.getByRole('link', { name: 'Sign in to claim' }).waitFor();
    await expect(claim.getByRole('link', { name: 'Apply for access' }).getAttribute('href')).resolves.toBe(
      `/signup?returnTo=${encodeURIComponent(`/companies/${companyId}`)}`,
    );

    await signIn(page, sut.url, 'erin@eastwind-cro.com', MEMBER_PASSWORD, `/companies/${companyId}`);
    await page.getByRole('link', { name: 'Claim this profile' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor/register' && url.searchParams.get('company') === companyId);
    // The company is chosen already.
    await page.waitForFunction((name) => (document.querySelector('#field-companyId') as HTMLInputElement | null)?.value.startsWith(name) ?? false, COMPANY);
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await page.getByRole('heading', { name: 'Registration Submitted' }).waitFor();

    // The admin sees that the claimant's email domain is the company's, and approves.
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const adminErrors = new PageErrors(admin);
    adminErrors.allowStatus(401);
    await adminSignIn(admin, sut.url);
    await admin.getByRole('tab', { name: /Vendor Verification/ }).click();
    const registration = admin.locator('[data-testid="pending-vendor"]', { hasText: 'erin@eastwind-cro.com' });
    await registration.getByText('Email domain matches the company website: eastwind-cro.com belongs to eastwind-cro.com.').waitFor();
    await registration.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Vendor status updated successfully').waitFor();
    await admin.close();
    expect(adminErrors.messages).toEqual([]);

    await openApp(page, `${sut.url}/companies/${companyId}`);
    await page.getByRole('link', { name: 'Open the vendor dashboard' }).click();
    await page.waitForURL(/\/vendor$/);
    await page.getByRole('heading', { name: 'Reviews awaiting a response (2)' }).waitFor();
    const older = page.getByRole('article', { name: /Review of Eastwind Clinical Research, March 1, 2025/ });
    await older.getByText('An older review: slow start-up, strong monitoring.').waitFor();
    await older.getByRole('button', { name: `Respond to this review as ${COMPANY}` }).click();
    await older.getByLabel(`Response from ${COMPANY}`).fill('Thank you. Our start-up team has doubled since then.');
    await older.getByRole('button', { name: 'Publish Response' }).click();
    await page.getByText('Response Published').waitFor();
    await page.getByRole('heading', { name: 'Responses given (1)' }).waitFor();
    await page.getByRole('heading', { name: 'Reviews awaiting a response (1)' }).waitFor();
    await page.getByText('Thank you. Our start-up team has doubled since then.').waitFor();
    // The free plan's one answer a month is used: said once, in the claim, with no answer offered under the other review.
    await page.getByText('Monthly response limit reached (1 of 1)', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: /Respond to this review/ }).count()).resolves.toBe(0);
    const [stored] = await knexOf(sut.em())('review_responses').join('reviews', 'reviews.id', 'review_responses.review_id').select('reviews.comments');
    expect(stored.comments).toBe('An older review: slow start-up, strong monitoring.');
  });

  it('lets an admin merge a duplicate proposal, and the held review reaches moderation for the listed company', async () => {
    const LISTED = 'Patheon Biologics';
    const { [LISTED]: listedId } = await insertCompanies(sut.em(), [aCompany({ name: LISTED, type: 'CDMO', website: 'https://www.patheon.com' })]);
    const proposer = await insertMember(sut.em(), { email: 'pat@pfizer.com' });
    const agent = await signedInAgent(sut.app.getHttpServer(), proposer.email);
    const proposal = (
      await agent
        .post('/api/company-submissions')
        .send({ name: 'Patheon Greenville Site', type: 'CDMO', location: 'Greenville', country: 'United States', website: 'patheon.com' })
        .expect(201)
    ).body.submission;
    const ratings = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, 8]));
    await agent
      .post('/api/reviews')
      .send({ pendingCompanySubmission: proposal.id, serviceType: 'CDMO', ...ratings, comments: 'Fill-finish ran to plan.' })
      .expect(201);

    await adminSignIn(page, sut.url);
    await page.getByRole('tab', { name: /Company Submissions/ }).click();
    const card = page.locator('[data-testid="company-submission"]', { hasText: 'Patheon Greenville Site' });
    await card.getByText('Possibly already listed:').waitFor();
    await card.getByRole('button', { name: 'Merge into listed company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge Patheon Greenville Site into a listed company' });
    await expect(dialog.getByRole('radio', { name: LISTED }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await page.getByText('Patheon Greenville Site was closed as a duplicate; 1 held review entered moderation.').waitFor();
    await card.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /Review Moderation/ }).click();
    const review = page.locator('[data-testid="pending-review"]', { hasText: 'Fill-finish ran to plan.' });
    await review.getByRole('heading', { name: LISTED }).waitFor();
    // The moderator sees what may be known of the author, never who it is.
    await expect(review.getByText('pfizer.com', { exact: true }).isVisible()).resolves.toBe(true);
    const [stored] = await knexOf(sut.em())('reviews').where('company_submission_id', proposal.id);
    expect(stored).toMatchObject({ company_id: listedId, moderation_status: 'pending' });
  });

  it('lets an admin unlist a company, after which a visitor no longer finds it', async () => {
    const NAME = 'Obsolete Analytics';
    const { [NAME]: companyId } = await insertCompanies(sut.em(), [aCompany({ name: NAME, type: 'CRO' })]);
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const visitorErrors = new PageErrors(visitor);
    visitorErrors.allowStatus(401);
    visitorErrors.allowStatus(404);
    await openApp(visitor, `${sut.url}/companies?search=Obsolete`);
    await visitor.getByRole('heading', { name: NAME }).first().waitFor();

    await adminSignIn(page, sut.url);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL(/\/admin\/companies$/);
    await page.getByLabel('Search companies').fill('Obsolete');
    const row = page.locator('[data-testid="managed-company"]', { hasText: NAME });
    await row.getByRole('button', { name: `Unlist ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unlist ${NAME}?` });
    await expect(dialog.getByRole('button', { name: 'Unlist' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Reason').fill('The company closed in 2025.');
    await dialog.getByRole('button', { name: 'Unlist' }).click();
    await page.getByText(`${NAME} is no longer in the directory.`).waitFor();
    await row.getByText('Unlisted', { exact: true }).waitFor();

    await openApp(visitor, `${sut.url}/companies?search=Obsolete`);
    await visitor.getByText('No companies found').waitFor();
    await expect(visitor.getByRole('heading', { name: NAME }).count()).resolves.toBe(0);
    await openApp(visitor, `${sut.url}/companies/${companyId}`);
    await visitor.getByRole('heading', { name: 'Company Not Found' }).waitFor();
    await visitor.close();
    expect(visitorErrors.messages).toEqual([]);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { name: `Company “${NAME}” unlisted` }).waitFor();
    await page.getByText('Notes: The company closed in 2025.').waitFor();
  });

  it('keeps every dashboard tab reachable on a 390 px phone, and asks for a reason before a rejection', async () => {
    await insertMember(sut.em(), { email: 'phone-applicant@gmail.com', firstName: 'Phoebe', lastName: 'Applicant', verificationLevel: 'manual_review' });
    await page.setViewportSize({ width: 390, height: 844 });
    await adminSignIn(page, sut.url);
    for (const tab of ['User Verification', 'Review Moderation', 'Industry Verification', 'Company Submissions', 'Vendor Verification']) {
      // By keyboard: deterministic while the strip scrolls the chosen tab into view, and it is how a phone's
      // switch or screen-reader user reaches the tab.
      await page.getByRole('tab', { name: new RegExp(tab) }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('tab', { name: new RegExp(tab), selected: true }).waitFor();
    }
    // The tab strip scrolls, with its arrows, rather than hiding tabs.
    const fits = await page.locator('[role="tablist"]').evaluate((list) => list.scrollWidth <= list.clientWidth + 1);
    const arrows = await page.locator('.MuiTabs-scrollButtons').count();
    expect(fits || arrows > 0).toBe(true);

    // Back to the first tab the same way: a click can land while the strip is still scrolling.
    await page.getByRole('tab', { name: /User Verification/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: /User Verification/, selected: true }).waitFor();
    const card = page.locator('[data-testid="pending-user"]', { hasText: 'phone-applicant@gmail.com' });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the request of Phoebe Applicant?' });
    await dialog.getByText('A rejection cannot be undone. The reason is emailed to phone-applicant@gmail.com.').waitFor();
    await expect(dialog.getByRole('button', { name: 'Reject' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Reason').fill('We could not confirm your employer.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Phoebe Applicant was rejected.').waitFor();
    const [stored] = await knexOf(sut.em())('users').where('email', 'phone-applicant@gmail.com');
    expect(stored).toMatchObject({ verification_level: 'rejected', verification_notes: 'We could not confirm your employer.' });
    await request(sut.app.getHttpServer()).get('/api/admin/setup-status').expect(200, { adminExists: true });
    // Admin Setup steps aside once an admin exists.
    await page.goto(`${sut.url}/admin/setup`);
    await page.waitForURL(/\/admin\/login$/);
  });
});
