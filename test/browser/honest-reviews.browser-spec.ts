/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { lastWeekStarts } from '../../src/domain/insights/insight-kinds';
import { checkedPage, launchChromium, openApp, signIn } from '../support/browser';
import { aCompany, insertCompanies, insertReviews, insertVendorAccount } from '../support/factories';
import { insertMember, MEMBER_PASSWORD, signedInAgent } from '../support/members';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

const RATINGS: [string, string][] = [
  ['Technical Expertise', '9'],
  ['Project Management', '8'],
  ['Communication', '8'],
  ['Timeline Adherence', '7'],
  ['Pricing', '6'],
  ['Change Orders', 'not applicable'],
  ['Contract Negotiations', 'not applicable'],
  ['Regulatory Compliance', '9'],
];

const aReview = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  companyId,
  serviceType: 'CDMO',
  technicalExpertise: 8,
  projectManagement: 7,
  communication: 8,
  timeline: 6,
  pricing: 5,
  regulatoryCompliance: 9,
  ...overrides,
});

describe('Honest reviews in Chromium: moderation, takedowns, invitations and vendor insights', () => {
  let sut: TestApp;
  let browser: Browser;
  let companies: Record<string, string>;
  let adminEmail: string;
  const server = () => sut.app.getHttpServer();

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    companies = await insertCompanies(sut.em(), [
      aCompany({ name: 'Meridian Biologics', type: 'CDMO', website: 'https://www.meridian-bio.com', location: 'Basel', country: 'Switzerland' }),
      aCompany({ name: 'Halvard Pharma Services', type: 'CDMO', website: 'https://halvard-pharma.com', location: 'Oslo', country: 'Norway' }),
      aCompany({ name: 'Quill CRO', type: 'CRO', website: 'https://quill-cro.com' }),
    ]);
    adminEmail = (await insertMember(sut.em(), { email: 'moderator@biovetted.test', userType: 'admin' })).email;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  it("shows the moderator pros, cons, would-recommend and the context before approving, and the author's provider", async () => {
    const author = await insertMember(sut.em(), { email: 'qa.director@halvard-pharma.com' });
    await (
      await signedInAgent(server(), author.email)
    )
      .post('/api/reviews')
      .send(
        aReview(companies['Meridian Biologics'], {
          comments: 'The tech transfer of our bispecific went smoothly.',
          pros: 'Analytical team answered within a day.',
          cons: 'Fill-finish slots were booked months out.',
          wouldRecommend: true,
          reviewerRole: 'Quality / Regulatory',
          organizationType: 'Biotech',
          therapeuticArea: 'Oncology',
        }),
      )
      .expect(201);

    const { page, errors } = await checkedPage(browser);
    await signIn(page, sut.url, adminEmail, MEMBER_PASSWORD, '/admin/dashboard');
    await page.getByRole('tab', { name: /Review Moderation/ }).click();
    const card = page.getByTestId('pending-review').filter({ hasText: 'Meridian Biologics' });
    const preview = card.getByRole('region', { name: 'As the Meridian Biologics profile will show it' });
    await preview.getByText('Analytical team answered within a day.').waitFor();
    await preview.getByText('Fill-finish slots were booked months out.').waitFor();
    await expect(preview.getByRole('term').filter({ hasText: 'Pros' }).isVisible()).resolves.toBe(true);
    await expect(preview.getByText(/Would recommend/).isVisible()).resolves.toBe(true);
    await expect(preview.getByText('Oncology').isVisible()).resolves.toBe(true);
    // Below three approved reviews the profile keeps the role and organisation off; the card says what it keeps back.
    await card.getByText(/Kept off the profile until Meridian Biologics has 3 approved reviews.*role: Quality \/ Regulatory; organisation: Biotech/).waitFor();
    // The author's email domain belongs to another listed provider.
    await card.getByText(/belongs to another listed provider/).waitFor();
    await expect(card.getByRole('link', { name: 'Halvard Pharma Services' }).first().isVisible()).resolves.toBe(true);

    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Review moderated successfully').waitFor();

    await openApp(page, `${sut.url}/companies/${companies['Meridian Biologics']}`);
    await page.getByText('Analytical team answered within a day.').waitFor();
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  it('lets an admin unpublish a review with a reason, after which the profile no longer shows it', async () => {
    const company = companies['Quill CRO'];
    await insertReviews(sut.em(), company, [
      { comments: 'Clean database lock, ahead of schedule.', technicalExpertise: 9 },
      { comments: 'They named our study site in a conference talk.', technicalExpertise: 3 },
    ]);
    const { page, errors } = await checkedPage(browser);
    await openApp(page, `${sut.url}/companies/${company}`);
    await page.getByText('They named our study site in a conference talk.').waitFor();

    await signIn(page, sut.url, adminEmail, MEMBER_PASSWORD, '/admin/reviews');
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Approved' }).click();
    const card = page.getByTestId('admin-review').filter({ hasText: 'They named our study site' });
    await card.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = page.getByRole('dialog', { name: /Unpublish this review of Quill CRO/ });
    await expect(dialog.getByRole('button', { name: 'Unpublish' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Reason').fill('Identifies a clinical site');
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText('Unpublished', { exact: true }).first().waitFor();

    await openApp(page, `${sut.url}/companies/${company}`);
    await page.getByText('Clean database lock, ahead of schedule.').waitFor();
    await expect(page.getByText('They named our study site in a conference talk.').count()).resolves.toBe(0);
    const audit = await knexOf(sut.em())('audit_log').where('action', 'review.unpublished').first('notes');
    expect(audit.notes).toBe('Identifies a clinical site');
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  it('takes a vendor from inviting two clients, through one client reviewing by the mailed link, to the published review and its mail', async () => {
    const company = companies['Meridian Biologics'];
    const vendor = await insertMember(sut.em(), { email: 'vera@meridian-bio.com', firstName: 'Vera', lastName: 'Lind' });
    await insertVendorAccount(sut.em(), { userId: vendor.id, companyId: company, status: 'approved' });
    const client = await insertMember(sut.em(), { email: 'cmc.lead@northbio.com' });

    const { page, errors } = await checkedPage(browser);
    await signIn(page, sut.url, vendor.email, MEMBER_PASSWORD, '/vendor');
    const form = page.getByRole('region', { name: 'Invite clients to review Meridian Biologics' });
    await form.getByLabel('Client email addresses').fill('cmc.lead@northbio.com\nqa@southbio.org');
    await form.getByRole('button', { name: 'Send invitations' }).click();
    await form.getByText('Sent 2 invitations. 198 of 200 left this month.').waitFor();

    const mail = await sut.smtp!.waitFor(client.email, /^Meridian Biologics invites you to review them on BioVetted$/);
    await sut.smtp!.waitFor('qa@southbio.org', /^Meridian Biologics invites you to review them on BioVetted$/);
    const link = SmtpSink.linkIn(mail, '/submit-review?');

    // The client, signed in, follows the link: the form opens on the company, saying how the review will show.
    const { page: clientPage, errors: clientErrors } = await checkedPage(browser);
    await signIn(clientPage, sut.url, client.email, MEMBER_PASSWORD);
    await clientPage.goto(link);
    await clientPage
      .getByTestId('invitation-notice')
      .getByText(/Meridian Biologics invited you to review them/)
      .waitFor();
    await clientPage.getByLabel('Project Size').click();
    await clientPage.getByRole('option', { name: 'Large' }).click();
    for (const [category, score] of RATINGS) {
      await clientPage.getByRole('button', { name: score === 'not applicable' ? `${category} not applicable` : `${category} ${score} out of 10`, exact: true }).click();
    }
    await clientPage.getByLabel('Comments (optional)').fill('Reliable partner for our phase I drug substance.');
    await clientPage.getByRole('button', { name: 'Submit Review' }).click();
    await clientPage.getByRole('heading', { name: 'Review Submitted Successfully!' }).waitFor();
    await clientPage.close();
    expect(clientErrors.messages).toEqual([]);

    const [pending] = await knexOf(sut.em())('reviews').where({ company_id: company, invited_by_vendor: true }).select('id');
    const admin = await signedInAgent(server(), adminEmail);
    await admin.post('/api/admin/moderate-review').send({ reviewId: pending.id, approved: true }).expect(200);
    const told = await sut.smtp!.waitFor(vendor.email, /^A new review of Meridian Biologics is published$/);
    expect(told.body).not.toContain('northbio');

    await page.reload();
    const review = page.getByRole('article', { name: /Review of Meridian Biologics/ }).filter({ hasText: 'Reliable partner for our phase I drug substance.' });
    await review.getByText('Invited by the provider').waitFor();
    await openApp(page, `${sut.url}/companies/${company}`);
    await page.getByRole('article').filter({ hasText: 'Reliable partner for our phase I drug substance.' }).getByText('Invited by the provider').waitFor();
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  it("draws the vendor dashboard's charts from the weekly counts, and withholds a quiet week", async () => {
    const company = companies['Halvard Pharma Services'];
    const vendor = await insertMember(sut.em(), { email: 'henrik@halvard-pharma.com' });
    await insertVendorAccount(sut.em(), { userId: vendor.id, companyId: company, status: 'approved' });
    const weeks = lastWeekStarts(new Date());
    await knexOf(sut.em())('company_insight_counts').insert([
      { company_id: company, kind: 'profile_view', week_start: weeks[11], count: 42 },
      { company_id: company, kind: 'profile_view', week_start: weeks[10], count: 17 },
      { company_id: company, kind: 'profile_view', week_start: weeks[9], count: 2 },
      { company_id: company, kind: 'shortlist_add', week_start: weeks[11], count: 5 },
      { company_id: company, kind: 'match_appearance', week_start: weeks[8], count: 9 },
    ]);

    const { page, errors } = await checkedPage(browser);
    await signIn(page, sut.url, vendor.email, MEMBER_PASSWORD, '/vendor');
    const insights = page.getByRole('region', { name: 'Halvard Pharma Services: the last 12 weeks' });
    const views = insights.getByRole('region', { name: 'Profile views' });
    await views.getByText('This week: 42').waitFor();
    await expect(insights.getByTestId('insight-chart').count()).resolves.toBe(5);
    // The charts library draws one bar a week: 17 then 42 in the last two weeks, none for the withheld week or the empty ones.
    const bars = views.locator('svg rect.MuiBarChart-element');
    await bars.nth(11).waitFor({ state: 'attached' });
    const heights = await bars.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('height'))));
    expect(heights).toHaveLength(12);
    expect(heights.slice(0, 10).every((height) => height === 0)).toBe(true);
    expect(heights[10]).toBeGreaterThan(0);
    expect(heights[11]).toBeGreaterThan(heights[10] * 2);
    await insights.getByRole('region', { name: 'Shortlist adds' }).getByText('This week: 5').waitFor();
    await insights.getByRole('region', { name: 'RFPs received' }).getByText('This week: fewer than 3').waitFor();
    // Week by week, the quiet week shows "fewer than 3" rather than its count.
    await views.getByText('Week by week').click();
    const rows = await views.getByRole('row').allInnerTexts();
    expect(rows.at(-1)).toMatch(/42$/);
    expect(rows.at(-2)).toMatch(/17$/);
    expect(rows.at(-3)).toMatch(/fewer than 3$/);
    await page.close();
    expect(errors.messages).toEqual([]);
  });

  it('tells a vendor whose monthly responses are used up, in place of the Respond buttons, and links the vendor plans', async () => {
    const company = companies['Quill CRO'];
    const vendor = await insertMember(sut.em(), { email: 'quinn@quill-cro.com' });
    await insertVendorAccount(sut.em(), { userId: vendor.id, companyId: company, status: 'approved', monthlyResponsesUsed: 1, lastResetDate: new Date() });
    const { page, errors } = await checkedPage(browser);
    await signIn(page, sut.url, vendor.email, MEMBER_PASSWORD, `/companies/${company}`);
    const notice = page.getByTestId('response-quota-used');
    await notice.getByText(/Monthly response limit reached for Quill CRO/).waitFor();
    await expect(page.getByRole('button', { name: /Respond to this review/ }).count()).resolves.toBe(0);
    await notice.getByRole('link', { name: 'see the vendor plans' }).click();
    await page.waitForURL(/\/pricing\?for=vendors$/);
    await page.getByRole('article', { name: 'Professional', exact: true }).waitFor();
    await page.close();
    expect(errors.messages).toEqual([]);
  });
});
