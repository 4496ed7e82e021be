/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { checkedPage, launchChromium, PageErrors, signIn, openApp } from '../support/browser';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

/** Finding providers in Chromium: domain filters with their counts, evidence-weighted Top Rated, and project fit in Find Match. */
describe('Finding the right provider in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let memberEmail: string;

  beforeAll(async () => {
    sut = await startTestApp();
    const em = sut.em();
    const ids = await insertCompanies(em, [
      aCompany({
        name: 'Iberia Oncology Trials',
        type: 'CRO',
        location: 'Madrid',
        country: 'Spain',
        services: ['Clinical Research', 'Monitoring'],
        therapeuticAreas: ['Oncology'],
        developmentPhases: ['Phase II', 'Phase III'],
        serviceLocations: ['Europe'],
      }),
      aCompany({
        name: 'Nordic Cancer Research',
        type: 'CRO',
        location: 'Oslo',
        country: 'Norway',
        services: ['Clinical Research'],
        therapeuticAreas: ['Oncology', 'Rare Diseases'],
        developmentPhases: ['Phase I'],
        serviceLocations: ['Europe'],
      }),
      aCompany({
        name: 'Carolina Oncology Sites',
        type: 'CRO',
        location: 'Raleigh, North Carolina',
        services: ['Clinical Research', 'Site Management'],
        therapeuticAreas: ['Oncology'],
        developmentPhases: ['Phase III'],
        serviceLocations: ['North America'],
      }),
      aCompany({
        name: 'Derma Trials Europe',
        type: 'CRO',
        location: 'Lyon',
        country: 'France',
        services: ['Clinical Research'],
        therapeuticAreas: ['Dermatology'],
        developmentPhases: ['Phase II'],
        serviceLocations: ['Europe'],
      }),
      aCompany({ name: 'Single Review Labs', type: 'CRO', location: 'Basel', country: 'Switzerland', services: ['Bioanalysis'] }),
    ]);
    // One perfect review against fourteen very good ones, on a platform whose other reviews are middling.
    await insertReviews(em, ids['Single Review Labs'], [{ technicalExpertise: 10, timeline: 10, pricing: 10, communication: 10 }]);
    await insertReviews(
      em,
      ids['Iberia Oncology Trials'],
      Array.from({ length: 14 }, () => ({ technicalExpertise: 9, timeline: 9, pricing: 9, communication: 10 })),
    );
    for (const name of ['Nordic Cancer Research', 'Carolina Oncology Sites', 'Derma Trials Europe']) {
      await insertReviews(
        em,
        ids[name],
        Array.from({ length: 4 }, () => ({ technicalExpertise: 6, timeline: 6, pricing: 7, communication: 6 })),
      );
    }
    memberEmail = (await insertMember(em)).email;
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

  const cardNames = () => page.getByTestId('company-card').getByRole('heading').allInnerTexts();

  it('filters by therapeutic area and phase with the count beside each option, and removes a filter from the applied row', async () => {
    await openApp(page, `${sut.url}/companies`);
    await page.getByText('5 companies found').waitFor();

    await page.getByRole('combobox', { name: 'Therapeutic areas' }).click();
    await page.getByRole('option', { name: 'Oncology (3)' }).click();
    await page.waitForURL(/therapeuticAreas=Oncology/);
    // A multi-choice list stays open for more choices; Escape closes it.
    await page.getByRole('listbox').press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByText('3 companies found').waitFor();

    // With Oncology applied, each phase counts the oncology companies that list it.
    await page.getByRole('combobox', { name: 'Development phases' }).click();
    await page.getByRole('option', { name: 'Phase I (1)', exact: true }).waitFor();
    await expect(page.getByRole('option', { name: 'Phase IV (0)' }).getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByRole('option', { name: 'Phase III (2)' }).click();
    await page.waitForURL(/developmentPhases=Phase(\+|%20)III/);
    await page.getByRole('listbox').press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByText('2 companies found').waitFor();
    expect((await cardNames()).sort()).toEqual(['Carolina Oncology Sites', 'Iberia Oncology Trials']);

    const applied = page.getByRole('region', { name: 'Applied filters' });
    await applied.getByRole('button', { name: 'Remove filter Phase III' }).click();
    await page.getByText('3 companies found').waitFor();
    expect(new URL(page.url()).searchParams.get('developmentPhases')).toBeNull();
    expect(new URL(page.url()).searchParams.get('therapeuticAreas')).toBe('Oncology');
  });

  it('does not let one perfect review top Top Rated over a well-reviewed company, and shows the evidence', async () => {
    await openApp(page, sut.url);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Top Rated Companies' }) });
    const first = section.getByTestId('company-card').first();
    await first.getByRole('heading', { name: 'Iberia Oncology Trials' }).waitFor();
    await first.getByText('14 reviews').waitFor();
    await openApp(page, `${sut.url}/companies`);
    await page.getByText('5 companies found').waitFor();
    const names = await cardNames();
    expect(names.indexOf('Iberia Oncology Trials')).toBeLessThan(names.indexOf('Single Review Labs'));
  });

  it('matches Oncology in Europe with fit badges and only fitting companies', async () => {
    await signIn(page, sut.url, memberEmail, MEMBER_PASSWORD, '/find-match');
    await page.getByLabel('Project Type').click();
    await page.getByRole('option', { name: 'Clinical Trial' }).click();
    await page.getByRole('combobox', { name: /^Timeline/ }).click();
    await page.getByRole('option', { name: 'Standard (3-12 months)' }).click();
    await page.getByRole('combobox', { name: 'Therapeutic Area' }).click();
    await page.getByRole('option', { name: 'Oncology' }).click();
    await page.getByRole('combobox', { name: 'Geography' }).click();
    await page.getByRole('option', { name: 'Europe', exact: true }).click();
    await page.getByRole('button', { name: 'Find Matches' }).click();

    await page.getByText(/Found 2 company matches/).waitFor();
    // The toast comes first; the page then moves to the stored run's address and shows its results.
    const results = page.getByRole('article');
    await results.nth(1).waitFor();
    expect(await results.count()).toBe(2);
    // North Carolina serves North America only; dermatology is not oncology; bioanalysis runs no trials.
    for (const absent of ['Carolina Oncology Sites', 'Derma Trials Europe', 'Single Review Labs']) {
      expect(await results.filter({ hasText: absent }).count()).toBe(0);
    }
    const best = results.first();
    await best.getByRole('heading', { name: 'Iberia Oncology Trials' }).waitFor();
    await best.getByText('Therapeutic area: fits (Lists Oncology)').waitFor();
    await best.getByText('Geography: fits (Headquartered in Spain)').waitFor();
    expect(await page.locator('[data-fit="mismatch"]').count()).toBe(0);
    await best.getByText(/Strongest: Communication/).waitFor();

    // Re-rank without re-typing: the same project, other priorities.
    await page.getByRole('slider', { name: 'Pricing' }).last().focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Re-rank matches' }).click();
    // The re-ranked results take the new priorities as their own: nothing left to re-rank.
    await page.getByRole('button', { name: 'Re-rank matches', disabled: true }).waitFor();
  });
});
