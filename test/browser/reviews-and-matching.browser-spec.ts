/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { checkedPage, launchChromium, signIn, type PageErrors, openApp } from '../support/browser';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const RATINGS: [string, string][] = [
  ['Technical Expertise', '9'],
  ['Project Management', '8'],
  ['Communication', '8'],
  ['Timeline Adherence', '7'],
  ['Pricing', '6'],
  ['Change Orders', 'not applicable'],
  ['Contract Negotiations', 'not applicable'],
  ['Regulatory Compliance', '10'],
];

describe('Reviews, moderation and matching in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let companies: Record<string, string>;
  let memberEmail: string;
  let adminEmail: string;

  beforeAll(async () => {
    sut = await startTestApp();
    browser = await launchChromium();
    companies = await insertCompanies(sut.em(), [
      aCompany({ name: 'Aurora Clinical Research', type: 'CRO', description: 'Phase I-IV clinical research across North America and Europe.' }),
      aCompany({ name: 'Borealis Trials', type: 'CRO' }),
      aCompany({ name: 'Cobalt Biologics', type: 'CDMO' }),
      aCompany({ name: 'Dune Research', type: 'CRO' }),
    ]);
    // Three alike: the anonymity threshold, from which a match explains the category scores.
    const borealis = { technicalExpertise: 7, pricing: 8, timeline: 6 };
    await insertReviews(sut.em(), companies['Borealis Trials'], [borealis, borealis, borealis]);
    await insertReviews(sut.em(), companies['Dune Research'], [{ technicalExpertise: 5, pricing: 5 }]);
    await insertReviews(sut.em(), companies['Cobalt Biologics'], [{ technicalExpertise: 9, pricing: 9 }]);
    memberEmail = (await insertMember(sut.em())).email;
    adminEmail = (await insertMember(sut.em(), { userType: 'admin' })).email;
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

  it('takes a review from the form through moderation onto the company profile', async () => {
    await signIn(page, sut.url, memberEmail, MEMBER_PASSWORD);
    await page.getByRole('link', { name: 'Submit Review' }).first().click();
    await page.getByRole('heading', { name: 'Submit Anonymous Review' }).waitFor();
    const submit = page.getByRole('button', { name: 'Submit Review' });
    expect(await submit.isDisabled()).toBe(true); // no company chosen yet

    await page.getByLabel('Company').fill('Aurora');
    await page.getByRole('option', { name: /Aurora Clinical Research/ }).click();
    await page.getByLabel('Selected company').getByText('Phase I-IV clinical research').waitFor();
    // Choosing the company fills the service type with its type.
    expect(await page.getByLabel('Service Type').textContent()).toBe('CRO');

    await page.getByLabel('Project Size').click();
    await page.getByRole('option', { name: 'Large' }).click();
    // Submitting with unrated categories asks for a rating or Not Applicable.
    await submit.click();
    await page.getByText('Choose a rating from 1 to 10, or Not Applicable').first().waitFor();
    for (const [category, score] of RATINGS) {
      await page.getByRole('button', { name: score === 'not applicable' ? `${category} not applicable` : `${category} ${score} out of 10`, exact: true }).click();
    }
    await page.getByLabel('Comments (optional)').fill('Ran our phase II study on time; monitoring reports were thorough.');
    await submit.click();
    await page.getByRole('heading', { name: 'Review Submitted Successfully!' }).waitFor();
    // After five seconds (not before) a fresh form returns.
    const shownAt = Date.now();
    await page.getByRole('heading', { name: 'Review Submitted Successfully!' }).waitFor({ state: 'detached', timeout: 12_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4500);
    await page.getByRole('button', { name: 'Company not listed? Add it here' }).waitFor();

    // The admin approves it in the Review Moderation tab.
    const { page: admin, errors: adminErrors } = await checkedPage(browser);
    await signIn(admin, sut.url, adminEmail, MEMBER_PASSWORD, '/admin/dashboard');
    await admin.getByRole('tab', { name: /Review Moderation/ }).click();
    const card = admin.getByTestId('pending-review').filter({ hasText: 'Aurora Clinical Research' });
    await card.getByText('Ran our phase II study on time').waitFor();
    await card.getByText('N/A').first().waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Review moderated successfully').waitFor();
    await admin.getByText('No reviews are waiting for moderation.').waitFor();
    await admin.close();
    expect(adminErrors.messages).toEqual([]);

    // A visitor sees it on the profile, with the updated score.
    const { page: visitor, errors: visitorErrors } = await checkedPage(browser);
    await openApp(visitor, `${sut.url}/companies/${companies['Aurora Clinical Research']}`);
    await visitor.getByText('Ran our phase II study on time; monitoring reports were thorough.').waitFor();
    await visitor.getByText('Based on 1 review', { exact: true }).waitFor();
    await visitor.close();
    expect(visitorErrors.messages).toEqual([]);
  });

  it('reviews an unlisted company through the add-company panel; the review waits for the company, then for moderation', async () => {
    await signIn(page, sut.url, memberEmail, MEMBER_PASSWORD, '/submit-review');
    await page.getByRole('button', { name: 'Company not listed? Add it here' }).click();
    const submit = page.getByRole('button', { name: 'Submit Review' });
    await page.getByLabel('Company Name').fill('Halcyon Bioanalytics');
    expect(await submit.isDisabled()).toBe(true); // type and location still missing
    // Cancel clears the new company's fields.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Company not listed? Add it here' }).click();
    expect(await page.getByLabel('Company Name').inputValue()).toBe('');

    await page.getByLabel('Company Name').fill('Halcyon Bioanalytics');
    await page.getByLabel('Company Type').click();
    await page.getByRole('option', { name: 'CRO', exact: true }).click();
    await page.getByLabel('Location').fill('Oxford, United Kingdom');
    expect(await submit.isDisabled()).toBe(false);
    await page.getByLabel('Service Type').click();
    await page.getByRole('option', { name: 'CRO', exact: true }).click();
    for (const [category] of RATINGS) {
      await page.getByRole('button', { name: `${category} not applicable`, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Technical Expertise 8 out of 10', exact: true }).click();
    await page.getByLabel('Comments (optional)').fill('Reliable LC-MS/MS bioanalysis for our first-in-human study.');
    await submit.click();
    await page.getByText(/Our team will verify the new company first/).waitFor();

    // The admin lists the company, then approves the review that was waiting for it.
    const { page: admin, errors: adminErrors } = await checkedPage(browser);
    await signIn(admin, sut.url, adminEmail, MEMBER_PASSWORD, '/admin/dashboard');
    await admin.getByRole('tab', { name: /Review Moderation/ }).click();
    await admin.getByText('No reviews are waiting for moderation.').waitFor();
    await admin.getByRole('tab', { name: /Company Submissions/ }).click();
    await admin.getByTestId('company-submission').filter({ hasText: 'Halcyon Bioanalytics' }).getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Company submission moderated successfully').waitFor();
    await admin.getByRole('tab', { name: /Review Moderation\s*1/ }).waitFor();
    await admin.getByRole('tab', { name: /Review Moderation/ }).click();
    const card = admin.getByTestId('pending-review').filter({ hasText: 'Halcyon Bioanalytics' });
    await card.getByText('Reliable LC-MS/MS bioanalysis').waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Review moderated successfully').waitFor();
    await admin.close();
    expect(adminErrors.messages).toEqual([]);

    await openApp(page, `${sut.url}/companies?search=Halcyon`);
    await page
      .getByRole('link', { name: /Halcyon Bioanalytics/ })
      .first()
      .click();
    await page.getByText('Reliable LC-MS/MS bioanalysis for our first-in-human study.').waitFor();
  });

  it('shows "Already decided" when another admin decided the review first, and drops its card', async () => {
    const [reviewId] = await insertReviews(sut.em(), companies['Cobalt Biologics'], [{ moderationStatus: 'pending', comments: 'A review two admins look at.' }]);
    await signIn(page, sut.url, adminEmail, MEMBER_PASSWORD, '/admin/dashboard');
    await page.getByRole('tab', { name: /Review Moderation/ }).click();
    const card = page.getByTestId('pending-review').filter({ hasText: 'A review two admins look at.' });
    await card.waitFor();

    // Meanwhile another admin rejects it over the API; this page still shows the card.
    const otherAdmin = request.agent(sut.app.getHttpServer());
    await otherAdmin.post('/api/admin/auth').send({ email: adminEmail, password: MEMBER_PASSWORD }).expect(200);
    await otherAdmin.post('/api/admin/moderate-review').send({ reviewId, approved: false }).expect(200);
    // Every moderate POST answers a second decision with 409 "Already decided" (docs/security.md#trust-and-safety-rules).
    const { body: refusal } = await otherAdmin.post('/api/admin/moderate-review').send({ reviewId, approved: true }).expect(409);
    expect(refusal.message).toBe('Already decided');

    errors.allowStatus(409);
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Error moderating review').waitFor();
    await page.getByText(refusal.message, { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Review Moderation\s*0/ }).waitFor();
  });

  it('runs a match, explains the scores and opens a result', async () => {
    // A paid plan sees up to 25 matches, so every clinical-research provider here is listed.
    await signIn(page, sut.url, (await insertMember(sut.em(), { subscriptionTier: 'startup' })).email, MEMBER_PASSWORD);
    await page.getByRole('link', { name: 'Find Match' }).first().click();
    await page.getByRole('heading', { name: 'How Match Scores Are Calculated' }).waitFor();
    await page.getByLabel('Project Type').click();
    await page.getByRole('option', { name: 'Clinical Trial' }).click();
    await page.getByRole('combobox', { name: /^Timeline/ }).click();
    await page.getByRole('option', { name: 'Standard (3-12 months)' }).click();
    await page.getByRole('button', { name: 'Find Matches' }).click();

    await page.getByText(/Found \d company match(es)? for your project requirements\./).waitFor();
    const results = page.getByRole('article');
    // Clinical trials go to CROs: the CDMO is not a candidate.
    await results.filter({ hasText: 'Borealis Trials' }).waitFor();
    expect(await results.filter({ hasText: 'Cobalt Biologics' }).count()).toBe(0);
    // A member's run is kept at its own address.
    await page.waitForURL(/\/find-match\/[0-9a-f-]{36}$/);
    // Borealis' raw weighted average: (7 + 8 + 6) / 3 = 7.0; beside it the fit and evidence behind its match score.
    await results.filter({ hasText: 'Borealis Trials' }).getByText('Weighted average 7.0/10').waitFor();
    await results
      .filter({ hasText: 'Borealis Trials' })
      .getByText(/^Fit \d{1,3}\/100$/)
      .waitFor();
    await results
      .filter({ hasText: 'Borealis Trials' })
      .getByText(/^Evidence \d{1,3}\/100$/)
      .waitFor();
    await results
      .filter({ hasText: 'Borealis Trials' })
      .getByText(/^\d{1,3}%$/)
      .waitFor();
    await results
      .filter({ hasText: 'Borealis Trials' })
      .getByText(/No ratings yet, left out of the score/)
      .waitFor();
    // One review only: the result says why it explains no category.
    await results.filter({ hasText: 'Dune Research' }).getByText('Category scores appear once 3 member reviews are published').waitFor();
    await expect(
      results
        .filter({ hasText: 'Dune Research' })
        .getByText(/at importance/)
        .count(),
    ).resolves.toBe(0);

    await results.filter({ hasText: 'Borealis Trials' }).getByRole('link', { name: 'View Company Details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Borealis Trials' }).waitFor();
    await page.goBack();
    await results.filter({ hasText: 'Borealis Trials' }).waitFor();
  });

  it('shows the legal terms with their effective date', async () => {
    await page.goto(`${sut.url}/legal-terms`);
    await page.getByRole('heading', { name: 'Legal Terms' }).waitFor();
    for (const section of [
      'Review Anonymity',
      'Professional Verification',
      'Legal Protections',
      'Prohibited Content',
      'Data Storage',
      'Vendor Response Policy',
      'Contact',
    ]) {
      await page.getByRole('heading', { name: new RegExp(section) }).waitFor();
    }
    await page.getByText('Effective date: January 1, 2025').waitFor();
  });
});
