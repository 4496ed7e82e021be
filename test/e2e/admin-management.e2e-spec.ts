import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { aCompany, insertCompanies, insertReviews, insertVendorAccount } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const weights = Object.fromEntries(RATING_CATEGORIES.map((category) => [`${category}Weight`, 3]));
const ratings = Object.fromEntries(RATING_CATEGORIES.map((category) => [category, 8]));

// docs/administration.md: the admin's management beyond the queues, over HTTP against the real server.
describe('Admin management: companies, merge, member and review search, audit log', () => {
  let sut: TestApp;
  let admin: Agent;
  let adminId: string;
  const server = () => sut.app.getHttpServer();
  const db = () => knexOf(sut.em());
  const visitor = () => request(server());

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    adminId = (await insertMember(sut.em(), { email: 'manager@biovetted.test', userType: 'admin', firstName: 'Mara', lastName: 'Manager' })).id;
    admin = await signedInAgent(server(), 'manager@biovetted.test');
  });
  afterAll(() => sut.close());

  describe('PATCH /api/admin/companies/{id}', () => {
    it('changes the facts, derives the filter columns and search document again, and logs the changed fields', async () => {
      const { 'Edit Me Bioanalytics': id } = await insertCompanies(sut.em(), [
        aCompany({ name: 'Edit Me Bioanalytics', type: 'CRO', country: 'United States', employeeCount: 40, services: ['Clinical Research'] }),
      ]);
      const res = await admin
        .patch(`/api/admin/companies/${id}`)
        .send({
          name: 'Edited Bioanalytics',
          employeeCount: '20,000',
          country: 'Germany',
          location: 'Munich',
          services: ['Manufacturing'],
          aliases: ['Old Bioanalytics'],
          website: 'www.edited-bio.example',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        id,
        name: 'Edited Bioanalytics',
        employeeCount: 20000,
        country: 'Germany',
        services: ['Manufacturing'],
        aliases: ['Old Bioanalytics'],
        website: 'https://www.edited-bio.example',
      });

      const row = await db()('companies').where('id', id).first('name_key', 'size', 'employee_range', 'regions', 'service_categories', 'name_variants', 'website_domain');
      expect(row).toMatchObject({ size: 'enterprise', employee_range: '10,001+', regions: ['Europe'], website_domain: 'edited-bio.example' });
      expect(row.service_categories).toContain('manufacturing');
      expect(row.name_variants).toEqual(expect.arrayContaining(['edited bioanalytics', 'old bioanalytics']));
      // The directory finds it by its new filters and its alias, not by the old facts.
      const bySize = await visitor().get('/api/companies').query({ size: 'enterprise', location: 'Europe' }).expect(200);
      expect(bySize.body.map((c: { id: string }) => c.id)).toContain(id);
      const byAlias = await visitor().get('/api/companies').query({ search: 'Old Bioanalytics' }).expect(200);
      expect(byAlias.body[0].id).toBe(id);
      expect((await visitor().get('/api/companies').query({ size: 'startup' }).expect(200)).body.map((c: { id: string }) => c.id)).not.toContain(id);

      const [entry] = (await admin.get('/api/admin/audit-log').query({ limit: 1 }).expect(200)).body;
      expect(entry).toMatchObject({
        action: 'company.edited',
        subjectId: id,
        subjectLabel: 'Edited Bioanalytics',
        actorId: adminId,
        actorEmail: 'manager@biovetted.test',
        details: {
          name: { from: 'Edit Me Bioanalytics', to: 'Edited Bioanalytics' },
          employeeCount: { from: 40, to: 20000 },
          country: { from: 'United States', to: 'Germany' },
        },
      });
      expect(entry.details).not.toHaveProperty('type');
    });

    it("applies the dataset's rules, refuses unknown fields and another company's name, and answers 404 for an unknown id", async () => {
      const ids = await insertCompanies(sut.em(), [aCompany({ name: 'Rules Check CRO' }), aCompany({ name: 'Taken Name CDMO' })]);
      const id = ids['Rules Check CRO'];
      const yearRange = `Founded year must be between 1800 and ${new Date().getUTCFullYear()}`;
      const bad = await admin.patch(`/api/admin/companies/${id}`).send({ foundedYear: 1750 }).expect(400);
      expect(bad.body).toMatchObject({ message: yearRange, errors: { foundedYear: yearRange } });
      const nextYear = await admin
        .patch(`/api/admin/companies/${id}`)
        .send({ foundedYear: new Date().getUTCFullYear() + 1 })
        .expect(400);
      expect(nextYear.body).toMatchObject({ message: yearRange, errors: { foundedYear: yearRange } });
      expect(
        (
          await admin
            .patch(`/api/admin/companies/${id}`)
            .send({ services: ['Astrology'] })
            .expect(400)
        ).body.errors.services,
      ).toBe('Please choose values from the list');
      expect((await admin.patch(`/api/admin/companies/${id}`).send({ employeeRange: '7-9' }).expect(400)).body.message).toMatch(
        /^employeeRange "7-9" is not one of the bands/,
      );
      expect((await admin.patch(`/api/admin/companies/${id}`).send({ name: '  ' }).expect(400)).body.errors.name).toBe('Company name is required');
      expect((await admin.patch(`/api/admin/companies/${id}`).send({ website: 'not a website' }).expect(400)).body.errors.website).toBe(
        'Please enter a website address, such as www.example.com',
      );
      await admin.patch(`/api/admin/companies/${id}`).send({ tagline: 'Best CRO' }).expect(400);
      const taken = await admin.patch(`/api/admin/companies/${id}`).send({ name: 'taken name cdmo' }).expect(409);
      expect(taken.body.message).toBe('A company with this name is already in the directory');
      await admin.patch('/api/admin/companies/00000000-0000-4000-8000-000000000000').send({ name: 'Nobody' }).expect(404);
      await admin.patch('/api/admin/companies/not-a-uuid').send({ name: 'Nobody' }).expect(404);
      expect(await db()('companies').where('id', id).first('name', 'founded_year')).toEqual({ name: 'Rules Check CRO', founded_year: null });
    });
  });

  describe('unlist and relist', () => {
    it('takes an unlisted company out of every public read and brings it back on relist', async () => {
      const name = 'Vanishing Clinical Research';
      const { [name]: id } = await insertCompanies(sut.em(), [
        aCompany({
          name,
          type: 'CRO',
          services: ['Clinical Research'],
          therapeuticAreas: ['Oncology'],
          serviceLocations: ['Europe'],
          country: 'France',
          location: 'Lyon',
        }),
      ]);
      await insertReviews(sut.em(), id, [{ ...ratings, comments: 'Strong oncology site network.' }]);
      const member = await insertMember(sut.em());
      const memberAgent = await signedInAgent(server(), member.email);
      const listIds = async () => (await visitor().get('/api/companies').query({ limit: 1000 }).expect(200)).body.map((c: { id: string }) => c.id);
      const search = async () => (await visitor().get('/api/companies').query({ search: 'Vanishing' }).expect(200)).body.map((c: { id: string }) => c.id);
      const matchIds = async () =>
        (
          await memberAgent
            .post('/api/project-matches')
            .send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights })
            .expect(200)
        ).body.matches.map((m: { id: string }) => m.id);
      const franceCount = async () => (await visitor().get('/api/companies/facets').expect(200)).body.country.France ?? 0;
      // Read once so the public cache holds the answers: unlisting must reach visitors at once all the same.
      expect(await listIds()).toContain(id);
      expect(await search()).toEqual([id]);
      expect(await matchIds()).toContain(id);
      expect(await franceCount()).toBe(1);
      expect((await visitor().get('/sitemap.xml').expect(200)).text).toContain(`/companies/${id}`);
      await visitor().get(`/api/companies/${id}`).expect(200);

      const unlisted = await admin.post(`/api/admin/companies/${id}/unlist`).send({ reason: 'Acquired and closed' }).expect(200);
      expect(unlisted.body).toEqual({ id, listed: false, unlistedAt: expect.any(String) });

      expect(await listIds()).not.toContain(id);
      expect(await search()).toEqual([]);
      expect(await matchIds()).not.toContain(id);
      expect(await franceCount()).toBe(0);
      expect((await visitor().get('/sitemap.xml').expect(200)).text).not.toContain(id);
      await visitor().get(`/api/companies/${id}`).expect(404);
      await visitor().get(`/api/companies/${id}/reviews`).expect(404);
      await memberAgent.get(`/api/companies/${id}`).expect(404);
      await visitor().get(`/companies/${id}`).expect(404);
      // Nobody reviews, claims or shortlists it meanwhile.
      await memberAgent.post('/api/vendor/register').send({ companyId: id }).expect(404);
      await memberAgent.put(`/api/shortlist/${id}`).expect(404);
      // Admins still see it, marked unlisted, and find it in their company search.
      expect((await admin.get(`/api/companies/${id}`).expect(200)).body).toMatchObject({ id, unlistedAt: unlisted.body.unlistedAt });
      await admin.get(`/api/companies/${id}/reviews`).expect(200);
      const managed = await admin.get('/api/admin/companies').query({ search: 'Vanishing', listing: 'unlisted' }).expect(200);
      expect(managed.body).toEqual([expect.objectContaining({ id, name, listed: false, reviewCount: 1 })]);
      expect(managed.headers['x-total-count']).toBe('1');
      expect((await admin.get('/api/admin/companies').query({ search: 'Vanishing', listing: 'listed' }).expect(200)).body).toEqual([]);

      const again = await admin.post(`/api/admin/companies/${id}/unlist`).send({}).expect(409);
      expect(again.body.message).toBe('This company is already unlisted');

      expect((await admin.post(`/api/admin/companies/${id}/relist`).send({}).expect(200)).body).toEqual({ id, listed: true, unlistedAt: null });
      expect(await search()).toEqual([id]);
      expect(await matchIds()).toContain(id);
      expect((await visitor().get(`/api/companies/${id}`).expect(200)).body.unlistedAt).toBeNull();
      expect((await admin.post(`/api/admin/companies/${id}/relist`).send({}).expect(409)).body.message).toBe('This company is already listed');

      const log = (await admin.get('/api/admin/audit-log').query({ limit: 5 }).expect(200)).body.filter((e: { subjectId: string }) => e.subjectId === id);
      expect(log.map((e: { action: string }) => e.action)).toEqual(['company.relisted', 'company.unlisted']);
      expect(log[1]).toMatchObject({ notes: 'Acquired and closed', actorId: adminId, subjectLabel: name });
    });
  });

  describe('POST /api/admin/merge-company-submission', () => {
    it('closes the proposal as a duplicate, sends its held review into moderation for the listed company and mails the submitter', async () => {
      const { 'Lonza Group AG': lonza } = await insertCompanies(sut.em(), [aCompany({ name: 'Lonza Group AG', type: 'CDMO', website: 'https://www.lonza.com' })]);
      const member = await insertMember(sut.em(), { email: 'proposer@pfizer.com', firstName: 'Pia' });
      const agent = await signedInAgent(server(), member.email);
      const proposal = (
        await agent
          .post('/api/company-submissions')
          .send({ name: 'Lonza Biologics Visp', type: 'CDMO', location: 'Visp', country: 'Switzerland', website: 'lonza.com/visp' })
          .expect(201)
      ).body.submission;
      expect(proposal.website).toBe('https://lonza.com/visp');
      const held = await agent
        .post('/api/reviews')
        .send({ pendingCompanySubmission: proposal.id, serviceType: 'CDMO', ...ratings, comments: 'Reliable tech transfer.' })
        .expect(201);
      expect(held.body.moderationStatus).toBe('held');
      const queue = (await admin.get('/api/admin/company-submissions').expect(200)).body;
      expect(queue.find((s: { id: string }) => s.id === proposal.id).possibleDuplicates).toEqual([{ id: lonza, name: 'Lonza Group AG' }]);

      const merged = await admin.post('/api/admin/merge-company-submission').send({ submissionId: proposal.id, companyId: lonza, notes: ' Same site ' }).expect(200);
      expect(merged.body).toEqual({ id: proposal.id, status: 'duplicate', companyId: lonza, releasedReviews: 1 });
      expect(await db()('company_submissions').where('id', proposal.id).first('status', 'company_id', 'reviewer_id', 'review_notes')).toEqual({
        status: 'duplicate',
        company_id: lonza,
        reviewer_id: adminId,
        review_notes: 'Same site',
      });
      const pending = (await admin.get('/api/admin/pending-reviews').query({ limit: 100 }).expect(200)).body;
      expect(pending.find((r: { id: string }) => r.id === held.body.id)).toMatchObject({ companyId: lonza, companyName: 'Lonza Group AG' });
      expect((await admin.get('/api/admin/company-submissions').expect(200)).body.map((s: { id: string }) => s.id)).not.toContain(proposal.id);
      const mail = await sut.smtp!.waitFor('proposer@pfizer.com', /Lonza Biologics Visp is already listed/);
      expect(mail.body).toContain('Lonza Group AG');
      expect(mail.body).toContain('has entered moderation');

      expect((await admin.post('/api/admin/merge-company-submission').send({ submissionId: proposal.id, companyId: lonza }).expect(409)).body.message).toBe(
        'Already decided',
      );
      const log = (await admin.get('/api/admin/audit-log').query({ limit: 10 }).expect(200)).body.find((e: { subjectId: string }) => e.subjectId === proposal.id);
      expect(log).toMatchObject({
        action: 'company_submission.merged',
        notes: 'Same site',
        details: { companyId: lonza, companyName: 'Lonza Group AG', releasedReviews: 1 },
      });
    });

    it('answers 404 for an unknown submission or a company that is not listed, and is for admins only', async () => {
      const member = await insertMember(sut.em());
      const agent = await signedInAgent(server(), member.email);
      const proposal = (
        await agent.post('/api/company-submissions').send({ name: 'Merge Target Labs', type: 'CRO', location: 'Basel', country: 'Switzerland' }).expect(201)
      ).body.submission;
      const { 'Hidden Merge CRO': hidden } = await insertCompanies(sut.em(), [aCompany({ name: 'Hidden Merge CRO' })]);
      await admin.post(`/api/admin/companies/${hidden}/unlist`).send({}).expect(200);
      await admin.post('/api/admin/merge-company-submission').send({ submissionId: proposal.id, companyId: hidden }).expect(404);
      await admin.post('/api/admin/merge-company-submission').send({ submissionId: '00000000-0000-4000-8000-000000000000', companyId: hidden }).expect(404);
      await admin.post('/api/admin/merge-company-submission').send({ submissionId: proposal.id }).expect(400);
      await agent.post('/api/admin/merge-company-submission').send({ submissionId: proposal.id, companyId: hidden }).expect(403);
      await visitor().post('/api/admin/merge-company-submission').send({ submissionId: proposal.id, companyId: hidden }).expect(401);
    });
  });

  describe('member and review search', () => {
    it('finds members by email, name or employer, newest first, paged, with what they represent and wrote', async () => {
      const { 'Searchable CRO': company } = await insertCompanies(sut.em(), [aCompany({ name: 'Searchable CRO' })]);
      const older = await insertMember(sut.em(), { email: 'quinn.older@roche.com', firstName: 'Quinn', lastName: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') });
      const newer = await insertMember(sut.em(), {
        email: 'quinn.newer@novartis.com',
        firstName: 'Quinn',
        lastName: 'Newer',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      });
      await insertVendorAccount(sut.em(), { userId: newer.id, companyId: company, status: 'approved' });
      await insertReviews(sut.em(), company, [{ userId: older.id }]);

      const res = await admin.get('/api/admin/users').query({ search: 'QUINN' }).expect(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.body.map((m: { email: string }) => m.email)).toEqual(['quinn.newer@novartis.com', 'quinn.older@roche.com']);
      expect(res.body[0]).toMatchObject({ firstName: 'Quinn', verificationLevel: 'verified', vendorCompanyIds: [company], reviewCount: 0 });
      expect(res.body[1]).toMatchObject({ vendorCompanyIds: [], reviewCount: 1 });
      expect(res.body[0]).not.toHaveProperty('passwordHash');
      expect((await admin.get('/api/admin/users').query({ search: 'roche.com' }).expect(200)).body.map((m: { id: string }) => m.id)).toEqual([older.id]);
      const page = await admin.get('/api/admin/users').query({ search: 'quinn', limit: 1, offset: 1 }).expect(200);
      expect(page.body.map((m: { id: string }) => m.id)).toEqual([older.id]);
      expect((await admin.get('/api/admin/users').query({ search: '%' }).expect(200)).body).toEqual([]);
      await admin.get('/api/admin/users').query({ limit: 0 }).expect(400);
    });

    it('finds reviews by company, text or author email and status, newest first, with the moderation notes', async () => {
      const { 'Reviewed Search CDMO': company } = await insertCompanies(sut.em(), [aCompany({ name: 'Reviewed Search CDMO', type: 'CDMO' })]);
      const author = await insertMember(sut.em(), { email: 'searched.author@gsk.com' });
      const [approved, rejected] = await insertReviews(sut.em(), company, [
        { userId: author.id, comments: 'Excellent lyophilisation team.', createdAt: new Date('2026-03-01T00:00:00Z') },
        { userId: author.id, comments: 'Missed every lyophilisation deadline.', moderationStatus: 'rejected', createdAt: new Date('2026-04-01T00:00:00Z') },
      ]);
      const all = await admin.get('/api/admin/reviews').query({ search: 'lyophilisation' }).expect(200);
      expect(all.body.map((r: { id: string }) => r.id)).toEqual([rejected, approved]);
      expect(all.body[0]).toMatchObject({
        status: 'rejected',
        companyId: company,
        companyName: 'Reviewed Search CDMO',
        moderationNotes: 'internal note',
        reviewer: { emailDomain: 'gsk.com' },
      });
      expect((await admin.get('/api/admin/reviews').query({ search: 'lyophilisation', status: 'approved' }).expect(200)).body.map((r: { id: string }) => r.id)).toEqual([
        approved,
      ]);
      expect((await admin.get('/api/admin/reviews').query({ search: 'searched.author@gsk' }).expect(200)).headers['x-total-count']).toBe('2');
      expect((await admin.get('/api/admin/reviews').query({ search: 'reviewed search' }).expect(200)).body).toHaveLength(2);
      await admin.get('/api/admin/reviews').query({ status: 'lost' }).expect(400);
    });

    it('keeps every management endpoint to admins', async () => {
      const member = await insertMember(sut.em());
      const agent = await signedInAgent(server(), member.email);
      const some = '00000000-0000-4000-8000-000000000000';
      const calls: [string, string][] = [
        ['get', '/api/admin/companies'],
        ['patch', `/api/admin/companies/${some}`],
        ['post', `/api/admin/companies/${some}/unlist`],
        ['post', `/api/admin/companies/${some}/relist`],
        ['get', '/api/admin/users'],
        ['get', '/api/admin/reviews'],
        ['get', '/api/admin/audit-log'],
      ];
      for (const [method, path] of calls) {
        await (visitor() as unknown as Record<string, (p: string) => request.Test>)[method](path).expect(401);
        await (agent as unknown as Record<string, (p: string) => request.Test>)[method](path).expect(403);
      }
    });
  });

  it('pages the audit log newest first with the total in X-Total-Count', async () => {
    // Its own entries, so that it holds whichever tests ran before it.
    const { 'Audited Laboratories': id } = await insertCompanies(sut.em(), [aCompany({ name: 'Audited Laboratories' })]);
    for (const reason of ['Duplicate listing', 'Site closed']) {
      await admin.post(`/api/admin/companies/${id}/unlist`).send({ reason }).expect(200);
      await admin.post(`/api/admin/companies/${id}/relist`).send({}).expect(200);
    }
    const all = await admin.get('/api/admin/audit-log').query({ limit: 100 }).expect(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(all.body.filter((e: { subjectId: string }) => e.subjectId === id).map((e: { action: string }) => e.action)).toEqual([
      'company.relisted',
      'company.unlisted',
      'company.relisted',
      'company.unlisted',
    ]);
    const times = all.body.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await admin.get('/api/admin/audit-log').query({ limit: 1, offset: 1 }).expect(200);
    expect(second.body[0].id).toBe(all.body[1].id);
    await admin.get('/api/admin/audit-log').query({ offset: -1 }).expect(400);
  });

  it('tells Admin Setup that an admin exists', async () => {
    expect((await visitor().get('/api/admin/setup-status').expect(200)).body).toEqual({ adminExists: true });
  });
});
