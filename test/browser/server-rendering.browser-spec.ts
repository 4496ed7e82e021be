/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { appStarted, launchChromium, openApp, PageErrors } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
const DESKTOP = { viewport: { width: 1280, height: 900 } };

// A visitor's landing page, directory and profiles arrive rendered; the browser takes the markup over
// (hydration) with the data that came with it, without a mismatch and without fetching again.
describe('Server-rendered pages in Chromium', () => {
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

  /**
   * A page whose errors (a hydration mismatch among them) and API reads are recorded, and apart from them the
   * reports it posts (a profile's view for vendor insights), which are not refetches.
   */
  async function watchedPage(options: typeof PHONE | typeof DESKTOP): Promise<{ page: Page; errors: PageErrors; apiCalls: string[]; reports: string[] }> {
    const page = await browser.newPage(options);
    const errors = new PageErrors(page);
    const apiCalls: string[] = [];
    const reports: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (!pathname.startsWith('/api/')) return;
      if (request.method() === 'POST') reports.push(pathname);
      else apiCalls.push(pathname + search);
    });
    return { page, errors, apiCalls, reports };
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
    // The server's page already has the phone's layout (CSS breakpoints): the Filters button opens the sheet.
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('combobox', { name: 'Service type' }).waitFor();
    expect(apiCalls).toEqual([]);
    // And it goes on as the app: a search fetches and shows its result.
    await sheet.getByRole('textbox', { name: 'Search' }).fill('Medpace');
    await sheet.getByRole('button', { name: /^Show / }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Medpace');
    await page.getByRole('heading', { name: 'Lonza Group' }).waitFor({ state: 'detached' });
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('takes over the landing page and a profile on a desktop the same way', async () => {
    for (const path of ['/', `/companies/${ids['Lonza Group']}`]) {
      const { page, errors, apiCalls, reports } = await watchedPage(DESKTOP);
      await openApp(page, `${sut.url}${path}`);
      await page.getByRole('heading', { name: 'Lonza Group' }).first().waitFor();
      // A link followed inside the app keeps the page's state: the router, not a new page load, has it.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL((url) => url.pathname === '/pricing');
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      expect(apiCalls.filter((call) => !call.startsWith('/api/pricing'))).toEqual([]);
      // The profile, once taken over, reports one view of the company; the landing page reports nothing.
      expect(reports).toEqual(path === '/' ? [] : [`/api/companies/${ids['Lonza Group']}/views`]);
      expect(errors.messages).toEqual([]);
      await page.close();
    }
  });

  it('styles the directory with the same class names whether the server or the browser drew it', async () => {
    const { page, errors } = await watchedPage(DESKTOP);
    const companyHeading = page.getByRole('heading', { name: 'Lonza Group' });
    await openApp(page, `${sut.url}/companies`);
    const drawnByServer = await companyHeading.getAttribute('class');
    // Away and back inside the app: the browser draws the directory itself.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await companyHeading.waitFor({ state: 'detached' });
    await page.goBack();
    await companyHeading.waitFor();
    expect(await companyHeading.getAttribute('class')).toBe(drawnByServer);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('starts the landing page before the code of its lower sections and the footer, then hydrates them', async () => {
    const { page, errors } = await watchedPage(DESKTOP);
    // The code of the parts below the fold is held back until the app has started without it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/(lower-sections|footer)-[\w-]+\.js$/, async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await openApp(page, sut.url);
    expect(held).toHaveLength(2);
    // The app started while their code was held; their server markup stayed on the page meanwhile.
    await page.getByRole('heading', { name: 'Top Rated Companies' }).waitFor();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Scoring Methodology' });
    // React marks each element it has taken over with its fiber.
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const link = (await footerLink.elementHandle())!;
    expect(await link.evaluate(hydrated)).toBe(false);
    release();
    // Once their code is in, React takes their markup over: their links navigate inside the app.
    await page.waitForFunction(hydrated, link);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await footerLink.click();
    await page.waitForURL((url) => url.pathname === '/methodology');
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('takes /#how-it-works to its section, on a link inside the app and on a page load', async () => {
    const { page, errors } = await watchedPage(DESKTOP);
    // The section's top reaches the top of the window (under the sticky bar).
    const sectionAtTop = () => page.waitForFunction(() => Math.abs(document.getElementById('how-it-works')?.getBoundingClientRect().top ?? 1e6) < 100);
    // From another page, the landing page and its lower sections render in the browser, their code loading
    // after the navigation.
    await openApp(page, `${sut.url}/pricing`);
    await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#how-it-works');
    await sectionAtTop();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // A page load of the address: the server-rendered section is there at once.
    await page.goto('about:blank');
    await openApp(page, `${sut.url}/#how-it-works`);
    await sectionAtTop();
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it("keeps a visitor's scroll position when the app starts", async () => {
    const page = await browser.newPage(DESKTOP);
    // The app's code waits until the visitor has scrolled the server-rendered page.
    let scrolled!: () => void;
    const afterScroll = new Promise<void>((resolve) => (scrolled = resolve));
    await page.route('**/assets/entry.client-*.js', async (route) => {
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
