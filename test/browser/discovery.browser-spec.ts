/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { checkedPage, launchChromium, PageErrors } from '../support/browser';
import { aCompany, insertCompanies } from '../support/factories';
import { SparqlFake } from '../support/sparql-fake';
import { startTestApp, type TestApp } from '../support/test-app';

const DEMO_PASSWORD = 'biovetted-demo';

async function signInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Admin Email').fill('demo-admin@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

describe('Admin Automation in Chromium', () => {
  const fake = new SparqlFake();
  let sut: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: PageErrors;

  beforeAll(async () => {
    const endpoint = await fake.start();
    fake.items = [
      {
        id: 'Q9001',
        label: 'Vega Clinical Research',
        category: 'cro',
        country: 'Spain',
        headquarters: 'Madrid',
        website: 'https://vega-clinical.example',
        inception: '2001-01-01T00:00:00Z',
      },
      { id: 'Q9002', label: 'Orion Biomanufacturing', category: 'cdmo', country: 'Singapore' },
      { id: 'Q9003', label: 'Listed Already Inc.', category: 'cro' },
    ];
    sut = await startTestApp({ demoMode: true, env: { DISCOVERY_WIKIDATA_URL: endpoint, DISCOVERY_TIMEOUT_MS: '3000' } });
    await insertCompanies(sut.em(), [aCompany({ name: 'Listed Already' })]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
    await fake.stop();
  });

  beforeEach(async () => {
    ({ page, errors } = await checkedPage(browser));
  });

  afterEach(async () => {
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  it('runs discovery from the Admin Automation screen and shows the result and the new pending submissions', async () => {
    await signInAsAdmin(page, sut.url);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Automation' }).click();
    await page.waitForURL(/\/admin\/automation$/);
    await page.getByRole('heading', { name: 'Admin Automation' }).waitFor();
    await page.getByText('Inactive', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Stop Automation' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Run Discovery' }).click();
    await page.getByText('Discovery Complete').waitFor();
    await page.getByText('Found 2 new companies. 1 source answered: 3 reported, 1 already known.').first().waitFor();

    const sources = page.getByRole('table', { name: 'Sources of the last run' });
    await sources.getByRole('row', { name: /wikidata\s+3\s+2\s+1\s+Answered/ }).waitFor();
    const pending = page.getByRole('list', { name: 'New pending submissions' });
    await pending.getByText('Vega Clinical Research').waitFor();
    await pending.getByText('Spain · https://vega-clinical.example').waitFor();
    await pending.getByText('Orion Biomanufacturing').waitFor();
    expect(await pending.getByText('Listed Already').count()).toBe(0);

    // The screen shows what the database holds: two pending submissions from Wikidata.
    const rows = await knexOf(sut.em())('company_submissions').select('name', 'status', 'source').orderBy('name');
    expect(rows).toEqual([
      { name: 'Orion Biomanufacturing', status: 'pending', source: 'discovery:wikidata' },
      { name: 'Vega Clinical Research', status: 'pending', source: 'discovery:wikidata' },
    ]);
    // Nothing discovered is in the directory.
    const listed = await knexOf(sut.em())('companies').whereIn('name', ['Orion Biomanufacturing', 'Vega Clinical Research']);
    expect(listed).toEqual([]);

    // A reload reads the server's last result.
    await page.reload();
    await page.getByRole('list', { name: 'New pending submissions' }).getByText('Vega Clinical Research').waitFor();
  });

  it('starts and stops the daily automation, and the state survives a reload', async () => {
    await signInAsAdmin(page, sut.url);
    await page.goto(`${sut.url}/admin/automation`);
    await page.getByRole('button', { name: 'Start Automation' }).click();
    await page.getByText('Automation Started').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Automation' }).isDisabled()).toBe(true);

    await page.reload();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByText('Not scheduled').count()).toBe(0);

    await page.getByRole('button', { name: 'Stop Automation' }).click();
    await page.getByText('Automation Stopped').waitFor();
    await page.getByText('Inactive', { exact: true }).waitFor();
    await page.getByText('Not scheduled').waitFor();
  });

  it('shows Access Denied to a signed-in reviewer', async () => {
    await page.goto(`${sut.url}/login`);
    await page.getByLabel('Email').fill('demo-reviewer@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${sut.url}/admin/automation`);
    await page.getByText('Access Denied').waitFor();
    await page.getByText("You don't have admin privileges.").waitFor();
  });
});
