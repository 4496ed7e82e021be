/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { launchChromium, PageErrors, openApp, reloadApp } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe('Directory journeys in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let ids: Record<string, string>;

  beforeAll(async () => {
    sut = await startTestApp();
    const em = sut.em();
    ids = await insertCompanies(em, [
      aCompany({
        name: 'Lonza Group',
        type: 'CDMO',
        location: 'Basel',
        country: 'Switzerland',
        employeeCount: 18000,
        revenueUsd: 7000,
        services: ['Manufacturing', 'Process Development', 'Fill-Finish'],
        moleculeTypes: ['Biologics', 'Cell Therapy'],
        globalPresence: true,
        website: 'https://www.lonza.com',
        description: 'Contract development and manufacturing.',
        serviceLocations: ['Europe', 'North America', 'Asia Pacific'],
      }),
      aCompany({ name: 'Medpace', type: 'CRO', location: 'Cincinnati, Ohio', employeeCount: 5000, services: ['Clinical Research'], globalPresence: true }),
      aCompany({ name: 'Syngene International', type: 'CRDMO', location: 'Bengaluru', country: 'India', employeeCount: 7000 }),
      aCompany({ name: 'Small Bio Analytics', type: 'CRO', location: 'Munich', country: 'Germany', employeeCount: 40, globalPresence: false }),
    ]);
    const now = Date.now();
    await insertReviews(
      em,
      ids['Lonza Group'],
      Array.from({ length: 7 }, (_, i) => ({
        technicalExpertise: 9,
        timeline: 8,
        pricing: 7,
        communication: 9,
        comments: `Review number ${i + 1} of Lonza`,
        createdAt: new Date(now - (i + 1) * DAY),
      })),
    );
    await insertReviews(em, ids['Medpace'], [{ technicalExpertise: 6, timeline: 6, pricing: 6, communication: 6 }]);
    await insertReviews(em, ids['Syngene International'], [{ technicalExpertise: 5, timeline: 4 }]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = new PageErrors(page);
  });

  afterEach(async () => {
    await page.close();
    expect(errors.messages).toEqual([]); // no CSP violation, no failed request, no React error
  });

  it('shows the three top-rated companies on the landing page', async () => {
    await openApp(page, sut.url);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Top Rated Companies' }) });
    await section.getByText('Lonza Group').waitFor();
    await expect(section.getByText('Medpace').isVisible()).resolves.toBe(true);
    await expect(section.getByText('Syngene International').isVisible()).resolves.toBe(true);
    await expect(section.getByText('Small Bio Analytics').count()).resolves.toBe(0);
  });

  it('lands a landing-page search on a filtered directory', async () => {
    await openApp(page, sut.url);
    await page.getByLabel('Company name').fill('lonza');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/companies\?search=lonza/);
    await page.getByRole('link', { name: 'Lonza Group' }).first().waitFor();
    await expect(page.getByText('Medpace').count()).resolves.toBe(0);
  });

  it('keeps a landing-page search within what the directory accepts, so a long name never lands on an error', async () => {
    await openApp(page, sut.url);
    await page.getByLabel('Company name').fill('x'.repeat(150));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/companies\?search=x+/);
    expect(new URL(page.url()).searchParams.get('search')).toHaveLength(100);
    await page.getByText('No companies found').waitFor();
  });

  it('shows the empty state for a filter without results, and Clear All Filters restores the list', async () => {
    await openApp(page, `${sut.url}/companies?search=zzyzx`);
    await page.getByText('No companies found').waitFor();
    await page.getByRole('button', { name: 'Clear All Filters' }).first().click();
    await page.getByRole('link', { name: 'Medpace' }).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText('4 companies found').isVisible()).resolves.toBe(true);
  });

  it('applies company size at once and keeps it in the URL across a reload', async () => {
    await openApp(page, `${sut.url}/companies`);
    await page.getByRole('link', { name: 'Medpace' }).first().waitFor();
    await page.getByRole('combobox', { name: 'Company size' }).click();
    await page.getByRole('option', { name: 'Startup (1-50) (1)' }).click();
    await page.waitForURL(/size=startup/);
    await page.getByText('1 company found').waitFor();
    await reloadApp(page);
    await page.getByRole('link', { name: 'Small Bio Analytics' }).first().waitFor();
    await expect(page.getByRole('link', { name: 'Medpace' }).count()).resolves.toBe(0);
  });

  it('applies service type and category chips only when Search is pressed', async () => {
    await openApp(page, `${sut.url}/companies`);
    await page.getByRole('link', { name: 'Medpace' }).first().waitFor();
    await page.getByRole('combobox', { name: 'Service type' }).click();
    // Each option shows how many companies it would leave.
    await page.getByRole('option', { name: 'CDMO (1)', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Manufacturing (1)' }).click();
    await page.getByText('Press Search to apply your changes.').waitFor();
    await expect(page.getByRole('link', { name: 'Medpace' }).count()).resolves.toBe(1); // nothing applied yet
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/type=CDMO/);
    expect(new URL(page.url()).searchParams.get('serviceCategories')).toBe('manufacturing');
    await page.getByText('1 company found').waitFor();
    await page.getByRole('link', { name: 'Lonza Group' }).first().waitFor();
  });

  it('opens a profile from its card with ratings, sections and the first five reviews', async () => {
    await openApp(page, `${sut.url}/companies`);
    const card = page.locator('[data-testid="company-card"]', { hasText: 'Lonza Group' });
    await card.getByRole('link', { name: /View Profile/ }).click();
    await page.waitForURL(new RegExp(`/companies/${ids['Lonza Group']}$`));
    await page.getByRole('heading', { name: 'Lonza Group', level: 1 }).waitFor();
    await page.getByText('Based on 7 reviews').waitFor();
    await page.getByText('Drug Development & Manufacturing').waitFor();
    await page.getByText('Showing 5 of 7 reviews').waitFor();
    await page.getByText('Review number 1 of Lonza').waitFor();
    await expect(page.getByText('Review number 3 of Lonza').count()).resolves.toBe(0); // locked beyond the first two
    await expect(page.title()).resolves.toContain('Lonza Group');
  });

  it("explains a CRDMO badge on hover, after the spec's delay", async () => {
    await openApp(page, `${sut.url}/companies`);
    const card = page.getByTestId('company-card').filter({ hasText: 'Syngene International' });
    // Named as the tooltip names it.
    const badge = card.getByLabel('Integrated CRO-CDMO');
    await badge.waitFor();
    await badge.hover();
    expect(await page.getByRole('tooltip').count()).toBe(0); // docs/screens.md#constants-and-limits: 700 ms before it shows
    await page.getByRole('tooltip', { name: 'Integrated CRO-CDMO' }).waitFor();
  });

  it('shows Company Not Found for an unknown id', async () => {
    errors.allowStatus(404);
    await openApp(page, `${sut.url}/companies/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Company Not Found' }).waitFor();
    await page.getByText("The company you're looking for doesn't exist.").waitFor();
  });

  it('fits a phone screen with the navigation behind a menu button', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openApp(page, `${sut.url}/companies`);
    await page.getByRole('link', { name: 'Medpace' }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
