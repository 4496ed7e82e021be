/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { appStarted, launchChromium, openApp, PageErrors } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

const PHONE = { viewport: { width: 412, height: 823 }, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36' };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

// DECISIONS §15: a visitor's landing page, directory and profiles arrive rendered; the browser takes the
// markup over (hydration) with the data that came with it, without a mismatch and without fetching again.
describe('Prerendered pages in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let ids: Record<string, string>;

  beforeAll(async () => {
    sut = await startTestApp();
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Lonza Group', type: 'CDMO', location: 'Basel', country: 'Switzerland' }),
      aCompany({ name: 'Medpace', type: 'CRO', location: 'Cincinnati, Ohio' }),
    ]);
    await insertReviews(sut.em(), ids['Lonza Group'], [{ technicalExpertise: 9, timeline: 8 }]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  /** A page whose errors (a hydration mismatch among them) and API calls are recorded. */
  async function watchedPage(options: typeof PHONE | typeof DESKTOP): Promise<{ page: Page; errors: PageErrors; apiCalls: string[] }> {
    const page = await browser.newPage(options);
    const errors = new PageErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname + search);
    });
    return { page, errors, apiCalls };
  }

  it('shows the directory before any script runs', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${sut.url}/companies`);
    await page.getByRole('heading', { name: 'Lonza Group' }).waitFor();
    await page.getByRole('heading', { name: 'Medpace' }).waitFor();
    await context.close();
  });

  it("takes over a phone's directory without a mismatch or a refetch, and it works", async () => {
    const { page, errors, apiCalls } = await watchedPage(PHONE);
    await openApp(page, `${sut.url}/companies`);
    // Hydration adds no style of its own (each insertion re-styles the page): the server sent them all,
    // closed menus' and tooltips' too.
    const insertedRules = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('style[data-emotion="css"]')).reduce((rules, style) => rules + (style as HTMLStyleElement).sheet!.cssRules.length, 0),
      );
    expect(await insertedRules()).toBe(0);
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('button', { name: 'Hide filters' }).waitFor();
    await page.getByRole('combobox', { name: 'Service type' }).waitFor();
    expect(apiCalls).toEqual([]);
    // And it goes on as the app: a search fetches and shows its result.
    await page.getByRole('textbox', { name: 'Search' }).fill('Medpace');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Medpace');
    await page.getByRole('heading', { name: 'Lonza Group' }).waitFor({ state: 'detached' });
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('takes over the landing page and a profile on a desktop the same way', async () => {
    for (const path of ['/', `/companies/${ids['Lonza Group']}`]) {
      const { page, errors, apiCalls } = await watchedPage(DESKTOP);
      await openApp(page, `${sut.url}${path}`);
      await page.getByRole('heading', { name: 'Lonza Group' }).first().waitFor();
      // A link followed inside the app keeps the page's state: the router, not a new page load, has it.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL((url) => url.pathname === '/pricing');
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      expect(apiCalls.filter((call) => !call.startsWith('/api/pricing'))).toEqual([]);
      expect(errors.messages).toEqual([]);
      await page.close();
    }
  });

  it("keeps a visitor's scroll position when the app starts", async () => {
    const page = await browser.newPage(DESKTOP);
    // The app's code waits until the visitor has scrolled the prerendered page.
    let scrolled!: () => void;
    const afterScroll = new Promise<void>((resolve) => (scrolled = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await afterScroll;
      await route.continue();
    });
    await page.goto(sut.url);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const position = await page.evaluate(() => window.scrollY);
    expect(position).toBeGreaterThan(0);
    scrolled();
    await appStarted(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(position);
    await page.close();
  });
});
