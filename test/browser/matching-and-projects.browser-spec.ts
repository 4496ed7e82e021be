/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { checkedPage, launchChromium, openApp, PageErrors, reloadApp, signIn } from '../support/browser';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

/** Matching a buyer can trust and projects to keep the work, as a visitor and as members would use them in Chromium. */
describe('Matching and projects in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let ids: Record<string, string>;

  beforeAll(async () => {
    sut = await startTestApp();
    const em = sut.em();
    const cro = (name: string, extra: Parameters<typeof aCompany>[0] = {}) =>
      aCompany({ name, type: 'CRO', services: ['Clinical Research', 'Monitoring'], therapeuticAreas: ['Oncology'], serviceLocations: ['Europe'], ...extra });
    ids = await insertCompanies(em, [
      cro('Cheap Oncology Trials'),
      cro('Compliant Oncology Trials'),
      cro('Middle Oncology Trials'),
      cro('Newcomer Oncology Trials'),
      cro('Survey Insights', { services: ['Biostatistics', 'Real-World Evidence'] }),
    ]);
    // Strong on pricing and weak on regulatory compliance, the reverse, and middling on both.
    await insertReviews(
      em,
      ids['Cheap Oncology Trials'],
      Array.from({ length: 3 }, () => ({ pricing: 10, regulatoryCompliance: 4, technicalExpertise: 7 })),
    );
    await insertReviews(
      em,
      ids['Compliant Oncology Trials'],
      Array.from({ length: 3 }, () => ({ pricing: 4, regulatoryCompliance: 10, technicalExpertise: 7 })),
    );
    await insertReviews(
      em,
      ids['Middle Oncology Trials'],
      Array.from({ length: 3 }, () => ({ pricing: 6, regulatoryCompliance: 6, technicalExpertise: 6 })),
    );
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

  async function fillClinicalTrial(): Promise<void> {
    await page.getByLabel('Project Type').click();
    await page.getByRole('option', { name: 'Clinical Trial' }).click();
    await page.getByRole('combobox', { name: /^Timeline/ }).click();
    await page.getByRole('option', { name: 'Standard (3-12 months)' }).click();
    await page.getByRole('combobox', { name: 'Therapeutic Area' }).click();
    await page.getByRole('option', { name: 'Oncology' }).click();
  }

  it('lets a visitor match and see the top 3 with an invitation to apply', async () => {
    await openApp(page, `${sut.url}/find-match`);
    await fillClinicalTrial();
    await page.getByRole('button', { name: 'Find Matches' }).click();
    await page.getByRole('heading', { name: 'Your Matches' }).waitFor();
    const results = page.getByRole('article');
    expect(await results.count()).toBe(3);
    await page.getByText(/You are seeing the top 3 matches/).waitFor();
    await page.getByRole('link', { name: 'Apply for free' }).waitFor();
    // Survey and statistics alone run no trial.
    expect(await results.filter({ hasText: 'Survey Insights' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/find-match');
  });

  it('keeps a member’s run at its address, re-ranks it, adds all to a new project, tracks status and notes and shares it with a colleague', async () => {
    const colleague = await insertMember(sut.em());
    await signIn(page, sut.url, (await insertMember(sut.em(), { subscriptionTier: 'startup' })).email, MEMBER_PASSWORD, '/find-match');
    await fillClinicalTrial();
    await page.getByRole('button', { name: 'Find Matches' }).click();
    await page.waitForURL(/\/find-match\/[0-9a-f-]{36}$/);
    const firstRun = page.url();
    const results = page.getByRole('article');
    await results.first().waitFor();
    const before = await results.locator('h3').allTextContents();
    // The newcomer is ranked on fit and says so.
    await results.filter({ hasText: 'Newcomer Oncology Trials' }).getByText('No reviews yet: ranked on fit').waitFor();

    await reloadApp(page);
    await results.first().waitFor();
    expect(await results.locator('h3').allTextContents()).toEqual(before);

    // Regulatory compliance critical, pricing low: a new run, at a new address.
    for (const [name, presses] of [
      ['Regulatory Compliance', 2],
      ['Pricing', -2],
    ] as const) {
      await page.getByRole('slider', { name }).last().focus();
      for (let i = 0; i < Math.abs(presses); i++) await page.keyboard.press(presses > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    await page.getByRole('button', { name: 'Re-rank matches' }).click();
    await page.waitForURL((url) => url.href !== firstRun && /\/find-match\/[0-9a-f-]{36}$/.test(url.pathname));
    await results.first().getByRole('heading', { name: 'Compliant Oncology Trials' }).waitFor();

    await page.getByRole('button', { name: 'Add all to project' }).click();
    await page.getByLabel('New project name').fill('NSCLC Phase II sourcing');
    await page.getByRole('button', { name: 'Add all', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'NSCLC Phase II sourcing' }).waitFor();
    const compliant = page.getByRole('article', { name: 'Compliant Oncology Trials' });
    await compliant.waitFor();

    await compliant.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'RFP sent' }).click();
    await compliant.getByText('RFP sent').waitFor();
    await compliant.getByLabel('Note on Compliant Oncology Trials').fill('Strong GCP record; ask for EU site list');
    await compliant.getByRole('button', { name: 'Save note' }).click();
    await compliant.getByRole('button', { name: 'Save note', disabled: true }).waitFor();

    await page.getByLabel("Colleague's email").fill(colleague.email);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('list', { name: 'Shared with' }).getByText(`${colleague.email} · Editor`).waitFor();

    // The colleague signs in and finds it in My projects, with the status and the note.
    const other = await checkedPage(browser);
    try {
      await signIn(other.page, sut.url, colleague.email, MEMBER_PASSWORD);
      await openApp(other.page, `${sut.url}/projects`);
      await other.page.getByRole('article', { name: 'NSCLC Phase II sourcing' }).click();
      const seen = other.page.getByRole('article', { name: 'Compliant Oncology Trials' });
      await seen.getByLabel('Note on Compliant Oncology Trials').waitFor();
      expect(await seen.getByLabel('Note on Compliant Oncology Trials').inputValue()).toBe('Strong GCP record; ask for EU site list');
      await seen.getByText('RFP sent').waitFor();
      expect(other.errors.messages).toEqual([]);
    } finally {
      await other.page.close();
    }
  });

  it("shows a company's match score for the member's last requirement on its profile", async () => {
    await signIn(page, sut.url, (await insertMember(sut.em())).email, MEMBER_PASSWORD, '/find-match');
    await fillClinicalTrial();
    await page.getByRole('button', { name: 'Find Matches' }).click();
    await page.waitForURL(/\/find-match\/[0-9a-f-]{36}$/);
    await openApp(page, `${sut.url}/companies/${ids['Middle Oncology Trials']}`);
    await page.getByRole('button', { name: 'Check Match Score' }).click();
    const dialog = page.getByRole('dialog', { name: 'Match score of Middle Oncology Trials' });
    await dialog
      .getByTestId('company-match-score')
      .getByText(/^\d{1,3}% match$/)
      .waitFor();
    await dialog.getByText(/ranks #\d+ among the companies that fit/).waitFor();
    expect(await dialog.getByRole('region', { name: 'Top 3 for this requirement' }).getByRole('listitem').count()).toBe(3);
  });

  it('asks which project when adding a company to the shortlist from its profile', async () => {
    await signIn(page, sut.url, (await insertMember(sut.em())).email, MEMBER_PASSWORD, `/companies/${ids['Cheap Oncology Trials']}`);
    await page.getByRole('button', { name: 'Add Cheap Oncology Trials to shortlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Cheap Oncology Trials to a project' });
    await dialog.getByRole('combobox', { name: 'Project' }).getByText('My shortlist').waitFor();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Cheap Oncology Trials is in My shortlist.').waitFor();
    await openApp(page, `${sut.url}/shortlist`);
    await page.getByRole('heading', { name: 'Cheap Oncology Trials' }).waitFor();
  });
});
