import request from 'supertest';
import { InviteAwardedReviews } from '../../src/domain/rfps/invite-awarded-reviews.use-case';
import { Clock } from '../../src/domain/shared/clock.port';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertVendorAccount } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { pdfText } from '../support/pdf-text';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = ReturnType<typeof request.agent>;
const DAY = 24 * 60 * 60 * 1000;
const future = (days = 14) => new Date(Date.now() + days * DAY).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

const aBid = (change: Record<string, unknown> = {}) => ({
  lineItems: [
    { category: 'Study start-up', description: 'Site selection', amountUsd: 1000.1 },
    { category: 'Other', description: 'Travel', amountUsd: 0.2 },
    { category: 'Other', description: 'Couriers', amountUsd: 99.7 },
  ],
  totalUsd: 1100,
  timelineWeeks: 20,
  milestones: [{ name: 'First patient in', week: 8 }],
  team: [
    { role: 'Project manager', fte: 1 },
    { role: 'CRA', fte: 2.5 },
  ],
  assumptions: 'Ten sites',
  validUntil: today(),
  ...change,
});

describe('RFPs and bids', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let ids: Record<string, string>;
  let buyer: Agent;
  let buyerEmail: string;
  let vendorA: Agent;
  let vendorAEmail: string;
  let vendorB: Agent;
  let vendorBEmail: string;
  let outsider: Agent;
  let projectId: string;

  const db = () => knexOf(sut.em());

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Aurora Clinical', website: 'https://www.aurora-clinical.example' }),
      aCompany({ name: 'Borealis Bio', website: 'https://borealis.example' }),
      aCompany({ name: 'Cygnus CRO', website: 'https://cygnus-cro.example' }),
      aCompany({ name: 'Draco Labs', website: 'https://draco.example' }),
    ]);
    buyerEmail = (await insertMember(sut.em(), { firstName: 'Jane', lastName: 'Doe', subscriptionTier: 'professional' })).email;
    buyer = await signedInAgent(server(), buyerEmail);
    const a = await insertMember(sut.em(), { email: 'ann@aurora-clinical.example', firstName: 'Ann' });
    vendorAEmail = a.email;
    await insertVendorAccount(sut.em(), { userId: a.id, companyId: ids['Aurora Clinical'], status: 'approved' });
    vendorA = await signedInAgent(server(), a.email);
    const b = await insertMember(sut.em(), { email: 'bo@borealis.example', firstName: 'Bo' });
    vendorBEmail = b.email;
    await insertVendorAccount(sut.em(), { userId: b.id, companyId: ids['Borealis Bio'], status: 'approved' });
    vendorB = await signedInAgent(server(), b.email);
    const d = await insertMember(sut.em(), { email: 'dee@draco.example' });
    await insertVendorAccount(sut.em(), { userId: d.id, companyId: ids['Draco Labs'], status: 'approved' });
    outsider = await signedInAgent(server(), d.email);

    projectId = (
      await buyer
        .post('/api/projects')
        .send({ name: 'NSCLC CRO', brief: { projectType: 'Clinical Trial' } })
        .expect(201)
    ).body.id;
    for (const name of ['Aurora Clinical', 'Borealis Bio', 'Cygnus CRO', 'Draco Labs'])
      await buyer.put(`/api/projects/${projectId}/companies/${ids[name]}`).send({}).expect(200);
  });
  afterAll(() => sut.close());

  const send = async (change: Record<string, unknown> = {}, expected = 201) =>
    buyer
      .post(`/api/projects/${projectId}/rfps`)
      .send({
        title: 'Phase II NSCLC study',
        scope: 'Full service, 10 sites',
        deadline: future(),
        companyIds: [ids['Aurora Clinical'], ids['Borealis Bio'], ids['Cygnus CRO']],
        ...change,
      })
      .expect(expected);

  it('sends an RFP: verified vendors get it in their inbox and by mail, without the buyer’s name; others await a claim', async () => {
    const rfp = (await send({ buyerOrganizationType: 'Biotech' })).body;
    expect(rfp).toMatchObject({ status: 'open', projectType: 'Clinical Trial', revealIdentity: false, canEdit: true, awardedCompanyId: null });
    expect(rfp.categories[rfp.categories.length - 1]).toBe('Other');
    expect(Object.fromEntries(rfp.recipients.map((r: { companyName: string; status: string }) => [r.companyName, r.status]))).toEqual({
      'Aurora Clinical': 'delivered',
      'Borealis Bio': 'delivered',
      'Cygnus CRO': 'awaiting_claim',
    });
    await sut.mailSent();
    const mail = await sut.smtp!.waitFor(vendorAEmail, /request for proposal/i);
    expect(mail.body).toContain('Phase II NSCLC study');
    expect(mail.body).not.toContain('Jane');
    expect(mail.body).toContain('A verified member at a biotech company');

    const project = (await buyer.get(`/api/projects/${projectId}`).expect(200)).body;
    expect(project.companies.find((c: { company: { id: string } }) => c.company.id === ids['Cygnus CRO']).status).toBe('rfp_sent');
    const list = (await buyer.get(`/api/projects/${projectId}/rfps`).expect(200)).body;
    expect(list[0].id).toBe(rfp.id);

    const insight = await db()('company_insight_counts').where({ company_id: ids['Aurora Clinical'], kind: 'rfp_received' }).sum({ n: 'count' });
    expect(Number(insight[0].n)).toBe(1);
    const audit = await db()('audit_log').where({ subject_id: rfp.id }).select('action');
    expect(audit.map((r: { action: string }) => r.action)).toContain('rfp.sent');
  });

  it('shows a vendor only their own company’s view; a vendor of a company not invited gets 404', async () => {
    const rfp = (await buyer.get(`/api/projects/${projectId}/rfps`)).body[0];
    const view = (await vendorA.get(`/api/vendor/rfps/${rfp.id}`).expect(200)).body;
    expect(view).toMatchObject({ company: { id: ids['Aurora Clinical'], name: 'Aurora Clinical' }, recipientStatus: 'viewed', bid: null });
    expect(view.buyer).toBe('A verified member at a biotech company');
    expect(JSON.stringify(view)).not.toContain('Borealis');
    expect(JSON.stringify(view)).not.toContain('Cygnus');
    await outsider.get(`/api/vendor/rfps/${rfp.id}`).expect(404);
    await outsider.put(`/api/vendor/rfps/${rfp.id}/bid`).send(aBid()).expect(404);
    const inbox = (await vendorA.get('/api/vendor/rfps').expect(200)).body;
    expect(inbox.counts.viewed).toBe(1);
    expect(inbox.items[0]).toMatchObject({ id: rfp.id, recipientStatus: 'viewed', company: { name: 'Aurora Clinical' } });
    expect((await outsider.get('/api/vendor/rfps').expect(200)).body.items).toEqual([]);
  });

  it('validates bids with the exact messages, and stores revisions', async () => {
    const rfp = (await buyer.get(`/api/projects/${projectId}/rfps`)).body[0];
    const put = (agent: Agent, body: Record<string, unknown>) => agent.put(`/api/vendor/rfps/${rfp.id}/bid`).send(body);
    expect((await put(vendorA, aBid({ lineItems: [{ category: 'Other', description: '', amountUsd: -1 }], totalUsd: -1 })).expect(400)).body.message).toBe(
      'Amounts cannot be negative',
    );
    expect((await put(vendorA, aBid({ totalUsd: 1100.01 })).expect(400)).body.message).toBe('The total must equal the sum of the line items');
    const many = Array.from({ length: 51 }, () => ({ category: 'Other', description: '', amountUsd: 1 }));
    expect((await put(vendorA, aBid({ lineItems: many, totalUsd: 51 })).expect(400)).body.message).toBe('A bid has between 1 and 50 line items');
    expect((await put(vendorA, aBid({ lineItems: [{ category: 'GMP batches', description: '', amountUsd: 1 }], totalUsd: 1 })).expect(400)).body.message).toBe(
      "Choose a category from this RFP's list",
    );
    const first = (await put(vendorA, aBid()).expect(200)).body;
    expect(first).toMatchObject({ totalUsd: 1100, revision: 1 });
    const second = (await put(vendorA, aBid()).expect(200)).body;
    expect(second.revision).toBe(2);
    await put(vendorB, aBid({ lineItems: [{ category: 'Biostatistics', description: 'SAP', amountUsd: 900 }], totalUsd: 900 })).expect(200);

    const detail = (await buyer.get(`/api/rfps/${rfp.id}`).expect(200)).body;
    expect(detail.recipients.find((r: { companyName: string }) => r.companyName === 'Aurora Clinical')).toMatchObject({
      status: 'bid',
      bid: { totalUsd: 1100, revision: 2 },
    });
    const actions = (await db()('audit_log').where({ subject_id: rfp.id }).select('action')).map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['rfp.viewed', 'rfp.bid_submitted', 'rfp.bid_revised']));
  });

  it('exports the comparison as CSV, header row first and sums by category, and as PDF', async () => {
    const rfp = (await buyer.get(`/api/projects/${projectId}/rfps`)).body[0];
    const csv = await buyer.get(`/api/rfps/${rfp.id}/comparison?format=csv`).expect(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment/);
    const lines = csv.text.trim().split(/\r\n/);
    expect(lines[0]).toBe('"Item","Aurora Clinical","Borealis Bio"');
    expect(lines).toContain('"Other","99.90",');
    expect(lines).toContain('"Biostatistics",,"900.00"');
    expect(lines).toContain('"Total (USD)","1100.00","900.00"');
    expect(lines).toContain('"Team FTE","3.5","3.5"');
    expect(lines.slice(-2)).toEqual(['"Rank score (out of 10)",,', '"FDA warning letters","0","0"']);
    const pdf = await buyer.get(`/api/rfps/${rfp.id}/comparison?format=pdf`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    for (const shown of ['Phase II NSCLC study', 'Aurora Clinical', 'Borealis Bio', 'Total (USD)', '1100.00', '900.00', 'Rank score (out of 10)'])
      expect(text).toContain(shown);
  });

  it('answers questions privately or to all, never naming the asker to other vendors', async () => {
    const rfp = (await buyer.get(`/api/projects/${projectId}/rfps`)).body[0];
    const question = (await vendorA.post(`/api/rfps/${rfp.id}/questions`).send({ text: 'How many sites?' }).expect(201)).body;
    expect(question).toMatchObject({ text: 'How many sites?', mine: true, answer: null });
    await sut.mailSent();
    await sut.smtp!.waitFor(buyerEmail, /asked a question/);
    await buyer.post(`/api/rfps/${rfp.id}/questions/${question.id}/answer`).send({ text: 'Ten', shareWithAll: false }).expect(200);
    expect((await vendorB.get(`/api/vendor/rfps/${rfp.id}`)).body.questions).toEqual([]);
    await buyer.post(`/api/rfps/${rfp.id}/questions/${question.id}/answer`).send({ text: 'Ten sites', shareWithAll: true }).expect(200);
    const shared = (await vendorB.get(`/api/vendor/rfps/${rfp.id}`)).body.questions;
    expect(shared).toEqual([expect.objectContaining({ text: 'How many sites?', answer: 'Ten sites', mine: false })]);
    expect(shared[0].companyName).toBeUndefined();
    expect((await buyer.get(`/api/rfps/${rfp.id}`)).body.questions[0].companyName).toBe('Aurora Clinical');
  });

  it('invites a company awaiting its claim by email at its own domain (3 at most), and the mailed link claims it', async () => {
    const rfp = (await buyer.get(`/api/projects/${projectId}/rfps`)).body[0];
    const invite = (email: string) => buyer.post(`/api/rfps/${rfp.id}/invitations`).send({ companyId: ids['Cygnus CRO'], email });
    expect((await invite('bd@gmail.com').expect(400)).body.message).toBe("The address must be at the company's own domain");
    expect(
      (await buyer.post(`/api/rfps/${rfp.id}/invitations`).send({ companyId: ids['Aurora Clinical'], email: 'x@aurora-clinical.example' }).expect(409)).body.message,
    ).toBe('This company already receives the RFP in its vendor inbox');
    expect((await invite('bd@cygnus-cro.example').expect(202)).body).toEqual({ recipientStatus: 'awaiting_claim' });
    await invite('ops@cygnus-cro.example').expect(202);
    await invite('ceo@cygnus-cro.example').expect(202);
    expect((await invite('cfo@cygnus-cro.example').expect(409)).body.message).toBe('At most 3 invitations a company for this RFP');

    await sut.mailSent();
    const mail = await sut.smtp!.waitFor('bd@cygnus-cro.example', /request for proposal/i);
    expect(mail.body).not.toContain('Jane');
    const token = decodeURIComponent(/rfp-invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail.body)![1]);
    expect((await request(server()).get(`/api/rfp-invitations/${token}`).expect(200)).body).toMatchObject({
      rfpTitle: 'Phase II NSCLC study',
      companyName: 'Cygnus CRO',
    });
    await request(server()).get('/api/rfp-invitations/not-a-token').expect(404);

    const wrong = await signedInAgent(server(), (await insertMember(sut.em(), { email: 'x@elsewhere.example' })).email);
    expect((await wrong.post(`/api/rfp-invitations/${token}/claim`).expect(403)).body.message).toBe("Sign in with an address at the company's own domain");
    const claimer = await signedInAgent(server(), (await insertMember(sut.em(), { email: 'bd@cygnus-cro.example' })).email);
    expect((await claimer.post(`/api/rfp-invitations/${token}/claim`).expect(200)).body).toEqual({ rfpId: rfp.id, companyId: ids['Cygnus CRO'] });
    expect((await claimer.get(`/api/vendor/rfps/${rfp.id}`).expect(200)).body.company.name).toBe('Cygnus CRO');
    const actions = (await db()('audit_log').where({ subject_id: rfp.id }).select('action')).map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['rfp.invitation_sent', 'rfp.claimed']));
  });

  it('awards once: the winner and the others are mailed without figures, a second award and a late bid answer 409', async () => {
    const rfp = (await buyer.get(`/api/projects/${projectId}/rfps`)).body[0];
    const awarded = (await buyer.post(`/api/rfps/${rfp.id}/award`).send({ companyId: ids['Aurora Clinical'] }).expect(200)).body;
    expect(awarded).toMatchObject({ status: 'awarded', awardedCompanyId: ids['Aurora Clinical'] });
    expect(Object.fromEntries(awarded.recipients.map((r: { companyName: string; outcome: string }) => [r.companyName, r.outcome]))).toEqual({
      'Aurora Clinical': 'awarded',
      'Borealis Bio': 'not_selected',
      'Cygnus CRO': 'not_selected',
    });
    expect((await buyer.post(`/api/rfps/${rfp.id}/award`).send({ companyId: ids['Borealis Bio'] }).expect(409)).body.message).toBe('This RFP is no longer open');
    expect((await vendorB.put(`/api/vendor/rfps/${rfp.id}/bid`).send(aBid()).expect(409)).body.message).toBe('This RFP is no longer open');
    await sut.mailSent();
    const lost = await sut.smtp!.waitFor(vendorBEmail, /^Your proposal for/);
    expect(lost.body).toContain('not selected');
    expect(lost.body).not.toContain('Aurora');
    expect(SmtpSink.withoutRandomParts(lost)).not.toMatch(/\b900\b|1,?100/);
    await sut.smtp!.waitFor(vendorAEmail, /was selected/);
    // Once decided, an RFP counts under its outcome in the inbox, no longer under "bid".
    const counts = (await vendorA.get('/api/vendor/rfps').expect(200)).body.counts;
    expect(counts).toMatchObject({ awarded: 1, bid: 0, notSelected: 0 });
    const project = (await buyer.get(`/api/projects/${projectId}`)).body;
    expect(project.companies.find((c: { company: { id: string } }) => c.company.id === ids['Aurora Clinical']).status).toBe('selected');
  });

  it('labels the buyer’s review of the awarded company “Verified engagement”, on the moderation card and once published; not a review of a company that lost', async () => {
    const admin = await signedInAgent(server(), (await insertMember(sut.em(), { userType: 'admin' })).email);
    const review = (companyId: string) => ({
      companyId,
      serviceType: 'CRO',
      experienceType: 'rfp',
      projectSize: 'Large',
      projectDuration: '> 12 months',
      workTimeframe: 'Within 2 years',
      technicalExpertise: 8,
      projectManagement: 7,
      communication: 9,
      timeline: 6,
      pricing: 7,
      comments: 'Ran the start-up of our phase II study to plan.',
    });
    const winner = (await buyer.post('/api/reviews').send(review(ids['Aurora Clinical'])).expect(201)).body;
    // The answer is the contract's { id, moderationStatus }; the label shows on the moderation card and once published.
    expect(winner).toEqual({ id: expect.any(String), moderationStatus: 'pending' });
    const loser = (await buyer.post('/api/reviews').send(review(ids['Borealis Bio'])).expect(201)).body;

    const queue = (await admin.get('/api/admin/pending-reviews').query({ limit: 100 }).expect(200)).body as { id: string; verifiedEngagement: boolean }[];
    expect(queue.find((card) => card.id === winner.id)?.verifiedEngagement).toBe(true);
    expect(queue.find((card) => card.id === loser.id)?.verifiedEngagement).toBe(false);
    for (const id of [winner.id, loser.id]) await admin.post('/api/admin/moderate-review').send({ reviewId: id, approved: true }).expect(200);

    const published = async (companyId: string, reviewId: string) =>
      ((await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200)).body as { id: string; verifiedEngagement: boolean }[]).find(
        (r) => r.id === reviewId,
      );
    expect(await published(ids['Aurora Clinical'], winner.id)).toMatchObject({ verifiedEngagement: true });
    expect(await published(ids['Borealis Bio'], loser.id)).toMatchObject({ verifiedEngagement: false });
  });

  it('refuses past deadlines, bad company lists, a missing project type and a second open RFP on the free plan', async () => {
    expect((await send({ deadline: new Date(Date.now() - DAY).toISOString() }, 400)).body.message).toBe('The deadline must be in the future');
    expect((await send({ companyIds: [] }, 400)).body.message).toBe('Choose between 1 and 5 companies');
    expect((await send({ buyerOrganizationType: 'Hospital' }, 400)).body.message).toBe('Please select an organization type');
    const stranger = (await insertCompanies(sut.em(), [aCompany({ name: 'Not In Project' })]))['Not In Project'];
    expect((await send({ companyIds: [stranger] }, 400)).body.message).toBe('Every company must be in this project');

    const freeEmail = (await insertMember(sut.em())).email;
    const free = await signedInAgent(server(), freeEmail);
    const freeProject = (await free.post('/api/projects').send({ name: 'Free' }).expect(201)).body.id;
    await free.put(`/api/projects/${freeProject}/companies/${ids['Draco Labs']}`).send({}).expect(200);
    const body = { title: 'T', scope: 'S', deadline: future(), companyIds: [ids['Draco Labs']] };
    expect((await free.post(`/api/projects/${freeProject}/rfps`).send(body).expect(400)).body.message).toBe('Please select a project type');
    await free
      .post(`/api/projects/${freeProject}/rfps`)
      .send({ ...body, projectType: 'Toxicology Studies' })
      .expect(201);
    expect(
      (
        await free
          .post(`/api/projects/${freeProject}/rfps`)
          .send({ ...body, projectType: 'Toxicology Studies' })
          .expect(409)
      ).body.message,
    ).toBe('Your plan allows 1 open RFP at a time. Award or close one first.');
  });

  /** A paid member with a project of one listed company that has no vendor account yet (sending mails no one). */
  const paidBuyerWithProject = async (brief: Record<string, unknown> = { projectType: 'Analytical Testing' }) => {
    const email = (await insertMember(sut.em(), { subscriptionTier: 'professional' })).email;
    const agent = await signedInAgent(server(), email);
    const project = (await agent.post('/api/projects').send({ name: 'Stability programme', brief }).expect(201)).body.id as string;
    const companies = [ids['Borealis Bio'], (await insertCompanies(sut.em(), [aCompany({ name: `Eridanus ${email}` })]))[`Eridanus ${email}`]];
    for (const companyId of companies) await agent.put(`/api/projects/${project}/companies/${companyId}`).send({}).expect(200);
    const sendOne = (expected: number, companyId = companies[1]) =>
      agent
        .post(`/api/projects/${project}/rfps`)
        .send({
          title: 'Stability study',
          scope: 'ICH stability, 3 batches',
          deadline: new Date(sut.app.get(Clock).now().getTime() + 14 * DAY).toISOString(),
          companyIds: [companyId],
        })
        .expect(expected);
    return { email, agent, sendOne };
  };

  it('lets a paid member keep 10 RFPs open at a time, and send another once one is closed', async () => {
    const { agent, sendOne } = await paidBuyerWithProject();
    const sent: string[] = [];
    for (let i = 0; i < 10; i += 1) sent.push((await sendOne(201)).body.id);
    expect((await sendOne(409)).body.message).toBe('Your plan allows 10 open RFPs at a time. Award or close one first.');
    await agent.post(`/api/rfps/${sent[0]}/close`).expect(200);
    await sendOne(201);
  });

  it('counts the RFPs a company received in its vendors’ weekly insights, shown from 3 a week', async () => {
    const thisWeek = async () => {
      const insights = (await vendorB.get(`/api/vendor/companies/${ids['Borealis Bio']}/insights`).expect(200)).body;
      return insights.series.rfpsReceived[insights.series.rfpsReceived.length - 1] as { count: number | null; display: string };
    };
    const stored = async () => Number((await db()('company_insight_counts').where({ company_id: ids['Borealis Bio'], kind: 'rfp_received' }).sum({ n: 'count' }))[0].n);
    const before = await stored();
    expect(before).toBeLessThan(3);
    expect(await thisWeek()).toEqual(expect.objectContaining({ count: null, display: 'fewer than 3' }));
    const { sendOne } = await paidBuyerWithProject();
    for (let i = 0; i < 3; i += 1) await sendOne(201, ids['Borealis Bio']);
    expect(await thisWeek()).toEqual(expect.objectContaining({ count: before + 3, display: String(before + 3) }));
  });

  it('refuses a 21st RFP in one UTC day, even with RFPs free under the plan, and takes them again the next day', async () => {
    const { agent, sendOne } = await paidBuyerWithProject();
    const day = new Date();
    sut.setNow(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12)));
    try {
      for (let i = 0; i < 20; i += 1) {
        const rfp = (await sendOne(201)).body;
        await agent.post(`/api/rfps/${rfp.id}/close`).expect(200);
      }
      expect((await sendOne(429)).body.message).toBe('You can send at most 20 RFPs a day');
      sut.setNow(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1, 0, 0, 1)));
      await sendOne(201);
    } finally {
      sut.setNow(null);
    }
  });

  /** Sends an RFP to Borealis Bio, has its vendor bid and awards it; returns the RFP's id and the moment of the award. */
  const awardedToBorealis = async (buyerAgent: Agent, sendOne: (expected: number, companyId?: string) => request.Test) => {
    const rfp = (await sendOne(201, ids['Borealis Bio'])).body;
    await vendorB
      .put(`/api/vendor/rfps/${rfp.id}/bid`)
      .send(aBid({ lineItems: [{ category: 'Stability', description: 'Three batches', amountUsd: 5000 }], totalUsd: 5000 }))
      .expect(200);
    await buyerAgent.post(`/api/rfps/${rfp.id}/award`).send({ companyId: ids['Borealis Bio'] }).expect(200);
    const { awarded_at: awardedAt } = await db()('rfps').where({ id: rfp.id }).first('awarded_at');
    return { rfpId: rfp.id as string, awardedAt: new Date(awardedAt) };
  };

  /** Runs the hourly review-invitation job once with the app's clock at `at`; returns the "How was working with …?" mails the buyer has. */
  const runReviewInvitations = async (at: Date, buyerAddress: string) => {
    sut.setNow(at);
    try {
      await sut.app.get(InviteAwardedReviews).execute();
    } finally {
      sut.setNow(null);
    }
    await sut.mailSent();
    return sut.smtp!.mails.filter((m) => m.to === buyerAddress && /^How was working with Borealis Bio\?$/.test(m.subject));
  };

  it('invites the buyer once to review the awarded company when the brief’s end date has come', async () => {
    const endDate = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const { email, agent, sendOne } = await paidBuyerWithProject({ projectType: 'Analytical Testing', endDate });
    const { rfpId } = await awardedToBorealis(agent, sendOne);
    const endOfProject = new Date(`${endDate}T00:00:00Z`);

    expect(await runReviewInvitations(new Date(endOfProject.getTime() - 60_000), email)).toHaveLength(0);
    const [mail, ...more] = await runReviewInvitations(new Date(endOfProject.getTime() + 60_000), email);
    expect(more).toHaveLength(0);
    expect(SmtpSink.linkIn(mail, '/submit-review')).toMatch(new RegExp(`/submit-review\\?companyId=${ids['Borealis Bio']}$`));
    expect(SmtpSink.withoutRandomParts(mail)).not.toMatch(/5,?000/);
    expect(await runReviewInvitations(new Date(endOfProject.getTime() + DAY), email)).toHaveLength(1);
    const actions = (await db()('audit_log').where({ subject_id: rfpId }).select('action')).map((r: { action: string }) => r.action);
    expect(actions.filter((a: string) => a === 'rfp.review_invited')).toHaveLength(1);
  });

  it('without an end date in the brief, invites the buyer 90 days after the award, once', async () => {
    const { email, agent, sendOne } = await paidBuyerWithProject();
    const { awardedAt } = await awardedToBorealis(agent, sendOne);

    expect(await runReviewInvitations(new Date(awardedAt.getTime() + 89 * DAY), email)).toHaveLength(0);
    const mails = await runReviewInvitations(new Date(awardedAt.getTime() + 90 * DAY + 60_000), email);
    expect(mails).toHaveLength(1);
    expect(SmtpSink.linkIn(mails[0], '/submit-review')).toContain(`/submit-review?companyId=${ids['Borealis Bio']}`);
    expect(await runReviewInvitations(new Date(awardedAt.getTime() + 91 * DAY), email)).toHaveLength(1);
  });

  it('lets a viewer of the project read an RFP but not act on it, and answers 404 to anyone without access', async () => {
    const { agent, sendOne } = await paidBuyerWithProject();
    const rfp = (await sendOne(201)).body;
    const viewerEmail = (await insertMember(sut.em())).email;
    await agent.post(`/api/projects/${rfp.projectId}/members`).send({ email: viewerEmail, role: 'viewer' }).expect(202);
    const viewer = await signedInAgent(server(), viewerEmail);
    expect((await viewer.get(`/api/rfps/${rfp.id}`).expect(200)).body).toMatchObject({ id: rfp.id, canEdit: false });
    expect((await viewer.post(`/api/rfps/${rfp.id}/close`).expect(403)).body.message).toBe('You can view this project but not change it');
    expect((await outsider.get(`/api/rfps/${rfp.id}`).expect(404)).body.message).toBe('RFP not found');
    await outsider.post(`/api/rfps/${rfp.id}/close`).expect(404);
    expect((await agent.get(`/api/rfps/${rfp.id}`).expect(200)).body).toMatchObject({ status: 'open', canEdit: true });
  });

  it('moves a bid past the deadline to 409 and closes an RFP, mailing its vendors', async () => {
    const rfp = (await send({ companyIds: [ids['Borealis Bio']] })).body;
    await db()('rfps')
      .where({ id: rfp.id })
      .update({ deadline: new Date(Date.now() - 1000) });
    expect((await vendorB.put(`/api/vendor/rfps/${rfp.id}/bid`).send(aBid()).expect(409)).body.message).toBe('The deadline has passed');
    expect((await buyer.post(`/api/rfps/${rfp.id}/close`).expect(200)).body.status).toBe('closed');
    await sut.mailSent();
    await sut.smtp!.waitFor(vendorBEmail, /was closed/);
  });

  it('keeps one consistent state when two vendors bid while the buyer awards', async () => {
    for (let round = 0; round < 10; round += 1) {
      const rfp = (await send({ companyIds: [ids['Aurora Clinical'], ids['Borealis Bio']] })).body;
      await vendorA.put(`/api/vendor/rfps/${rfp.id}/bid`).send(aBid()).expect(200);
      const [bidA, bidB, award] = await Promise.all([
        vendorA.put(`/api/vendor/rfps/${rfp.id}/bid`).send(aBid()),
        vendorB.put(`/api/vendor/rfps/${rfp.id}/bid`).send(aBid()),
        buyer.post(`/api/rfps/${rfp.id}/award`).send({ companyId: ids['Aurora Clinical'] }),
      ]);
      expect(award.status).toBe(200);
      for (const bid of [bidA, bidB]) expect([200, 409]).toContain(bid.status);
      const detail = (await buyer.get(`/api/rfps/${rfp.id}`)).body;
      expect(detail.status).toBe('awarded');
      const b = detail.recipients.find((r: { companyName: string }) => r.companyName === 'Borealis Bio');
      expect(b.outcome).toBe('not_selected');
      expect(b.bid !== null).toBe(bidB.status === 200);
      const stored = await db()('rfp_bids').where({ rfp_id: rfp.id }).select('submitted_at');
      const awardedAt = (await db()('rfps').where({ id: rfp.id }).first('awarded_at')).awarded_at;
      for (const row of stored) expect(new Date(row.submitted_at).getTime()).toBeLessThanOrEqual(new Date(awardedAt).getTime());
    }
  });
});
