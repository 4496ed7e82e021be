/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { SITE_PAGES } from '../../web/src/app/site-pages';
import { DEMO_ACCOUNTS, launchChromium, navigateInApp, signIn, openApp } from '../support/browser';
import { aCompany, insertCompanies, insertReviews, insertSubmission, insertVendorAccount } from '../support/factories';
import { insertMember, MEMBER_PASSWORD, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

/** axe-core's source, run inside the page: the app's CSP blocks an injected script tag. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, and every level below it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Loads axe-core into the page's document unless it is there already: in-app navigations keep the document, so a
 * tab scanning route after route evaluates axe's 650 kB source once per page load, not once per scan.
 */
async function withAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** The serious and critical violations axe finds on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await withAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, WCAG_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
    );
}

/** The violations of the named axe rules on the page as it is now, whatever their impact. */
async function violationsOf(page: Page, rules: string[]): Promise<string[]> {
  await withAxe(page);
  const violations = await page.evaluate(async (ids) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'rule', values: ids }, resultTypes: ['violations'] })).violations;
  }, rules);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Waits until the page has drawn its content: no request in flight, no loading placeholder left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, [role="progressbar"][aria-label="Loading page"]'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  // A dialog or menu fading in is half transparent: axe would measure the contrast of a blend, not of the screen.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

/**
 * What the page shows in its main landmark: its text and the kinds of elements that hold it. Two routes with the
 * same content show the same screen (a route this role may not open shows the same sign-in or access card).
 */
async function screenContent(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const tags = Array.from(main.querySelectorAll('*'), (element) => element.tagName).join(' ');
    return `${main.innerText}\n${tags}`;
  });
}

type Role = 'visitor' | 'member' | 'vendor' | 'admin';

