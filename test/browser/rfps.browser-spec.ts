/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { InviteAwardedReviews } from '../../src/domain/rfps/invite-awarded-reviews.use-case';
import { checkedPage, launchChromium, openApp, PageErrors } from '../support/browser';
import { aCompany, insertCompanies, insertVendorAccount } from '../support/factories';
import { insertMember, MEMBER_PASSWORD, signedInAgent } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

const RATINGS: [string, string][] = [
  ['Technical Expertise', '9'],
  ['Project Management', '8'],
  ['Communication', '9'],
  ['Timeline Adherence', '8'],
  ['Pricing', '7'],
  ['Change Orders', 'not applicable'],
  ['Contract Negotiations', 'not applicable'],
  ['Regulatory Compliance', '9'],
];

/** A date-time `days` from now as the deadline field takes it (YYYY-MM-DDTHH:mm, local time). */
function localDateTimeIn(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T17:00`;
}

/** A calendar date `days` from now (YYYY-MM-DD), for "valid until". */
const dateIn = (days: number) => localDateTimeIn(days).slice(0, 10);

/** Signs in through the /login form the page is on (keeping its returnTo) or opens, and waits to leave it. */
async function signInHere(page: Page, email: string, password = MEMBER_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A person of the journey: their own browser context (session), one page, its console errors. */
interface Person {
  page: Page;
  errors: PageErrors;
}

/**
 * Requests for proposal end to end in Chromium: one buyer, two vendors with verified accounts and one company
 * without, which an invited colleague claims from the mailed link. Questions, bids and a revision, the side-by-side
 * comparison and its exports, the award, the vendors' inboxes, and the review the award leads to, labelled
 * "Verified engagement" on the company's profile.
 */
describe('RFPs and bids in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let ids: Record<string, string>;
  let projectId: string;
  let rfpId: string;
  let buyer: Person;
  let vera: Person;
  let hugo: Person;
  let olga: Person;
  const BUYER = 'jane.doe@acme-bio.com';
  const VERA = 'vera@northwind-cro.com';
  const HUGO = 'hugo@harbor-trials.com';
  const OLGA = 'olga@quayside-cro.com';
  const TITLE = 'Phase II NSCLC study: full-service CRO';
  const people = () => [buyer, vera, hugo, olga].filter(Boolean);

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    const cro = (name: string, website: string) =>
      aCompany({ name, type: 'CRO', website, services: ['Clinical Research', 'Monitoring'], therapeuticAreas: ['Oncology'], serviceLocations: ['Europe'] });
    ids = await insertCompanies(sut.em(), [
      cro('Northwind Clinical Research', 'https://www.northwind-cro.com'),
      cro('Harbor Trials', 'https://harbor-trials.com'),
      cro('Quayside CRO', 'https://quayside-cro.com'),
    ]);
    const jane = await insertMember(sut.em(), { email: BUYER, firstName: 'Jane', lastName: 'Doe' });
    for (const [email, company] of [
      [VERA, 'Northwind Clinical Research'],
      [HUGO, 'Harbor Trials'],
    ]) {
      const vendor = await insertMember(sut.em(), { email });
      await insertVendorAccount(sut.em(), { userId: vendor.id, companyId: ids[company], status: 'approved' });
    }
    await insertMember(sut.em(), { email: 'moderator@biovetted.test', userType: 'admin' });
    // The project, with its brief, as the buyer made it on the projects page.
    const agent = await signedInAgent(sut.app.getHttpServer(), jane.email);
    const project = await agent
      .post('/api/projects')
      .send({ name: 'NSCLC Phase II sourcing', brief: { projectType: 'Clinical Trial', therapeuticArea: 'Oncology', description: 'Phase II, 120 patients, EU sites.' } })
      .expect(201);
    projectId = project.body.id;
    for (const company of Object.values(ids)) await agent.put(`/api/projects/${projectId}/companies/${company}`).send({}).expect(200);
    browser = await launchChromium();
    const person = async (email: string | null): Promise<Person> => {
      const { page, errors } = await checkedPage(browser);
      if (email) {
        await page.goto(`${sut.url}/login`);
        await signInHere(page, email);
      }
      return { page, errors };
    };
    [buyer, vera, hugo, olga] = await Promise.all([person(BUYER), person(VERA), person(HUGO), person(null)]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  afterEach(() => {
    for (const { errors } of people()) expect(errors.messages).toEqual([]);
  });

  it('sends an RFP from the project to three companies: two in their vendors’ inboxes, one awaiting a claim', async () => {
    const { page } = buyer;
    await openApp(page, `${sut.url}/projects/${projectId}`);
    await page.getByRole('button', { name: 'Request proposals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request proposals' });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Scope').fill('Phase II, 120 patients in 20 EU sites; full service from start-up to the clinical study report.');
    await dialog.getByLabel('Proposals due').fill(localDateTimeIn(21));
    await dialog.getByRole('combobox', { name: /^Budget/ }).click();
    await page.getByRole('option', { name: '$1M - $5M' }).click();
    await dialog.getByRole('combobox', { name: /^Your type of organization/ }).click();
    await page.getByRole('option', { name: 'Biotech' }).click();
    // The brief names the project type: the dialog does not ask for it. The project's three companies are ticked.
    await expect(dialog.getByRole('combobox', { name: /^Project type/ }).count()).resolves.toBe(0);
    for (const name of Object.keys(ids)) await expect(dialog.getByRole('checkbox', { name }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Send RFP' }).click();

    await page.waitForURL(/\/rfps\/[0-9a-f-]{36}$/);
    rfpId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const recipients = page.getByTestId('rfp-recipient');
    await recipients.filter({ hasText: 'Northwind Clinical Research' }).getByText('Delivered').waitFor();
    await recipients.filter({ hasText: 'Harbor Trials' }).getByText('Delivered').waitFor();
    await recipients.filter({ hasText: 'Quayside CRO' }).getByText('Awaiting claim').waitFor();

    // Each verified vendor is mailed, without the buyer's name or company.
    const mail = await sut.smtp!.waitFor(VERA, /^A request for proposal for Northwind Clinical Research$/);
    expect(mail.body).not.toMatch(/Jane|Doe|acme-bio/i);
    await sut.smtp!.waitFor(HUGO, /^A request for proposal for Harbor Trials$/);
  });

  it('invites someone at the unclaimed company, who signs up from the mailed link, claims the company, opens the RFP and declines it', async () => {
    const row = buyer.page.getByTestId('rfp-recipient').filter({ hasText: 'Quayside CRO' });
    // Only an address at the company's own domain.
    buyer.errors.allowStatus(400);
    await row.getByLabel('Email at Quayside CRO').fill('olga@gmail.com');
    await row.getByRole('button', { name: 'Invite by email' }).click();
    await row.getByText("The address must be at the company's own domain").waitFor();
    await row.getByLabel('Email at Quayside CRO').fill(OLGA);
    await row.getByRole('button', { name: 'Invite by email' }).click();
    await row.getByText(new RegExp(`Invited: ${OLGA}`)).waitFor();

    const invitation = await sut.smtp!.waitFor(OLGA, /^A request for proposal for Quayside CRO on BioVetted$/);
    const { page } = olga;
    await openApp(page, SmtpSink.linkIn(invitation, '/rfp-invitation?token='));
    await page.getByRole('heading', { name: 'An RFP for Quayside CRO' }).waitFor();
    await page.getByText(TITLE).waitFor();
    await page.getByRole('link', { name: 'Apply for Access' }).click();
    await page.waitForURL(/\/signup\?returnTo=/);
    await page.getByLabel('First Name').fill('Olga');
    await page.getByLabel('Last Name').fill('Strand');
    await page.getByLabel('Work Email').fill(OLGA);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByLabel('Company').fill('Quayside CRO');
    await page.getByLabel('Job Title').fill('Business Development Director');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    // The company's website domain makes the application approved on confirmation; the link carries the way back.
    const confirmation = await sut.smtp!.waitFor(OLGA, /Confirm your email/);
    await page.goto(SmtpSink.linkIn(confirmation, '/api/auth/confirm-email?token='));
    await page.waitForURL((url) => url.pathname === '/login');
    await signInHere(page, OLGA);
    await page.waitForURL((url) => url.pathname === '/rfp-invitation');
    await page.getByRole('button', { name: 'Claim Quayside CRO and open the RFP' }).click();
    await page.waitForURL(/\/vendor\/rfps\/[0-9a-f-]{36}/);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // The buyer stays anonymous; the vendor sees neither the other recipients nor their number.
    const buyerLine = await page.getByTestId('rfp-buyer').innerText();
    expect(buyerLine).toContain('A verified member at a biotech company');
    expect(buyerLine).not.toMatch(/Jane|Doe/);
    await expect(page.getByText(/Northwind|Harbor/).count()).resolves.toBe(0);

    await buyer.page.reload();
    await row.getByText('Viewed').waitFor();

    // Quayside passes on it, saying why; the buyer reads the reason.
    await page.getByLabel('Why you decline').fill('Our oncology team is fully booked until next autumn.');
    await page.getByRole('button', { name: 'Decline this RFP' }).click();
    await page.getByText('You declined, saying: “Our oncology team is fully booked until next autumn.”', { exact: false }).waitFor();
    await buyer.page.reload();
    await row.getByText('Declined', { exact: true }).waitFor();
    await row.getByText('Declined: Our oncology team is fully booked until next autumn.').waitFor();
  });

  it('lets a vendor ask a question from the inbox, and the buyer answer it to every recipient without naming the asker', async () => {
    const { page } = vera;
    await openApp(page, `${sut.url}/vendor`);
    const inbox = page.getByRole('region', { name: 'RFP inbox' });
    await expect(inbox.getByTestId('rfp-count-delivered').innerText()).resolves.toMatch(/New\s*1/);
    await inbox.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByLabel('Ask the buyer a question').fill('May we propose sites in Poland and Hungary?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.getByText('Question sent.').waitFor();
    await sut.smtp!.waitFor(BUYER, /^A recipient asked a question about your RFP$/);

    await buyer.page.reload();
    const question = buyer.page.getByRole('article', { name: 'Question from Northwind Clinical Research' });
    await question.getByText('May we propose sites in Poland and Hungary?').waitFor();
    await question.getByLabel('Your answer').fill('Yes: any EU site with oncology experience.');
    await question.getByRole('checkbox', { name: /Share with all recipients/ }).check();
    await question.getByRole('button', { name: 'Send answer' }).click();
    await question.getByText('Your answer, shared with all recipients').waitFor();

    // Another recipient reads the shared answer, not who asked.
    await openApp(hugo.page, `${sut.url}/vendor/rfps/${rfpId}`);
    const shared = hugo.page.getByRole('article', { name: 'Answer shared with all recipients' });
    await shared.getByText('Yes: any EU site with oncology experience.').waitFor();
    await shared.getByText(/A recipient asked/).waitFor();
    await expect(hugo.page.getByText(/Northwind/).count()).resolves.toBe(0);
  });

  it('takes two bids on the grid, one of them revised, with the total computed as the amounts are typed', async () => {
    const bid = async (page: Page, lines: [string, string][], weeks: string) => {
      for (const [index, [category, amount]] of lines.entries()) {
        if (index > 0) await page.getByRole('button', { name: 'Add line item' }).click();
        await page.getByRole('combobox', { name: new RegExp(`^Category, line ${index + 1}`) }).click();
        await page.getByRole('option', { name: category, exact: true }).click();
        await page.getByLabel(`Description, line ${index + 1}`).fill(`${category} as scoped`);
        await page.getByLabel(`Amount (USD), line ${index + 1}`).fill(amount);
      }
      await page.getByLabel('Timeline (weeks)').fill(weeks);
      await page.getByRole('button', { name: 'Add role' }).click();
      await page.getByLabel('Role 1', { exact: true }).fill('Clinical research associate');
      await page.getByLabel('FTE, role 1').fill('4');
      await page.getByLabel('Valid until').fill(dateIn(60));
    };

    // Harbor Trials, already on the RFP.
    await bid(
      hugo.page,
      [
        ['Study start-up', '120,000'],
        ['Site management and monitoring', '480000'],
      ],
      '40',
    );
    await hugo.page.getByRole('status').getByText('Total: $600,000').waitFor();
    await hugo.page.getByRole('button', { name: 'Submit bid' }).click();
    await hugo.page.getByText(/^Revision 1, sent/).waitFor();

    // Northwind bids, then revises a line down.
    await vera.page.reload();
    await bid(
      vera.page,
      [
        ['Study start-up', '100000'],
        ['Data management', '350000.50'],
      ],
      '36',
    );
    await vera.page.getByRole('status').getByText('Total: $450,000.50').waitFor();
    await vera.page.getByRole('button', { name: 'Submit bid' }).click();
    await vera.page.getByText(/^Revision 1, sent/).waitFor();
    await vera.page.getByRole('button', { name: 'Revise bid' }).click();
    await vera.page.getByLabel('Amount (USD), line 2').fill('300000');
    await vera.page.getByRole('status').getByText('Total: $400,000').waitFor();
    await vera.page.getByRole('button', { name: 'Submit revision' }).click();
    await vera.page.getByText(/^Revision 2, sent/).waitFor();
    await expect(vera.page.getByRole('table', { name: 'Line items of your bid' }).getByText('$400,000').isVisible()).resolves.toBe(true);
  });

  it('compares the bids side by side, exports them as CSV and PDF, and awards one', async () => {
    const { page } = buyer;
    await page.reload();
    const table = page.getByRole('table', { name: 'Bids side by side' });
    await table.waitFor();
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    const columns = await table.getByRole('columnheader').allInnerTexts();
    expect(columns.slice(1).sort()).toEqual(['Harbor Trials', 'Northwind Clinical Research']);
    const total = await row('Total (USD)').getByRole('cell').allInnerTexts();
    const byCompany = Object.fromEntries(columns.slice(1).map((name, i) => [name, total[i]]));
    expect(byCompany).toEqual({ 'Northwind Clinical Research': '$400,000', 'Harbor Trials': '$600,000' });
    await expect(row('Study start-up').getByRole('cell').allInnerTexts()).resolves.toEqual(
      columns.slice(1).map((name) => (name === 'Harbor Trials' ? '$120,000' : '$100,000')),
    );

    // On a phone the table scrolls sideways inside its box, the row names kept at the left edge.
    await page.setViewportSize({ width: 390, height: 844 });
    const scroller = page.getByRole('region', { name: 'Bids side by side, scrollable' });
    await expect(scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).resolves.toBe(true);
    await expect(table.getByRole('rowheader', { name: 'Total (USD)' }).evaluate((cell) => getComputedStyle(cell).position)).resolves.toBe('sticky');
    await page.setViewportSize({ width: 1280, height: 900 });

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^"?Item"?,/);
    expect(lines[0]).toContain('Northwind Clinical Research');
    expect(lines[0]).toContain('Harbor Trials');
    const totalLine = lines.find((line) => /^"?Total \(USD\)"?,/.test(line));
    expect(totalLine).toMatch(/400000/);
    expect(totalLine).toMatch(/600000/);
    expect(lines.some((line) => /^"?Timeline \(weeks\)"?,/.test(line))).toBe(true);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export PDF' }).click()]);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.getByRole('button', { name: 'Award Northwind Clinical Research' }).click();
    const confirm = page.getByRole('dialog', { name: 'Award Northwind Clinical Research?' });
    await confirm.getByRole('button', { name: 'Award', exact: true }).click();
    await page.getByText('Awarded to Northwind Clinical Research.').waitFor();
    const selected = await sut.smtp!.waitFor(VERA, /^Northwind Clinical Research was selected$/);
    expect(SmtpSink.withoutRandomParts(selected)).not.toMatch(/\$?400,?000/);
    const notSelected = await sut.smtp!.waitFor(HUGO, /^Your proposal for “/);
    expect(SmtpSink.withoutRandomParts(notSelected)).not.toMatch(/Northwind|\$?400,?000|600,?000/);
  });

  it("shows each recipient's status on the project and the outcome in each vendor's inbox", async () => {
    const { page } = buyer;
    await openApp(page, `${sut.url}/projects/${projectId}`);
    const recipients = page.getByRole('list', { name: `Recipients of ${TITLE}` });
    await recipients.getByRole('listitem').filter({ hasText: 'Northwind Clinical Research' }).getByText('Awarded').waitFor();
    await recipients.getByRole('listitem').filter({ hasText: 'Harbor Trials' }).getByText('Not selected').waitFor();
    await recipients.getByRole('listitem').filter({ hasText: 'Quayside CRO' }).getByText('Not selected').waitFor();

    await openApp(vera.page, `${sut.url}/vendor`);
    await vera.page.getByTestId('rfp-count-awarded').waitFor();
    await expect(vera.page.getByTestId('rfp-count-awarded').innerText()).resolves.toMatch(/Awarded\s*1/);
    await openApp(hugo.page, `${sut.url}/vendor`);
    await expect(hugo.page.getByTestId('rfp-count-notSelected').innerText()).resolves.toMatch(/Not selected\s*1/);
  });

  it('invites the buyer to review the awarded company, whose approved review shows “Verified engagement”', async () => {
    // The brief has no end date: the invitation comes 90 days after the award.
    sut.setNow(new Date(Date.now() + 91 * 86_400_000));
    try {
      // What the hourly job runs.
      await expect(sut.app.get(InviteAwardedReviews).execute()).resolves.toBe(1);
    } finally {
      sut.setNow(null);
    }
    const mail = await sut.smtp!.waitFor(BUYER, /^How was working with Northwind Clinical Research\?$/);
    const { page } = buyer;
    await openApp(page, SmtpSink.linkIn(mail, '/submit-review?'));
    await page.getByLabel('Project Size').click();
    await page.getByRole('option', { name: 'Large' }).click();
    for (const [category, score] of RATINGS) {
      await page.getByRole('button', { name: score === 'not applicable' ? `${category} not applicable` : `${category} ${score} out of 10`, exact: true }).click();
    }
    await page.getByLabel('Comments (optional)').fill('Ran our phase II start-up on time and kept the budget we agreed.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('heading', { name: 'Review Submitted Successfully!' }).waitFor();

    const [review] = await knexOf(sut.em())('reviews').where({ company_id: ids['Northwind Clinical Research'] }).select('id', 'verified_engagement');
    expect(review.verified_engagement).toBe(true);
    const admin = await signedInAgent(sut.app.getHttpServer(), 'moderator@biovetted.test');
    await admin.post('/api/admin/moderate-review').send({ reviewId: review.id, approved: true }).expect(200);

    await openApp(page, `${sut.url}/companies/${ids['Northwind Clinical Research']}`);
    await page.getByRole('article').filter({ hasText: 'Ran our phase II start-up on time' }).getByText('Verified engagement').waitFor();
  });
});
