/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { pricingPlans } from '../../src/domain/subscriptions/plans';
import { entitlementsOf } from '../../src/domain/subscriptions/entitlements';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { clickBelowCards, launchChromium, openApp, PageErrors } from '../support/browser';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** How many result cards lie wholly inside the viewport. */
const cardsInView = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('[data-testid="company-card"]')).filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      }).length,
  );

describe("A buyer's directory, sign-in, scroll, plans and comparison in Chromium", () => {
  let sut: TestApp;
  let browser: Browser;
  let ids: Record<string, string>;
  let member: { email: string };

  beforeAll(async () => {
    sut = await startTestApp();
    const em = sut.em();
    ids = await insertCompanies(
      em,
      Array.from({ length: 40 }, (_, i) =>
        aCompany({
          name: `Provider ${String(i + 1).padStart(2, '0')} ${i % 2 === 0 ? 'Clinical' : 'Biologics'}`,
          type: i % 2 === 0 ? 'CRO' : 'CDMO',
          location: 'Boston, Massachusetts',
          employeeCount: 200 + i * 50,
          services: i % 2 === 0 ? ['Clinical Research', 'Data Management', 'Monitoring'] : ['Manufacturing', 'Process Development'],
          therapeuticAreas: i % 3 === 0 ? ['Oncology', 'Immunology', 'Rare Diseases', 'Cardiovascular'] : i % 3 === 1 ? ['Oncology'] : null,
          moleculeTypes: i % 4 === 0 ? ['Monoclonal Antibodies', 'Antibody-Drug Conjugates', 'Biosimilars'] : i % 4 === 1 ? ['Small Molecules'] : null,
          description: 'A long description that the card leaves to the profile. '.repeat(4),
        }),
      ),
    );
    for (const name of Object.keys(ids).slice(0, 12)) {
      await insertReviews(em, ids[name], [
        { technicalExpertise: 8, timeline: 7, pricing: 6, communication: 9 },
        { technicalExpertise: 9, timeline: 8, pricing: 7, communication: 8 },
        { technicalExpertise: 7, timeline: 9, pricing: 8, communication: 7 },
      ]);
    }
    member = await insertMember(em);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  async function newPage(viewport: { width: number; height: number }): Promise<{ page: Page; errors: PageErrors }> {
    const page = await browser.newPage({ viewport });
    const errors = new PageErrors(page);
    errors.allowStatus(401);
    return { page, errors };
  }

  describe('the directory at 1440×900', () => {
    it('shows the first result without scrolling, at least six compact cards a screen further down, and paging keeps the list in view', async () => {
      const { page, errors } = await newPage(DESKTOP);
      await openApp(page, `${sut.url}/companies`);
      const first = page.getByTestId('company-card').first();
      await first.waitFor();
      const box = (await first.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
      expect(box.height).toBeLessThanOrEqual(260);
      // The facets are beside the results, not above them.
      const facets = (await page.getByRole('complementary').boundingBox())!;
      expect(facets.x + facets.width).toBeLessThanOrEqual(box.x);

      await page.mouse.wheel(0, DESKTOP.height);
      await page.waitForFunction(() => window.scrollY >= 800);
      expect(await cardsInView(page)).toBeGreaterThanOrEqual(6);

      await clickBelowCards(page.getByRole('navigation', { name: /pagination/i }).getByRole('button', { name: 'Go to page 2' }));
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.getByRole('link', { name: 'Provider 25 Clinical', exact: true }).waitFor();
      await page.waitForFunction(() => {
        const card = document.querySelector('[data-testid="company-card"]')!.getBoundingClientRect();
        return card.top >= 0 && card.top < window.innerHeight;
      });
      expect(await cardsInView(page)).toBeGreaterThanOrEqual(2);
      expect(errors.messages).toEqual([]);
      await page.close();
    });

    it('finds companies listing Monoclonal Antibodies under Biologics, and the unstated switch adds the count it shows', async () => {
      const { page, errors } = await newPage(DESKTOP);
      await openApp(page, `${sut.url}/companies?therapeuticAreas=Oncology&moleculeTypes=Biologics`);
      const count = page.getByText(/ compan(y|ies) found$/);
      await count.waitFor();
      const before = Number((await count.textContent())!.split(' ')[0]);
      await expect(page.getByRole('link', { name: 'Provider 01 Clinical' }).count()).resolves.toBe(1); // lists only mAbs
      const toggle = page.getByRole('complementary').getByRole('switch', { name: /don't state this \(\+\d+\): modalities/ });
      const adds = Number(/\(\+(\d+)\)/.exec((await toggle.getAttribute('aria-label'))!)![1]);
      expect(adds).toBeGreaterThan(0);
      await toggle.click();
      await page.waitForURL((url) => url.searchParams.get('moleculeTypesUnstated') === 'true');
      await page.getByText(`${before + adds} companies found`).waitFor();
      expect(errors.messages).toEqual([]);
      await page.close();
    });
  });

  it('applies filters from the phone sheet, whose button shows the count the list then shows', async () => {
    const { page, errors } = await newPage(PHONE);
    await openApp(page, `${sut.url}/companies`);
    await page.getByText('40 companies found').waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('checkbox', { name: /^Clinical Research/ }).click();
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await show.waitFor();
    const shown = Number((await show.textContent())!.split(' ')[1]);
    expect(shown).toBe(20);
    await show.click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByText(`${shown} companies found`).waitFor();
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('keeps criterion labels and company names in view while the comparison scrolls sideways on a phone', async () => {
    const { page, errors } = await newPage(PHONE);
    const picked = ['Provider 01 Clinical', 'Provider 02 Biologics', 'Provider 03 Clinical', 'Provider 04 Biologics'].map((name) => ids[name]);
    await openApp(page, `${sut.url}/compare?ids=${picked.join(',')}`);
    const table = page.locator('.compare-table');
    await table.getByRole('rowheader', { name: 'Employees' }).waitFor();
    await table.evaluate((box) => box.scrollBy({ left: 2000 }));
    await table.evaluate((box) => box.scrollBy({ top: 400 }));
    await page.waitForFunction(() => document.querySelector('.compare-table')!.scrollLeft > 100);
    const tableBox = (await table.boundingBox())!;
    const label = (await table.getByRole('rowheader').nth(4).boundingBox())!;
    expect(label.x).toBeGreaterThanOrEqual(tableBox.x - 1);
    expect(label.x).toBeLessThan(tableBox.x + 20);
    const lastName = (await table.getByRole('columnheader', { name: /Provider 04 Biologics/ }).boundingBox())!;
    expect(lastName.y).toBeGreaterThanOrEqual(tableBox.y - 1);
    expect(lastName.y).toBeLessThan(tableBox.y + 20);
    expect(lastName.x + lastName.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  describe('signing in', () => {
    it('returns to the filtered directory it was started from', async () => {
      const { page, errors } = await newPage(DESKTOP);
      const from = '/companies?therapeuticAreas=Oncology&offset=20';
      await openApp(page, `${sut.url}${from}`);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /sign in/i })
        .click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === from);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname + url.search === from);
      expect(errors.messages).toEqual([]);
      await page.close();
    });

    it.each(['//evil.test/companies', 'https://evil.test/companies', '/%2F%2Fevil.test'])('ignores a returnTo of %s and lands on the home page', async (returnTo) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await openApp(page, `${sut.url}/login?returnTo=${encodeURIComponent(returnTo)}`);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.origin === sut.url && url.pathname === '/');
      await context.close();
    });
  });

  it('starts a typed URL at the top and restores the earlier position on Back', async () => {
    const { page, errors } = await newPage(DESKTOP);
    await openApp(page, `${sut.url}/companies`);
    await page.getByTestId('company-card').nth(10).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    await page.waitForTimeout(200); // the position is saved when the page is left
    await openApp(page, `${sut.url}/methodology`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/companies');
    await page.waitForFunction(() => Math.abs(window.scrollY - 1200) < 5, undefined, { timeout: 10_000 });
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('shows visitors and members the same plan cards, each listing what its tier’s entitlements grant', async () => {
    const expected = (audience: 'buyer' | 'vendor') =>
      pricingPlans({ startup: null, growth: null })
        .filter((plan) => plan.audience === audience)
        .map((plan) => ({ name: plan.name, features: plan.features }));
    const readCards = async (page: Page, audience: 'buyer' | 'vendor') => {
      if (audience === 'vendor') await page.getByRole('button', { name: /For CROs/ }).click();
      const grid = page.getByTestId(`${audience}-plans`);
      await grid.waitFor();
      return grid.locator('article').evaluateAll((cards) =>
        cards.map((card) => ({
          name: card.querySelector('h2')!.textContent!.trim(),
          features: Array.from(card.querySelectorAll('li')).map((li) => li.textContent!.trim()),
        })),
      );
    };

    const { page: visitorPage } = await newPage(DESKTOP);
    await openApp(visitorPage, `${sut.url}/pricing`);
    const visitor = { buyer: await readCards(visitorPage, 'buyer'), vendor: await readCards(visitorPage, 'vendor') };
    await visitorPage.close();

    const context = await browser.newContext({ viewport: DESKTOP });
    const memberPage = await context.newPage();
    await openApp(memberPage, `${sut.url}/login?returnTo=${encodeURIComponent('/pricing')}`);
    await memberPage.getByLabel('Email').fill(member.email);
    await memberPage.getByLabel('Password').fill(MEMBER_PASSWORD);
    await memberPage.getByRole('button', { name: 'Sign In' }).click();
    await memberPage.waitForURL((url) => url.pathname === '/pricing');
    const members = { buyer: await readCards(memberPage, 'buyer'), vendor: await readCards(memberPage, 'vendor') };
    await context.close();

    expect(visitor).toEqual({ buyer: expected('buyer'), vendor: expected('vendor') });
    expect(members).toEqual(visitor);
    const growth = visitor.buyer.find((card) => card.name === 'Growth')!;
    const startup = visitor.buyer.find((card) => card.name === 'Startup')!;
    expect(growth.features).toContain(`Daily email alerts on ${entitlementsOf('growth').alertSearches} saved searches`);
    expect(startup.features).not.toEqual(growth.features);
  });
});
