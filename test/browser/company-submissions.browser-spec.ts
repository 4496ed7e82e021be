/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies } from '../support/factories';
import { DEMO_ACCOUNTS, checkedPage, launchChromium, PageErrors, signIn, openApp } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

const { admin: DEMO_ADMIN, reviewer: DEMO_REVIEWER, password: DEMO_PASSWORD } = DEMO_ACCOUNTS;

const COMPANY = 'Aurora Cell Therapy Services';

async function choose(page: Page, label: string, options: string[]): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  for (const option of options) {
    await combobox.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

describe('Company submission journeys in Chromium', () => {
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
    ({ page, errors } = await checkedPage(browser));
  });

  afterEach(async () => {
    await page.close();
    expect(errors.messages).toEqual([]); // no CSP violation, no unexpected failed request, no React error
  });

  it('asks a signed-out visitor to sign in before adding a company', async () => {
    await page.goto(`${sut.url}/submit-company`);
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
  });

  it('shows the form rules before anything is sent', async () => {
    await signIn(page, sut.url, DEMO_REVIEWER, DEMO_PASSWORD, '/submit-company');
    await page.getByLabel('Contact Email').fill('');
    await page.getByLabel('Founded Year').fill('1850');
    await page.getByRole('button', { name: 'Submit Company' }).click();
    await page.getByText('Company name is required').waitFor();
    for (const message of [
      'Please select a company type',
      'Location is required',
      'Country is required',
      'Contact email is required',
      `Founded year must be between 1900 and ${new Date().getUTCFullYear()}`,
    ]) {
      await expect(page.getByText(message).isVisible()).resolves.toBe(true);
    }
    const nextYear = String(new Date().getFullYear() + 1);
    await page.getByLabel('Founded Year').fill(nextYear);
    await page.getByLabel('Founded Year').blur();
    await page.getByText(`Founded year must be between 1900 and ${new Date().getUTCFullYear()}`).waitFor();
    expect(await knexOf(sut.em())('company_submissions').count('* as n')).toEqual([{ n: '0' }]);
  });

  it('refuses a document over 10 MB before sending, with a toast on submit, and leaves the type to the server', async () => {
    await signIn(page, sut.url, DEMO_REVIEWER, DEMO_PASSWORD, '/submit-company');
    await page.getByLabel('Company Name').fill('Picker Check Labs');
    await page.getByLabel('Company Type').click();
    await page.getByRole('option', { name: 'CRO', exact: true }).click();
    await page.getByLabel(/^Location/).fill('Lyon');
    await page.getByLabel(/^Country/).fill('France');
    const picker = page.getByLabel('Verification Document (optional)');
    await picker.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) });
    await page.getByText('The verification document must be at most 10 MB').waitFor();
    await page.getByRole('button', { name: 'Submit Company' }).click();
    await page.getByText('The verification document must be at most 10 MB. Choose a smaller file or remove it.').waitFor();
    expect(await knexOf(sut.em())('company_submissions').where('name', 'Picker Check Labs').count('* as n')).toEqual([{ n: '0' }]);

    // The picker does not judge by name: the server reads the content and refuses the executable.
    await picker.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') });
    await page.getByText('tool.exe').waitFor();
    await expect(page.getByText('The verification document must be at most 10 MB', { exact: true }).count()).resolves.toBe(0);
    errors.allowStatus(415);
    await page.getByRole('button', { name: 'Submit Company' }).click();
    await page.getByText('Your verification document was not attached: The verification document must be a PDF, JPG or PNG file').waitFor();
    const [stored] = await knexOf(sut.em())('company_submissions').where('name', 'Picker Check Labs');
    expect(stored.verification_document).toBeNull();
    await knexOf(sut.em())('company_submissions').where('id', stored.id).delete();
  });

  it('takes the current year in UTC, like the server, as the latest founded year', async () => {
    // 31 December 2026, 12:00 UTC is already 1 January 2027 on Kiritimati (UTC+14).
    const island = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'Pacific/Kiritimati' });
    const islandErrors = new PageErrors(island);
    islandErrors.allowStatus(401);
    await island.clock.setFixedTime(new Date('2026-12-31T12:00:00Z'));
    await signIn(island, sut.url, DEMO_REVIEWER, DEMO_PASSWORD, '/submit-company');
    await expect(island.evaluate(() => new Date().getFullYear())).resolves.toBe(2027);
    await island.getByLabel('Founded Year').fill('2027');
    await island.getByLabel('Founded Year').blur();
    await island.getByText('Founded year must be between 1900 and 2026').waitFor();
    await island.getByLabel('Founded Year').fill('2026');
    await island.getByLabel('Founded Year').blur();
    await island.getByText('Founded year must be between 1900 and 2026').waitFor({ state: 'detached' });
    await island.close();
    expect(islandErrors.messages).toEqual([]);
  });

  it('submits a company with a document, has an admin approve it, and finds it in the directory', async () => {
    await signIn(page, sut.url, DEMO_REVIEWER, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Add Company' }).click();
    await page.waitForURL(/\/submit-company$/);
    await page.getByText('Review takes 3-5 business days').waitFor();

    await page.getByLabel('Company Name').fill(COMPANY);
    await page.getByLabel('Company Type').click();
    await page.getByRole('option', { name: 'CDMO', exact: true }).click();
    await page.getByLabel(/^Location/).fill('Oxford');
    await page.getByLabel(/^Country/).fill('United Kingdom');
    await page.getByLabel('Website').fill('https://www.aurora-cts.example');
    await page.getByLabel('Founded Year').fill('2012');
    await page.getByLabel('Employees').fill('85');
    await page.getByLabel('Description', { exact: true }).fill('Viral vector and cell therapy process development.');
    await choose(page, 'Services', ['Process Development', 'Manufacturing']);
    await choose(page, 'Therapeutic Areas', ['Oncology']);
    await choose(page, 'Service Locations', ['Europe']);
    await page.getByLabel('Contact Name').fill('Sam Reviewer');
    // The contact email starts as the member's own address.
    await expect(page.getByLabel('Contact Email').inputValue()).resolves.toBe(DEMO_REVIEWER);
    await page.getByLabel('Verification Document (optional)').setInputFiles({
      name: 'registration.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    await page.getByText('registration.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit Company' }).click();
    await page.getByRole('heading', { name: 'Submission Received' }).waitFor();
    await page.getByText('contact you within 3-5 business days').first().waitFor();
    const [stored] = await knexOf(sut.em())('company_submissions').where('name', COMPANY);
    expect(stored).toMatchObject({ status: 'pending', contact_email: DEMO_REVIEWER, services: ['Process Development', 'Manufacturing'] });
    expect(stored.verification_document).toMatch(/^[0-9a-f-]{36}$/);
    expect(await knexOf(sut.em())('verification_documents').where('submission_id', stored.id).select('content_type')).toEqual([{ content_type: 'application/pdf' }]);

    // An admin finds it in the Company Submissions tab and approves it.
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const adminErrors = new PageErrors(admin);
    adminErrors.allowStatus(401);
    await admin.goto(`${sut.url}/admin/login`);
    await admin.getByLabel('Admin Email').fill(DEMO_ADMIN);
    await admin.getByLabel('Password').fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In as Admin' }).click();
    await admin.waitForURL(/\/admin\/dashboard$/);
    await admin.getByRole('tab', { name: /Company Submissions\s*1/ }).click();
    const card = admin.locator('[data-testid="company-submission"]', { hasText: COMPANY });
    await card.getByRole('heading', { name: COMPANY }).waitFor();
    await expect(card.getByText('Submitted by a member').isVisible()).resolves.toBe(true);
    await expect(card.getByText('Process Development, Manufacturing').isVisible()).resolves.toBe(true);
    await expect(card.getByRole('link', { name: 'Download verification document' }).isVisible()).resolves.toBe(true);
    await card.getByLabel('Notes (optional)').fill('Checked the registry.');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Company submission moderated successfully').waitFor();
    await card.waitFor({ state: 'detached' });
    await admin.getByText('No company submissions are waiting for review.').waitFor();
    await admin.close();
    expect(adminErrors.messages).toEqual([]);

    // The company is now in the directory, with a profile.
    await openApp(page, `${sut.url}/companies?search=${encodeURIComponent('Aurora Cell')}`);
    await page
      .getByRole('link', { name: new RegExp(COMPANY) })
      .first()
      .click();
    await page.getByRole('heading', { name: COMPANY, level: 1 }).waitFor();
    await expect(page.getByText('Viral vector and cell therapy process development.').first().isVisible()).resolves.toBe(true);
  });

  it('shows a discovered company with its source, facts and likely duplicate, and rejects it with a reason', async () => {
    await insertCompanies(sut.em(), [aCompany({ name: 'Syngene International Ltd', website: 'https://www.syngeneintl.com' })]);
    await knexOf(sut.em())('company_submissions').insert({
      source: 'discovery:wikidata',
      name: 'Syngene',
      name_key: 'syngene',
      type: 'CRDMO',
      location: 'Bengaluru',
      country: 'India',
      website: 'syngeneintl.com',
      // The shape the Wikidata source writes (src/adapters/discovery/wikidata-company-source.adapter.ts).
      discovered_facts: JSON.stringify({ wikidataId: 'Q7662522', sourceUrl: 'https://www.wikidata.org/wiki/Q7662522', industry: 'cro', ticker: 'SYNGENE' }),
    });
    await signIn(page, sut.url, DEMO_ADMIN, DEMO_PASSWORD, '/admin/dashboard');
    await page.getByRole('tab', { name: /Company Submissions/ }).click();
    const card = page.locator('[data-testid="company-submission"]', { hasText: 'Syngene' });
    await card.getByText('Discovery: wikidata').waitFor();
    await expect(card.getByText('Possibly already listed:').isVisible()).resolves.toBe(true);
    await expect(card.getByRole('link', { name: 'Syngene International Ltd' }).isVisible()).resolves.toBe(true);
    await expect(card.getByText('Ticker', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByText('SYNGENE', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('link', { name: 'https://www.wikidata.org/wiki/Q7662522' }).isVisible()).resolves.toBe(true);
    // A rejection asks first, and for the reason; Reject waits for one.
    await card.getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject Syngene?' });
    await expect(confirm.getByRole('button', { name: 'Reject' }).isDisabled()).resolves.toBe(true);
    await confirm.getByLabel('Reason').fill('Already listed as Syngene International.');
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Syngene was rejected.').waitFor();
    await page.getByText('No company submissions are waiting for review.').waitFor();
    const [stored] = await knexOf(sut.em())('company_submissions').where('name', 'Syngene');
    expect(stored).toMatchObject({ status: 'rejected', rejection_reason: 'Already listed as Syngene International.' });
  });

  it('lets an admin fill in the type and location a discovered company lacks before approving it', async () => {
    await knexOf(sut.em())('company_submissions').insert({ source: 'discovery:wikidata', name: 'Sparse Kinetics', name_key: 'sparse kinetics', country: 'India' });
    await signIn(page, sut.url, DEMO_ADMIN, DEMO_PASSWORD, '/admin/dashboard');
    await page.getByRole('tab', { name: /Company Submissions/ }).click();
    const card = page.locator('[data-testid="company-submission"]', { hasText: 'Sparse Kinetics' });
    await card.getByText('This submission has no type, location.').waitFor();
    const approve = card.getByRole('button', { name: 'Approve' });
    await expect(approve.isDisabled()).resolves.toBe(true);
    await expect(card.getByText('Approve is available once the type, location are filled in.').isVisible()).resolves.toBe(true);
    await expect(card.getByLabel('Country').count()).resolves.toBe(0);
    await card.getByRole('combobox', { name: 'Company type' }).click();
    await page.getByRole('option', { name: 'CRO', exact: true }).click();
    await expect(approve.isDisabled()).resolves.toBe(true);
    await card.getByLabel('Location').fill('Hyderabad');
    await expect(approve.isEnabled()).resolves.toBe(true);
    await approve.click();
    await page.getByText('Sparse Kinetics is now listed in the directory.').waitFor();
    const [stored] = await knexOf(sut.em())('company_submissions').where('name', 'Sparse Kinetics');
    const [company] = await knexOf(sut.em())('companies').where('id', stored.company_id);
    expect(company).toMatchObject({ type: 'CRO', location: 'Hyderabad', country: 'India' });
  });

  it('shows the first 50 pending submissions, the total on the tab, and loads the rest on demand', async () => {
    const db = knexOf(sut.em());
    await db('company_submissions').where('status', 'pending').delete();
    await db('company_submissions').insert(
      Array.from({ length: 55 }, (_, i) => ({
        source: 'discovery:wikidata',
        name: `Queue Labs ${String(i).padStart(2, '0')}`,
        name_key: `queue labs ${i}`,
        type: 'CRO',
        location: 'Pune',
        country: 'India',
      })),
    );
    await signIn(page, sut.url, DEMO_ADMIN, DEMO_PASSWORD, '/admin/dashboard');
    await page.getByRole('tab', { name: /Company Submissions\s*55/ }).click();
    await page.getByText('Showing 50 of 55').waitFor();
    const cards = page.locator('[data-testid="company-submission"]');
    await expect(cards.count()).resolves.toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Showing 55 of 55').waitFor();
    await expect(cards.count()).resolves.toBe(55);
    expect(new Set(await cards.locator('h3').allTextContents()).size).toBe(55); // no page twice, none missing
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
    await db('company_submissions').where('name', 'like', 'Queue Labs %').delete();
  });

  it('keeps the dashboard tabs where they are while their counts load, so a click lands on the tab aimed at', async () => {
    // The queues answer only once the tabs have been measured without their counts.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/**', async (route) => {
      await released;
      await route.continue();
    });
    const tabs = page.getByRole('tab');
    const leftEdges = () => tabs.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
    let before: number[];
    try {
      await signIn(page, sut.url, DEMO_ADMIN, DEMO_PASSWORD, '/admin/dashboard');
      await tabs.last().waitFor();
      before = await leftEdges();
    } finally {
      release();
    }
    await page.waitForFunction(() => {
      const counts = Array.from(document.querySelectorAll('[role="tab"] .MuiChip-root'));
      return counts.length === 7 && counts.every((count) => getComputedStyle(count).visibility === 'visible');
    });
    // A count adds no width of its own: a tab moves only by how much the counts before it differ in width from the
    // reserved "0" (a few px each), where a count taking its place would move it by about 30 px per tab before it.
    const after = await leftEdges();
    expect(after.map((left, i) => Math.abs(left - before[i]) <= 8 * i)).toEqual(before.map(() => true));
  });
});
