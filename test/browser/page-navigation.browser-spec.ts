/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { aCompany, insertCompanies } from '../support/factories';
import { clickBelowCards, launchChromium, openApp, PageErrors, signIn } from '../support/browser';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Resolves once the window's scroll position is `y` (within a pixel), as the app may set it a frame later. */
async function scrolledTo(page: Page, y: number): Promise<void> {
  await page.waitForFunction((target) => Math.abs(window.scrollY - target) <= 1, y, { timeout: 10_000 });
}

// Moving between pages as in a browser: React Router's <ScrollRestoration>, the layout's loading bar and Suspense
// boundary, and the routes' error boundaries (web/src/app).
describe('Moving between pages in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let member: { email: string };

  beforeAll(async () => {
    sut = await startTestApp();
    member = await insertMember(sut.em(), { firstName: 'Ada', lastName: 'Byron' });
    // Two pages of the directory (24 a page), long enough to scroll.
    await insertCompanies(
      sut.em(),
      Array.from({ length: 30 }, (_, i) => aCompany({ name: `Provider ${String(i + 1).padStart(2, '0')}`, type: i % 2 ? 'CRO' : 'CDMO' })),
    );
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage(DESKTOP);
    errors = new PageErrors(page);
  });

  afterEach(async () => {
    await page.close();
  });

  it('starts a new page at the top, and Back returns to where the previous page was left', async () => {
    await openApp(page, `${sut.url}/companies`);
    await page.getByRole('link', { name: 'Provider 20' }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 1500));
    const card = page.getByRole('link', { name: 'Provider 20' }).first();
    await card.hover(); // Playwright scrolls it into view first, as the click would
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(900);
    await card.click();
    await page.waitForURL(/\/companies\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: 'Provider 20' }).waitFor();
    await scrolledTo(page, 0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/companies');
    await scrolledTo(page, left);
    // And Forward to where the profile was left: its top.
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Provider 20' }).waitFor();
    await scrolledTo(page, 0);
    expect(errors.messages).toEqual([]);
  });

  it('returns a member to where the directory was left after a reload of the next page', async () => {
    // A member's pages are rendered in the browser, their data arriving after the page's code.
    await signIn(page, sut.url, member.email, MEMBER_PASSWORD, '/companies');
    await page.getByRole('link', { name: 'Provider 24' }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 1500));
    const card = page.getByRole('link', { name: 'Provider 20' }).first();
    await card.hover();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(900);
    await card.click();
    await page.getByRole('heading', { level: 1, name: 'Provider 20' }).waitFor();
    // The reload starts a new document: the directory's position survives it in sessionStorage, and is
    // reached once the directory's code and data are in again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Provider 20' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/companies');
    await page.getByRole('link', { name: 'Provider 20' }).first().waitFor();
    await scrolledTo(page, left);
    expect(errors.messages).toEqual([]);
  });

  it('keeps the window where it is when a directory filter applies, and starts the next results page at the top of the results', async () => {
    await openApp(page, `${sut.url}/companies`);
    await page.getByRole('link', { name: 'Provider 01' }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(50);
    await page.getByRole('option', { name: 'Name (A-Z)' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    await scrolledTo(page, before);

    await clickBelowCards(page.getByRole('button', { name: 'Go to page 2' })); // at the foot of the results
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // The next page starts at the top of the results (under the sticky bar), not of the page above them.
    await page.waitForFunction(() => {
      const top = document.querySelector('section[aria-label="Results"]')?.getBoundingClientRect().top ?? 1e6;
      return top >= 0 && top < 100;
    });
    expect(errors.messages).toEqual([]);
  });

  it('starts a page reached by a link at the top, or at the section its address names', async () => {
    await openApp(page, `${sut.url}/companies`);
    await page.getByRole('link', { name: 'Provider 20' }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Scoring Methodology' }).click();
    await page.getByRole('heading', { level: 1, name: 'Scoring Methodology' }).waitFor();
    await scrolledTo(page, 0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#how-it-works');
    // The section's top reaches the top of the window (under the sticky bar).
    await page.waitForFunction(() => Math.abs(document.getElementById('how-it-works')?.getBoundingClientRect().top ?? 1e6) < 100);
    expect(errors.messages).toEqual([]);
  });

  it('starts an address typed in the same tab at the top, and Back returns to where the page before it was left', async () => {
    await openApp(page, `${sut.url}/companies`);
    await page.getByRole('link', { name: 'Provider 20' }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 1500));
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(900);
    await openApp(page, `${sut.url}/companies?sort=name`);
    await page.getByRole('link', { name: 'Provider 01' }).first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/companies' && url.search === '');
    await page.getByRole('link', { name: 'Provider 20' }).first().waitFor();
    await scrolledTo(page, left);
    expect(errors.messages).toEqual([]);
  });

  it("shows the loading bar under the same navigation bar while a page's code loads, then the page", async () => {
    await openApp(page, sut.url);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/pricing-page-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    release();
    await page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'detached' });
    expect(errors.messages).toEqual([]);
  });

  it('says a page could not load, with Reload, and the next link still works', async () => {
    await openApp(page, sut.url);
    // A deployment replaced the chunks this tab knows about.
    await page.route(/\/assets\/methodology-page-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Scoring Methodology' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Reload' }).waitFor();
    // The navigation bar stays, and another page replaces the message.
    await page.getByRole('banner').getByRole('link', { name: 'Companies' }).click();
    await page.getByRole('link', { name: 'Provider 01' }).first().waitFor();
    await expect(alert.count()).resolves.toBe(0);
  });
});
