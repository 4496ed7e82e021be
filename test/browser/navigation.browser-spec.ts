/// <reference lib="dom" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { aCompany, insertCompanies } from '../support/factories';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { launchChromium, openApp, PageErrors, signIn } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

const PHONE = { width: 390, height: 844 };
const WEB_DIST = join(__dirname, '../../web/dist/client');

/** The source files (as named in its source map) of each built script the page fetched; the bundler's runtime has no map. */
function sourcesOf(scriptUrls: string[]): string[] {
  return scriptUrls.flatMap((url) => {
    const mapFile = join(WEB_DIST, `${new URL(url).pathname}.map`);
    return existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources : [];
  });
}

// docs/screens.md#screens: below the md breakpoint the bar's links move into a toggle menu. The menu and the avatar
// menu load with their first use (the landing page's initial JS).
describe('Navigation on a phone in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let member: { email: string };

  beforeAll(async () => {
    sut = await startTestApp();
    await insertCompanies(sut.em(), [aCompany({ name: 'Lonza Group', type: 'CDMO' })]);
    member = await insertMember(sut.em(), { firstName: 'Ada', lastName: 'Byron' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    errors = new PageErrors(page);
  });

  afterEach(async () => {
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  it('starts the landing page without the code of menus, drawers and list selects, which its first screen does not show', async () => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js') && response.url().includes('/assets/')) scripts.push(response.url());
    });
    await openApp(page, sut.url);
    const sources = sourcesOf(scripts);
    expect(sources.some((source) => source.includes('@mui/material/Button/'))).toBe(true); // the maps name MUI's modules
    // Their class-name tables (selectClasses…) are shared with the fields that are shown, and are a few bytes.
    const components = /@mui\/material\/(Drawer|Menu|MenuList|Popover|Modal|Select)\/(?!\w+Classes\.)/;
    expect(sources.filter((source) => components.test(source))).toEqual([]);

    // The menu's code arrives when the menu is first opened.
    const before = scripts.length;
    await page.getByRole('button', { name: 'Open navigation menu' }).tap();
    await page.locator('#mobile-navigation').getByRole('link', { name: 'Companies' }).waitFor();
    expect(sourcesOf(scripts.slice(before)).some((source) => source.includes('@mui/material/Drawer/'))).toBe(true);
  });

  it("shows the bar's links in the menu; a link leads to its page and closes the menu", async () => {
    await openApp(page, sut.url);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.tap();
    const menu = page.locator('#mobile-navigation');
    await menu.getByRole('link', { name: 'Sign Up' }).waitFor();
    // The open menu hides the rest of the page from assistive technology, the toggle included.
    await expect(page.getByRole('button', { name: 'Open navigation menu', includeHidden: true }).getAttribute('aria-expanded')).resolves.toBe('true');
    const links = await menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link').allTextContents();
    expect(links).toEqual(['Companies', 'Pricing', 'How It Works']);
    await expect(menu.getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true);

    await menu.getByRole('link', { name: 'Companies' }).tap();
    await page.waitForURL(`${sut.url}/companies`);
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Lonza Group' }).first().waitFor();
    // Opened again, it shows where the visitor is.
    await toggle.tap();
    await expect(menu.getByRole('link', { name: 'Companies' }).getAttribute('aria-current')).resolves.toBe('page');
    await menu.getByRole('button', { name: 'Close navigation menu' }).tap();
    await menu.waitFor({ state: 'detached' });
  });

  it("shows a member's account, their pages and Sign out in the menu", async () => {
    errors.allowStatus(401); // the signed-out session probe before signing in
    await signIn(page, sut.url, member.email, MEMBER_PASSWORD);
    await page.getByRole('button', { name: /Account menu/ }).waitFor(); // the avatar menu's code has loaded
    await page.getByRole('button', { name: 'Open navigation menu' }).tap();
    const menu = page.locator('#mobile-navigation');
    await menu.getByText('Ada Byron').waitFor();
    await expect(menu.getByText(member.email).isVisible()).resolves.toBe(true);
    for (const name of ['Account', 'My projects', 'Shortlist', 'Saved Searches', 'Manage Subscription', 'Sign out']) {
      await expect(menu.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await menu.getByRole('link', { name: 'Shortlist', exact: true }).tap();
    await page.waitForURL(`${sut.url}/shortlist`);
    await menu.waitFor({ state: 'detached' });
  });
});
