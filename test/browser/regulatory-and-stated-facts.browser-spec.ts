/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ImportWarningLetters } from '../../src/domain/regulatory/import-warning-letters.use-case';
import { DEMO_ACCOUNTS, launchChromium, openApp, PageErrors, signIn } from '../support/browser';
import { aCompany, insertCompanies, insertVendorAccount } from '../support/factories';
import { insertMember, MEMBER_PASSWORD } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const { admin: DEMO_ADMIN, password: DEMO_PASSWORD } = DEMO_ACCOUNTS;
const MAKER = 'Heron Biologics';
const RESEARCH = 'Finch Clinical';
const LETTER_PATH = '/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/heron-biologics-inc-900020-02022026';
const VENDOR = 'vera@heron-biologics.example';

describe('Regulatory record and company-stated facts in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;
  let ids: Record<string, string>;

  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true });
    ids = await insertCompanies(sut.em(), [aCompany({ name: MAKER, type: 'CDMO', sites: null, maxBioreactorLiters: null }), aCompany({ name: RESEARCH, type: 'CRO' })]);
    await sut.app.get(ImportWarningLetters).execute(
      [
        {
          url: LETTER_PATH,
          posted_date: '02/10/2026',
          letter_date: '02/02/2026',
          company: 'Heron Biologics, Inc.',
          issuing_office: 'Center for Drug Evaluation and Research (CDER)',
          subject: 'CGMP/Finished Pharmaceuticals/Adulterated',
        },
      ],
      { asOf: '2026-02-20' },
    );
    const admin = request.agent(sut.app.getHttpServer());
    await admin.post('/api/admin/auth').send({ email: DEMO_ADMIN, password: DEMO_PASSWORD }).expect(200);
    const [match] = (await admin.get('/api/admin/regulatory-matches').expect(200)).body;
    await admin.post('/api/admin/moderate-regulatory-match').send({ matchId: match.id, approved: true }).expect(200);

    const member = await insertMember(sut.em(), { email: VENDOR, firstName: 'Vera', lastName: 'Vendor' });
    await insertVendorAccount(sut.em(), { userId: member.id, companyId: ids[MAKER], status: 'approved' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = new PageErrors(page);
    errors.allowStatus(401);
  });

  afterEach(async () => {
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  const regulatoryCard = () => page.getByRole('region', { name: 'Regulatory Record' });

  it('shows a confirmed warning letter on the profile with its date, subject, office and a link to fda.gov', async () => {
    await openApp(page, `${sut.url}/companies/${ids[MAKER]}`);
    const letter = regulatoryCard().getByTestId('warning-letter');
    await letter.waitFor();
    await expect(letter.getByText('FDA warning letter, February 2, 2026').isVisible()).resolves.toBe(true);
    await expect(letter.getByText('CGMP/Finished Pharmaceuticals/Adulterated').isVisible()).resolves.toBe(true);
    await expect(letter.getByText('Issued by Center for Drug Evaluation and Research (CDER)').isVisible()).resolves.toBe(true);
    await expect(letter.getByRole('link', { name: 'Read the letter on fda.gov' }).getAttribute('href')).resolves.toBe(`https://www.fda.gov${LETTER_PATH}`);
    // A manufacturer's unknown facts are shown, as not stated.
    const facts = page.getByRole('region', { name: 'Company Facts' });
    await expect(facts.getByText('Not stated').count()).resolves.toBe(2);
  });

  it('states the covered window on a profile without a letter', async () => {
    await openApp(page, `${sut.url}/companies/${ids[RESEARCH]}`);
    await regulatoryCard().getByText('No FDA warning letter found between February 10, 2026 and February 20, 2026.').waitFor();
    await expect(regulatoryCard().getByTestId('warning-letter').count()).resolves.toBe(0);
  });

  it('lets a vendor propose a site, which shows on the profile as stated by the company once an admin approves it', async () => {
    await signIn(page, sut.url, VENDOR, MEMBER_PASSWORD, '/vendor');
    const panel = page.getByTestId('profile-completeness');
    await panel.getByText(/Missing: .*Sites/).waitFor();
    await panel.getByRole('button', { name: 'Propose facts' }).click();
    const dialog = page.getByRole('dialog', { name: `Propose facts for ${MAKER}` });
    await dialog.getByRole('button', { name: 'Add a site' }).click();
    await dialog.getByLabel('Site 1 city').fill('Ghent');
    await dialog.getByLabel('Site 1 country').fill('Belgi');
    await page.getByRole('option', { name: 'Belgium', exact: true }).click();
    await dialog.getByLabel('Site 1 capabilities').fill('Fill-Fin');
    await page.getByRole('option', { name: 'Fill-Finish', exact: true }).click();
    await dialog.getByLabel('Source (a public page that states these facts)').fill('https://heron-biologics.example/sites');
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('pending', { exact: true }).waitFor();

    // The admin approves it on the dashboard's Company Facts tab.
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const adminErrors = new PageErrors(admin);
    adminErrors.allowStatus(401);
    await signIn(admin, sut.url, DEMO_ADMIN, DEMO_PASSWORD, '/admin');
    await admin.getByRole('tab', { name: /Company Facts/ }).click();
    const proposal = admin.getByTestId('fact-proposal');
    await proposal.getByText('Ghent, Belgium (Fill-Finish)').waitFor();
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('No company facts are waiting for a decision.').waitFor();
    await admin.close();
    expect(adminErrors.messages).toEqual([]);

    await openApp(page, `${sut.url}/companies/${ids[MAKER]}`);
    const facts = page.getByRole('region', { name: 'Company Facts' });
    await facts.getByText('Ghent, Belgium (Fill-Finish)').waitFor();
    const today = new Date();
    const month = today.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    await expect(facts.getByTestId('stated-by-company').textContent()).resolves.toBe(`Stated by the company, ${month} ${today.getUTCDate()}, ${today.getUTCFullYear()}`);
  });
});