// An axe-core pass over every route of docs/screens.md#screens's tables (and every page since),
// signed out and signed in as a member, a vendor and an admin, with no serious or critical violation.
describe('Accessibility: axe-core over every route, signed out and signed in (WCAG 2.2 AA)', () => {
  let sut: TestApp;
  let browser: Browser;
  let urls: string[];
  let northwind: string;
  let rfpProject: string;
  const VENDOR = 'axe-vendor@northwind-cro.com';

  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true });
    const ids = await insertCompanies(sut.em(), [
      aCompany({
        name: 'Northwind Clinical Research',
        type: 'CRO',
        website: 'https://www.northwind-cro.com',
        services: ['Clinical Research', 'Monitoring'],
        therapeuticAreas: ['Oncology'],
        employeeCount: 850,
      }),
      aCompany({ name: 'Harbor Biologics', type: 'CDMO', moleculeTypes: ['Biologics'], developmentPhases: ['Phase I'] }),
    ]);
    const company = ids['Northwind Clinical Research'];
    await insertReviews(sut.em(), company, [
      { technicalExpertise: 9, timeline: 4, pricing: 7, communication: 8, comments: 'Strong monitoring, slow budget changes.' },
      { technicalExpertise: 6, timeline: 8, pricing: 5, communication: 6, comments: 'Good site network.' },
      { technicalExpertise: 3, pricing: 2, comments: 'Missed the database lock.' },
    ]);
    await insertReviews(sut.em(), company, [{ moderationStatus: 'pending', technicalExpertise: 7, comments: 'Waiting for moderation.' }]);
    // Demo mode shows labelled demo reviews; the axe scans below cover the label too.
    await insertReviews(sut.em(), company, [{ technicalExpertise: 8, comments: 'A generated sample review.', isDemo: true }], true);
    northwind = company;
    const vendor = await insertMember(sut.em(), { email: VENDOR, firstName: 'Vera', lastName: 'Vendor' });
    await insertVendorAccount(sut.em(), { userId: vendor.id, companyId: company, status: 'approved' });
    await insertMember(sut.em(), { email: 'axe-claimant@gmail.com', firstName: 'Cleo', lastName: 'Claimant', verificationLevel: 'manual_review' });
    await insertSubmission(sut.em(), { submitterId: vendor.id, name: 'Northwind Clinical' });
    // An RFP from the demo member's project to Northwind, whose vendor is VENDOR: the buyer's and the vendor's RFP pages.
    const buyer = await signedInAgent(sut.app.getHttpServer(), DEMO_ACCOUNTS.reviewer, DEMO_ACCOUNTS.password);
    const project = await buyer
      .post('/api/projects')
      .send({ name: 'Axe RFP project', brief: { projectType: 'Clinical Trial' } })
      .expect(201);
    rfpProject = project.body.id;
    await buyer.put(`/api/projects/${rfpProject}/companies/${company}`).send({}).expect(200);
    const rfp = await buyer
      .post(`/api/projects/${rfpProject}/rfps`)
      .send({ title: 'Axe RFP', scope: 'A phase II oncology study.', deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(), companyIds: [company] })
      .expect(201);
    urls = SITE_PAGES.map((page) =>
      page.path
        .replace(/^\/(vendor\/)?rfps\/:id$/, `/$1rfps/${rfp.body.id}`)
        .replace(':id', company)
        .replace(/^\/compare$/, `/compare?ids=${company},${ids['Harbor Biologics']}`)
        .replace(/^\/reset-password$/, '/reset-password?token=not-a-real-token'),
    );
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  /** The main content of every screen scanned so far, across the roles' passes. */
  const scannedScreens = new Set<string>();

  const signInAs: Record<Role, (page: Page) => Promise<void>> = {
    visitor: async () => undefined,
    member: (page) => signIn(page, sut.url, DEMO_ACCOUNTS.reviewer, DEMO_ACCOUNTS.password),
    vendor: (page) => signIn(page, sut.url, VENDOR, MEMBER_PASSWORD),
    admin: async (page) => {
      await page.goto(`${sut.url}/admin/login`);
      await page.getByLabel('Admin Email').fill(DEMO_ACCOUNTS.admin);
      await page.getByLabel('Password').fill(DEMO_ACCOUNTS.password);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    },
  };

  it("explains a demo review's label on hover, with the text as its title before", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openApp(page, `${sut.url}/companies/${northwind}`);
      const label = page.getByText('Demo review', { exact: true });
      await label.waitFor();
      const explanation = "Generated sample data for demonstration; not a real person's experience";
      await expect(page.locator('[title^="Generated sample data"]').getAttribute('title')).resolves.toBe(explanation);
      await label.hover();
      await page.getByRole('tooltip', { name: explanation }).waitFor();
      // Once the tooltip explains it, the native title is gone (no second, browser-drawn tooltip).
      await expect(page.locator('[title^="Generated sample data"]').count()).resolves.toBe(0);
    } finally {
      await page.close();
    }
  });

  it('keeps the heading order on the directory, a profile and pricing (they skipped levels)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const found: string[] = [];
      for (const url of urls.filter((u) => u === '/companies' || u.startsWith('/companies/') || u === '/pricing')) {
        await openApp(page, `${sut.url}${url}`);
        await settled(page);
        for (const line of await violationsOf(page, ['heading-order', 'page-has-heading-one'])) found.push(`${url}: ${line}`);
      }
      expect(found).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it("finds no serious or critical violation on a phone's directory with its filter sheet open", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      const found: string[] = [];
      await openApp(page, `${sut.url}/companies?therapeuticAreas=Oncology`);
      await settled(page);
      for (const line of await seriousViolations(page)) found.push(`phone directory: ${line}`);
      await page.getByRole('button', { name: 'Filters' }).click();
      await page
        .getByRole('dialog', { name: 'Filters' })
        .getByRole('button', { name: /^Show / })
        .waitFor();
      await settled(page);
      for (const line of await seriousViolations(page)) found.push(`filter sheet: ${line}`);
      expect(found).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('finds no serious or critical violation in the RFP request dialog, or in the bid grid showing its errors', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const found: string[] = [];
      await signInAs.member(page);
      await openApp(page, `${sut.url}/projects/${rfpProject}`);
      await page.getByRole('button', { name: 'Request proposals' }).click();
      await page.getByRole('dialog', { name: 'Request proposals' }).getByRole('button', { name: 'Send RFP' }).click();
      await page.getByText('The deadline must be in the future').waitFor();
      await settled(page);
      for (const line of await seriousViolations(page)) found.push(`request dialog: ${line}`);

      await context.clearCookies();
      await signInAs.vendor(page);
      await openApp(page, `${sut.url}/vendor`);
      await page.getByRole('region', { name: 'RFP inbox' }).getByRole('link', { name: 'Axe RFP' }).click();
      await page.getByRole('button', { name: 'Add milestone' }).click();
      await page.getByRole('button', { name: 'Submit bid' }).click();
      await page.getByText('Valid until must be a date (YYYY-MM-DD), not before today').waitFor();
      await settled(page);
      for (const line of await seriousViolations(page)) found.push(`bid grid: ${line}`);
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each<Role>(['visitor', 'member', 'vendor', 'admin'])(
    'finds no serious or critical violation on any route as %s',
    async (role) => {
      // One browser context (one session), scanned by three tabs at once: each tab mostly waits for its page to go quiet.
      // Each tab loads its first route and reaches the others as the app's links do, without loading the page again:
      // what is scanned is the screen the route shows, and loading it is what the server-rendering journeys check.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      try {
        await signInAs[role](page);
        const found: string[] = [];
        const waiting = [...urls];
        const scan = async (tab: Page) => {
          let loaded = false;
          for (let url = waiting.shift(); url !== undefined; url = waiting.shift()) {
            if (loaded) await navigateInApp(tab, url);
            else await openApp(tab, `${sut.url}${url}`);
            loaded = true;
            await settled(tab);
            // A screen whose main content was scanned already (for this role or another) is not scanned again: routes a
            // role may not open show one shared card, and public pages show most roles the same content. Each role's
            // own header and menus are scanned with the screens that differ.
            const screen = await screenContent(tab);
            if (scannedScreens.has(screen)) continue;
            scannedScreens.add(screen);
            for (const line of await seriousViolations(tab)) found.push(`${url}: ${line}`);
          }
        };
        await Promise.all([scan(page), scan(await context.newPage()), scan(await context.newPage())]);
        // The landing page's open menus and dialogs are part of the screens too: the account menu, signed in.
        if (role !== 'visitor') {
          await openApp(page, sut.url);
          await settled(page);
          await page.getByRole('button', { name: /Account menu/ }).click();
          await page.getByRole('menu').waitFor();
          await settled(page);
          for (const line of await seriousViolations(page)) found.push(`account menu: ${line}`);
        }
        // The admin's other screens behind a click: each dashboard tab, and the confirmation before a rejection.
        if (role === 'admin') {
          await page.goto(`${sut.url}/admin/dashboard`);
          await settled(page);
          for (const tab of ['Review Moderation', 'Industry Verification', 'Company Submissions', 'Vendor Verification', 'User Verification']) {
            await page.getByRole('tab', { name: new RegExp(tab) }).click();
            await settled(page);
            for (const line of await seriousViolations(page)) found.push(`dashboard tab ${tab}: ${line}`);
          }
          await page.locator('[data-testid="pending-user"]').first().getByRole('button', { name: 'Reject' }).click();
          await page.getByRole('dialog').waitFor();
          await settled(page);
          for (const line of await seriousViolations(page)) found.push(`reject dialog: ${line}`);
        }
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    },
    600_000,
  );
});
