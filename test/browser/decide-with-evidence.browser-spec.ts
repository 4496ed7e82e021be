/// <reference lib="dom" />
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { checkedPage, launchChromium, signIn, type PageErrors, openApp } from '../support/browser';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

describe('Deciding with evidence in Chromium: all reviews, shortlist, compare, export, saved searches', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let ids: Record<string, string>;
  let memberEmail: string;

  beforeAll(async () => {
    sut = await startTestApp();
    browser = await launchChromium();
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Aurora Clinical Research', type: 'CRO', country: 'Germany', services: ['Clinical Research'], therapeuticAreas: ['Oncology'] }),
      aCompany({ name: 'Borealis Trials', type: 'CRO', country: 'Germany', therapeuticAreas: ['Oncology', 'Rare Diseases'] }),
      aCompany({ name: 'Cobalt Biologics', type: 'CDMO', country: 'Germany', moleculeTypes: ['Biologics'] }),
      aCompany({ name: 'Delta Analytics', type: 'CRO', country: 'France' }),
    ]);
    await insertReviews(sut.em(), ids['Borealis Trials'], [{ technicalExpertise: 7, pricing: 8 }]);
    await insertReviews(sut.em(), ids['Cobalt Biologics'], [{ technicalExpertise: 9, pricing: 6 }]);
    // Seven reviews of Aurora, a day apart, the oldest rated highest.
    await insertReviews(
      sut.em(),
      ids['Aurora Clinical Research'],
      Array.from({ length: 7 }, (_, i) => ({
        technicalExpertise: 10 - i,
        comments: `Aurora review number ${i + 1}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    memberEmail = (await insertMember(sut.em(), { subscriptionTier: 'startup' })).email;
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

  const card = (name: string) => page.getByTestId('company-card').filter({ has: page.getByRole('heading', { name }) });

  it('reads every review of a company with more than five, sorted and filtered', async () => {
    await openApp(page, `${sut.url}/companies/${ids['Aurora Clinical Research']}`);
    await page.getByText('Showing 5 of 7 reviews').waitFor();
    // A visitor sees how to unlock the older texts.
    await page.getByRole('link', { name: 'Apply for Access' }).first().waitFor();
    await page.getByRole('button', { name: 'Show all 7 reviews' }).click();
    const dialog = page.getByRole('dialog', { name: 'All reviews of Aurora Clinical Research' });
    await dialog.getByText('7 reviews').waitFor();
    await expect(dialog.getByRole('article').count()).resolves.toBe(7);
    // All eight ratings on every card, N/A where not rated.
    await expect(dialog.getByRole('article').first().getByText('N/A').count()).resolves.toBe(7);
    await dialog.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Highest rated' }).click();
    // The oldest review, rated 10, comes first once the sorted page has loaded.
    await dialog.getByRole('article').first().getByText('10/10').waitFor();
    await dialog.getByRole('combobox', { name: 'Service type' }).click();
    await page.getByRole('option', { name: 'CMO' }).click();
    await dialog.getByText('No reviews of this service type yet.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('shortlists three companies from the directory, compares them and downloads the CSV', async () => {
    await signIn(page, sut.url, memberEmail, MEMBER_PASSWORD, '/companies?country=Germany');
    // The button reads "Add to shortlist", with a space where the name is hidden for screen readers.
    const gapBeforeTo = await card('Aurora Clinical Research')
      .getByRole('button', { name: 'Add Aurora Clinical Research to shortlist' })
      .evaluate((button) => {
        const texts: Text[] = [];
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
        const add = texts.find((text) => text.data === 'Add')!;
        const to = texts.find((text) => text.data.trim() === 'to shortlist')!;
        const range = (text: Text, start: number, end: number) => {
          const r = document.createRange();
          r.setStart(text, start);
          r.setEnd(text, end);
          return r.getBoundingClientRect();
        };
        const toStart = to.data.indexOf('to');
        return range(to, toStart, toStart + 1).left - range(add, 0, 3).right;
      });
    expect(gapBeforeTo).toBeGreaterThan(2);
    for (const name of ['Aurora Clinical Research', 'Borealis Trials', 'Cobalt Biologics']) {
      await card(name)
        .getByRole('button', { name: `Add ${name} to shortlist` })
        .click();
      await card(name)
        .getByRole('button', { name: `Remove ${name} from shortlist` })
        .waitFor();
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Shortlist' }).click();
    await page.waitForURL((url) => url.pathname === '/shortlist');
    await page.getByText('3 companies of 50 · 3 picked to compare').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^biovetted-shortlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows: string[][] = parse(readFileSync((await file.path())!, 'utf8'), { bom: true, relax_column_count: true });
    const header = rows.findIndex((row) => row[0] === 'Name');
    expect(rows.slice(header + 1).map((row) => row[0])).toEqual(['Aurora Clinical Research', 'Borealis Trials', 'Cobalt Biologics']);

    await page.getByRole('link', { name: /Compare 3 side by side/ }).click();
    await page.waitForURL((url) => url.pathname === '/compare');
    expect(new URL(page.url()).searchParams.get('ids')).toBe([ids['Aurora Clinical Research'], ids['Borealis Trials'], ids['Cobalt Biologics']].join(','));
    const table = page.getByRole('table', { name: 'Side-by-side comparison' });
    for (const name of ['Aurora Clinical Research', 'Borealis Trials', 'Cobalt Biologics']) await table.getByRole('columnheader', { name: new RegExp(name) }).waitFor();
    await table.getByRole('rowheader', { name: /Technical Expertise/ }).waitFor();
    await table.getByRole('row', { name: /^Type/ }).getByText('Differs').waitFor();

    // The address is shareable: a visitor opening it sees the same comparison.
    const shared = await browser.newPage();
    await openApp(shared, page.url());
    await shared
      .getByRole('table', { name: 'Side-by-side comparison' })
      .getByRole('columnheader', { name: /Cobalt Biologics/ })
      .waitFor();
    await shared.close();
  });

  it('says why a company with fewer than 3 member reviews shows only its overall score: on its card, its profile and in a comparison', async () => {
    const withheld = 'Category scores appear once 3 member reviews are published';
    await openApp(page, `${sut.url}/companies?country=Germany`);
    await card('Borealis Trials').getByTestId('category-scores-withheld').getByText(withheld).waitFor();
    await expect(card('Borealis Trials').getByText('Technical Expertise').count()).resolves.toBe(0);
    await card('Aurora Clinical Research').getByText('Technical Expertise').waitFor();
    await expect(card('Aurora Clinical Research').getByTestId('category-scores-withheld').count()).resolves.toBe(0);

    await openApp(page, `${sut.url}/companies/${ids['Borealis Trials']}`);
    await page.getByRole('note').getByText(withheld).waitFor();
    await expect(page.getByRole('button', { name: 'Show distributions' }).count()).resolves.toBe(0);

    await openApp(page, `${sut.url}/compare?ids=${ids['Aurora Clinical Research']},${ids['Borealis Trials']}`);
    const row = page.getByRole('table', { name: 'Side-by-side comparison' }).getByRole('row', { name: /^Technical Expertise/ });
    await row.getByText(withheld).waitFor();
    await row.getByText('7 ratings').waitFor();
  });

  it('compares from the directory checkboxes', async () => {
    await openApp(page, `${sut.url}/companies?country=Germany`);
    await card('Borealis Trials').getByRole('checkbox', { name: 'Compare Borealis Trials' }).check();
    await card('Cobalt Biologics').getByRole('checkbox', { name: 'Compare Cobalt Biologics' }).check();
    const tray = page.getByRole('complementary', { name: 'Compare selection' });
    await tray.getByText('Compare 2 of 4').waitFor();
    await tray.getByRole('link', { name: 'Compare' }).click();
    await page.waitForURL((url) => url.pathname === '/compare');
    await page
      .getByRole('table', { name: 'Side-by-side comparison' })
      .getByRole('columnheader', { name: /Borealis Trials/ })
      .waitFor();
  });

  it('remembers a visitor’s shortlist pick and adds it after signing in', async () => {
    await openApp(page, `${sut.url}/companies?country=France`);
    await card('Delta Analytics').getByRole('button', { name: 'Add Delta Analytics to shortlist' }).click();
    const ask = page.getByRole('dialog', { name: 'Sign in to keep a shortlist' });
    await ask.getByRole('link', { name: 'Apply for Access' }).waitFor();
    await ask.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(memberEmail);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Delta Analytics is on your shortlist.').waitFor();
    await openApp(page, `${sut.url}/shortlist`);
    await card('Delta Analytics').waitFor();
  });

  it('saves a search and finds it on the Saved Searches page', async () => {
    await signIn(page, sut.url, memberEmail, MEMBER_PASSWORD, '/companies?country=Germany&type=CRO');
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill('German CROs');
    await dialog.getByLabel(/Email me daily/).check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await page.getByText('Find "German CROs" under Saved Searches.').waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Saved Searches' }).click();
    const saved = page.getByRole('article', { name: 'German CROs' });
    await saved.getByText('Daily alerts on').waitFor();
    // The filters read as the directory labels them, not as raw query keys.
    await saved.getByText('Service type: CRO · Country: Germany').waitFor();
    await saved.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL((url) => url.pathname === '/companies' && url.searchParams.get('type') === 'CRO' && url.searchParams.get('country') === 'Germany');
    await page.getByText('2 companies found').waitFor();
  });
});
