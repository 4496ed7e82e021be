import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const DEMO_PASSWORD = 'biovetted-demo';
const REVIEWER = 'demo-reviewer@example.com';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Helvetic Bioanalytics',
  type: 'CRO',
  location: 'Basel',
  country: 'Switzerland',
  website: 'https://www.helvetic-bioanalytics.ch',
  contactEmail: 'bd@helvetic-bioanalytics.ch',
  contactName: 'Anna Meier',
  contactTitle: 'Head of Business Development',
  description: 'Bioanalytical laboratory for clinical studies.',
  employeeCount: 120,
  foundedYear: 2004,
  services: ['Bioanalysis', 'Clinical Research'],
  therapeuticAreas: ['Oncology'],
  serviceLocations: ['Europe'],
  ...overrides,
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200, 0x41)]);

describe('Company submissions: submit, attach a document, approve or reject', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let member: ReturnType<typeof request.agent>;
  let admin: ReturnType<typeof request.agent>;
  const db = () => knexOf(sut.em());

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true, demoMode: true });
    member = request.agent(server());
    await member.post('/api/auth/login').send({ email: REVIEWER, password: DEMO_PASSWORD }).expect(200);
    admin = request.agent(server());
    await admin.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: DEMO_PASSWORD }).expect(200);
  });
  afterAll(() => sut.close());
  // Every test starts with fresh submission and upload limits; one test below exhausts them on purpose.
  beforeEach(() => db()('rate_limits').delete());

  const submit = async (overrides: Record<string, unknown> = {}) => (await member.post('/api/company-submissions').send(form(overrides)).expect(201)).body.submission;

  it('asks a visitor to sign in before submitting or uploading', async () => {
    await request(server()).post('/api/company-submissions').send(form()).expect(401);
    await request(server()).post('/api/company-submissions/00000000-0000-0000-0000-000000000000/document').attach('document', PDF, 'a.pdf').expect(401);
  });

  it.each([
    [{ name: '  ' }, 'name', 'Company name is required'],
    [{ type: 'Pharma' }, 'type', 'Please select a company type'],
    [{ type: undefined }, 'type', 'Please select a company type'],
    [{ location: '' }, 'location', 'Location is required'],
    [{ country: undefined }, 'country', 'Country is required'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Please enter a valid email address'],
    [{ foundedYear: 1899 }, 'foundedYear', `Founded year must be between 1900 and ${new Date().getUTCFullYear()}`],
    [{ foundedYear: 2004.5 }, 'foundedYear', 'Founded year must be a whole year'],
    [{ employeeCount: 0 }, 'employeeCount', 'Employee count must be a positive whole number'],
    [{ services: ['Astrology'] }, 'services', 'Please choose services from the list'],
    [{ therapeuticAreas: 'Oncology' }, 'therapeuticAreas', 'Please choose therapeutic areas from the list'],
    [{ serviceLocations: ['Antarctica'] }, 'serviceLocations', 'Please choose service locations from the list'],
    [{ isVerified: true }, 'isVerified', 'property isVerified should not exist'],
  ])('refuses the submission %p with a clear message', async (change, field, message) => {
    const res = await member.post('/api/company-submissions').send(form(change)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, errors: { [field]: message } });
  });

  it('stops a member after 10 submissions a day and 20 uploads an hour with 429, a clear message and Retry-After', async () => {
    const limited = await insertMember(sut.em());
    const agent = await signedInAgent(server(), limited.email);
    let last = '';
    for (let i = 0; i < 10; i += 1)
      last = (
        await agent
          .post('/api/company-submissions')
          .send(form({ name: `Throttled Labs ${i}` }))
          .expect(201)
      ).body.submission.id;
    const refused = await agent
      .post('/api/company-submissions')
      .send(form({ name: 'Throttled Labs 10' }))
      .expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'You have submitted 10 companies today. Please try again tomorrow.', error: 'Too Many Requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(await db()('company_submissions').where('submitter_id', limited.id).count({ n: '*' })).toEqual([{ n: '10' }]);
    await member
      .post('/api/company-submissions')
      .send(form({ name: 'Another Member Labs' }))
      .expect(201);

    for (let i = 0; i < 20; i += 1) await agent.post(`/api/company-submissions/${last}/document`).attach('document', PDF, 'a.pdf').expect(201);
    const tooMany = await agent.post(`/api/company-submissions/${last}/document`).attach('document', PDF, 'a.pdf').expect(429);
    expect(tooMany.body.message).toBe('You have uploaded 20 verification documents this hour. Please try again later.');
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(50 * 60);
  });

  it('accepts founded years up to the current year of the server clock, not beyond', async () => {
    sut.setNow(new Date('2030-03-01T12:00:00Z'));
    try {
      await member
        .post('/api/company-submissions')
        .send(form({ name: 'Future Year Labs', foundedYear: 2030 }))
        .expect(201);
      const res = await member
        .post('/api/company-submissions')
        .send(form({ name: 'Future Year Labs', foundedYear: 2031 }))
        .expect(400);
      expect(res.body).toMatchObject({ message: 'Founded year must be between 1900 and 2030', errors: { foundedYear: 'Founded year must be between 1900 and 2030' } });
    } finally {
      sut.setNow(null);
    }
  });

  it("answers 201 with the pending submission, and takes the member's email when the review flow sends none", async () => {
    // The Submit Review screen's "Company not listed?" panel sends exactly these fields (docs/api-contract.md#how-the-web-calls-the-api).
    const res = await member
      .post('/api/company-submissions')
      .send({
        name: 'Held Review Labs',
        type: 'CDMO',
        location: 'Leiden, Netherlands',
        country: 'Netherlands',
        website: '',
        contactEmail: '',
        contactName: '',
        description: '',
        services: [],
        therapeuticAreas: [],
        serviceLocations: [],
      })
      .expect(201);
    expect(res.body.submission).toMatchObject({ status: 'pending', name: 'Held Review Labs', type: 'CDMO', location: 'Leiden, Netherlands', country: 'Netherlands' });
    expect(res.body.submission.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.body.submission.createdAt)).not.toBeNaN();
    const [row] = await db()('company_submissions').where('id', res.body.submission.id);
    expect(row).toMatchObject({ contact_email: REVIEWER, source: 'person', status: 'pending', website: null });
  });

  describe('the verification document', () => {
    let id: string;
    beforeAll(async () => {
      id = (await submit({ name: 'Document Test CRO' })).id;
    });

    it('stores a PDF in the database, shared by every instance, downloadable by admins only as an attachment', async () => {
      const res = await member
        .post(`/api/company-submissions/${id}/document`)
        .attach('document', PDF, { filename: 'certificate.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(res.body).toEqual({ id, documentType: 'pdf' });
      const [submission] = await db()('company_submissions').where('id', id);
      const stored = await db()('verification_documents').where('submission_id', id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id: submission.verification_document, content_type: 'application/pdf' });
      expect(Buffer.compare(stored[0].bytes as Buffer, PDF)).toBe(0);
      expect(existsSync(join(sut.config.dataDir, 'uploads'))).toBe(false);

      const download = await admin.get(`/api/admin/company-submissions/${id}/document`).buffer(true).expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="verification-document-.+\.pdf"$/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);

      await member.get(`/api/admin/company-submissions/${id}/document`).expect(403);
      await request(server()).get(`/api/admin/company-submissions/${id}/document`).expect(401);
    });

    it('refuses an executable renamed to .pdf, whatever content type the client claims', async () => {
      const res = await member
        .post(`/api/company-submissions/${id}/document`)
        .attach('document', EXE, { filename: 'scan.pdf', contentType: 'application/pdf' })
        .expect(415);
      expect(res.body.message).toBe('The verification document must be a PDF, JPG or PNG file');
    });

    it('refuses a file of 11 MB with a clear message', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024 - PDF.length, 0x20)]);
      const res = await member
        .post(`/api/company-submissions/${id}/document`)
        .attach('document', big, { filename: 'big.pdf', contentType: 'application/pdf' })
        .expect(413);
      expect(res.body).toEqual({ statusCode: 413, message: 'The verification document must be at most 10 MB', error: 'Payload Too Large' });
    });

    it('accepts PNG and JPEG by their content and replaces the earlier document', async () => {
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
      await member.post(`/api/company-submissions/${id}/document`).attach('document', png, 'photo.exe').expect(201, { id, documentType: 'png' });
      const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
      await member.post(`/api/company-submissions/${id}/document`).attach('document', jpg, 'photo.txt').expect(201, { id, documentType: 'jpg' });
      expect(await db()('verification_documents').where('submission_id', id).select('content_type')).toEqual([{ content_type: 'image/jpeg' }]);
      const download = await admin.get(`/api/admin/company-submissions/${id}/document`).expect(200);
      expect(download.headers['content-type']).toBe('image/jpeg');
    });

    it('keeps exactly one document when the submitter uploads twice at the same moment', async () => {
      for (let round = 0; round < 4; round += 1) {
        const raceId = (await submit({ name: `Race Upload Bio ${round}` })).id;
        const results = await Promise.all(
          [PDF, Buffer.concat([PDF, Buffer.from('% second\n')])].map((file) =>
            member.post(`/api/company-submissions/${raceId}/document`).attach('document', file, 'a.pdf'),
          ),
        );
        expect(results.map((r) => r.status)).toEqual([201, 201]);
        const [submission] = await db()('company_submissions').where('id', raceId);
        const documents = await db()('verification_documents').where('submission_id', raceId).select('id');
        expect(documents).toEqual([{ id: submission.verification_document }]);
      }
    });

    it('lets only the submitter attach a document, and asks for a file', async () => {
      const other = request.agent(server());
      await other.post('/api/auth/login').send({ email: 'demo-admin@example.com', password: DEMO_PASSWORD }).expect(200);
      const res = await other.post(`/api/company-submissions/${id}/document`).attach('document', PDF, 'a.pdf').expect(403);
      expect(res.body.message).toBe('Only the member who submitted this company can attach a document to it');
      const none = await member.post(`/api/company-submissions/${id}/document`).field('note', 'x').expect(400);
      expect(none.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please attach a verification document',
        errors: { document: 'Please attach a verification document' },
      });
      const empty = await member.post(`/api/company-submissions/${id}/document`).expect(400);
      expect(empty.body).toMatchObject({ message: 'Please attach a verification document', errors: { document: 'Please attach a verification document' } });
      const wrongField = await member.post(`/api/company-submissions/${id}/document`).attach('file', PDF, 'a.pdf').expect(400);
      expect(wrongField.body.message).toMatch(/Unexpected/);
    });

    it('answers 404 for unknown and malformed submission ids', async () => {
      await member.post('/api/company-submissions/not-a-uuid/document').attach('document', PDF, 'a.pdf').expect(404);
      await member.post('/api/company-submissions/00000000-0000-4000-8000-000000000000/document').attach('document', PDF, 'a.pdf').expect(404);
      await admin.get('/api/admin/company-submissions/not-a-uuid/document').expect(404);
      const withoutDocument = (await submit({ name: 'No Document Bio' })).id;
      const res = await admin.get(`/api/admin/company-submissions/${withoutDocument}/document`).expect(404);
      expect(res.body.message).toBe('This submission has no verification document');
    });
  });

  describe('the admin queue', () => {
    it('lists pending submissions oldest first with their source and possible duplicates in the directory', async () => {
      await insertCompanies(sut.em(), [aCompany({ name: 'Lonza Group AG', website: 'https://www.lonza.com', type: 'CDMO' })]);
      const byName = await submit({ name: 'Lonza', website: '' });
      const byHost = await submit({ name: 'Capsugel Basel', website: 'lonza.com/capsules' });
      await db()('company_submissions').insert({
        source: 'discovery:wikidata',
        name: 'Discovered Pharma Services',
        name_key: 'discovered pharma services',
        type: 'CRO',
        country: 'India',
        discovered_facts: JSON.stringify({ wikidataId: 'Q1', sourceUrl: 'https://www.wikidata.org/wiki/Q1', industry: 'cro', ticker: 'DPS' }),
      });

      const list = (await admin.get('/api/admin/company-submissions').expect(200)).body as Record<string, unknown>[];
      const times = list.map((s) => Date.parse(s.createdAt as string));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const find = (name: string) => list.find((s) => s.name === name)!;
      const [lonza] = await db()('companies').where('name', 'Lonza Group AG').select('id');
      expect(find('Lonza')).toMatchObject({
        id: byName.id,
        source: 'person',
        sourceKind: 'person',
        submitterEmail: REVIEWER,
        possibleDuplicates: [{ id: lonza.id, name: 'Lonza Group AG' }],
      });
      expect(find('Capsugel Basel').possibleDuplicates).toEqual([{ id: lonza.id, name: 'Lonza Group AG' }]);
      expect(find('Capsugel Basel').id).toBe(byHost.id);
      expect(find('Discovered Pharma Services')).toMatchObject({
        source: 'discovery:wikidata',
        sourceKind: 'discovery',
        submitterEmail: null,
        possibleDuplicates: [],
        discoveredFacts: { wikidataId: 'Q1', sourceUrl: 'https://www.wikidata.org/wiki/Q1', industry: 'cro', ticker: 'DPS' },
      });
      expect(find('Lonza').discoveredFacts).toBeNull();
      const documentIds = (await db()('verification_documents').select('id')).map((r: { id: string }) => r.id);
      expect(documentIds.length).toBeGreaterThan(0);
      for (const documentId of documentIds) expect(JSON.stringify(list)).not.toContain(documentId);
      expect(JSON.stringify(list)).not.toMatch(/verification_?document/i);
    });

    it('names every submitting member while reading their accounts in one query', async () => {
      const members = await Promise.all(['Ada', 'Grace', 'Rosalind'].map((firstName) => insertMember(sut.em(), { firstName, lastName: 'Submitter' })));
      await db()('company_submissions').insert(
        members.map((m, i) => ({
          source: 'person',
          submitter_id: m.id,
          name: `Batch Submitter ${i} Bio`,
          name_key: `batch submitter ${i} bio`,
          type: 'CRO',
          location: 'Basel',
          country: 'Switzerland',
        })),
      );
      const userQueries: string[] = [];
      const listen = (q: { sql: string }) => {
        if (/from "users"/.test(q.sql)) userQueries.push(q.sql);
      };
      db().client.on('query', listen);
      let list: { submitterName: string | null; submitterEmail: string | null }[];
      try {
        list = (await admin.get('/api/admin/company-submissions').expect(200)).body;
      } finally {
        db().client.removeListener('query', listen);
      }
      for (const [i, m] of members.entries()) {
        expect(list).toContainEqual(expect.objectContaining({ submitterEmail: m.email, submitterName: `${['Ada', 'Grace', 'Rosalind'][i]} Submitter` }));
      }
      // One for the admin's session, one for all submitters (the demo reviewer included): not one per member.
      expect(userQueries.filter((sql) => /"id" in/.test(sql))).toHaveLength(1);
      expect(userQueries.length).toBeLessThanOrEqual(2);
    });

    it('pages the queue (50 by default) and gives the total pending in X-Total-Count', async () => {
      for (let i = 0; i < 3; i += 1) await submit({ name: `Paged Queue Labs ${i}` });
      const all = await admin.get('/api/admin/company-submissions').expect(200);
      const total = Number(all.headers['x-total-count']);
      expect(total).toBe(all.body.length);
      expect(total).toBeGreaterThanOrEqual(3);
      expect(total).toBe(Number((await db()('company_submissions').where('status', 'pending').count({ n: '*' }))[0].n));
      const first = await admin.get('/api/admin/company-submissions').query({ limit: 2 }).expect(200);
      const second = await admin.get('/api/admin/company-submissions').query({ limit: 2, offset: 2 }).expect(200);
      expect(first.headers['x-total-count']).toBe(String(total));
      expect([...first.body, ...second.body].map((s: { id: string }) => s.id)).toEqual(all.body.slice(0, 4).map((s: { id: string }) => s.id));
      const tooMany = await admin.get('/api/admin/company-submissions').query({ limit: 101 }).expect(400);
      expect(tooMany.body.message).toBe('limit must be an integer from 1 to 100');
      await admin.get('/api/admin/company-submissions').query({ offset: -1 }).expect(400);

      await db()('company_submissions').insert(
        Array.from({ length: 51 - total }, (_, i) => ({
          source: 'discovery:wikidata',
          name: `Bulk Find ${i}`,
          name_key: `bulk find ${i}`,
          type: 'CRO',
          location: 'Pune',
          country: 'India',
        })),
      );
      const capped = await admin.get('/api/admin/company-submissions').expect(200);
      expect([capped.body.length, capped.headers['x-total-count']]).toEqual([50, '51']);
      await db()('company_submissions').where('name', 'like', 'Bulk Find %').delete();
    });

    it('guards the admin endpoints: 401 signed out, 403 for a reviewer', async () => {
      for (const agent of [request(server()), member]) {
        const status = agent === member ? 403 : 401;
        await agent.get('/api/admin/company-submissions').expect(status);
        await agent.post('/api/admin/moderate-company-submission').send({ submissionId: '00000000-0000-4000-8000-000000000000', approved: true }).expect(status);
      }
    });

    it('refuses a decision without a valid id or approval flag, and unknown fields', async () => {
      await admin.post('/api/admin/moderate-company-submission').send({ submissionId: 'nope', approved: true }).expect(400);
      await admin.post('/api/admin/moderate-company-submission').send({ submissionId: '00000000-0000-4000-8000-000000000000' }).expect(400);
      await admin
        .post('/api/admin/moderate-company-submission')
        .send({ submissionId: '00000000-0000-4000-8000-000000000000', approved: true, companyId: 'x' })
        .expect(400);
      await admin.post('/api/admin/moderate-company-submission').send({ submissionId: '00000000-0000-4000-8000-000000000000', approved: true }).expect(404);
    });
  });

  const heldReview = async (submissionId: string) => {
    const [row]: { id: string }[] = await db()('reviews')
      .insert({
        company_submission_id: submissionId,
        company_id: null,
        service_type: 'CDMO',
        moderation_status: 'held',
        technical_expertise: 8,
        comments: 'Good tech transfer.',
      })
      .returning('id');
    return row.id;
  };

  it('approval lists the company with its facets, releases the held reviews into moderation and mails the submitter', async () => {
    const submission = await submit({ name: 'Approved Bio Services', employeeCount: 120, services: ['Clinical Research'], serviceLocations: ['Europe'] });
    const reviewId = await heldReview(submission.id);

    const res = await admin
      .post('/api/admin/moderate-company-submission')
      .send({ submissionId: submission.id, approved: true, notes: 'Checked the website' })
      .expect(200);
    expect(res.body).toEqual({ id: submission.id, status: 'approved' });

    const [stored] = await db()('company_submissions').where('id', submission.id);
    expect(stored).toMatchObject({ status: 'approved', review_notes: 'Checked the website' });
    expect(stored.company_id).toBeTruthy();
    expect(stored.reviewed_at).toBeTruthy();
    const [review] = await db()('reviews').where('id', reviewId);
    expect(review).toMatchObject({ company_id: stored.company_id, moderation_status: 'pending' });

    const directory = await request(server()).get('/api/companies').query({ search: 'Approved Bio Services' }).expect(200);
    expect(directory.body[0]).toMatchObject({ id: stored.company_id, name: 'Approved Bio Services', type: 'CRO', country: 'Switzerland', size: 'small', reviewCount: 0 });
    await request(server())
      .get('/api/companies')
      .query({ location: 'Europe', serviceCategories: 'clinical_research', size: 'small' })
      .expect(200)
      .expect((r) => expect(r.body.map((c: { name: string }) => c.name)).toContain('Approved Bio Services'));
    await request(server()).get(`/api/companies/${stored.company_id}`).expect(200);

    const mail = await sut.smtp!.waitFor(REVIEWER, /Approved Bio Services is now listed/);
    expect(mail.body).toContain(`${sut.url}/companies/${stored.company_id}`);
    expect(mail.body).toContain('Your review of it has entered moderation');

    const again = await admin.post('/api/admin/moderate-company-submission').send({ submissionId: submission.id, approved: false }).expect(409);
    expect(again.body.message).toBe('Already decided');
    expect((await admin.get('/api/admin/company-submissions').expect(200)).body.map((s: { id: string }) => s.id)).not.toContain(submission.id);
  });

  it('does not mention reviews in the approval mail when the submitter wrote none', async () => {
    const submission = await submit({ name: 'No Review Biosciences' });
    await admin.post('/api/admin/moderate-company-submission').send({ submissionId: submission.id, approved: true }).expect(200);
    const mail = await sut.smtp!.waitFor(REVIEWER, /No Review Biosciences is now listed/);
    expect(mail.body).toContain('No Review Biosciences is now part of the BioVetted directory');
    expect(mail.body).not.toMatch(/review of it|moderation/i);
  });

  it('rejection stores the reason, rejects the held reviews and tells the submitter why', async () => {
    const submission = await submit({ name: 'Rejected Pharma Ltd' });
    const reviewId = await heldReview(submission.id);
    await admin
      .post('/api/admin/moderate-company-submission')
      .send({
        submissionId: submission.id,
        approved: false,
        notes: 'internal: no website',
        rejectionReason: 'We could not confirm that this company offers outsourced services.',
      })
      .expect(200, { id: submission.id, status: 'rejected' });
    const [stored] = await db()('company_submissions').where('id', submission.id);
    expect(stored).toMatchObject({ status: 'rejected', rejection_reason: 'We could not confirm that this company offers outsourced services.', company_id: null });
    const [review] = await db()('reviews').where('id', reviewId);
    expect(review).toMatchObject({ company_id: null, moderation_status: 'rejected', moderation_notes: 'Company submission was not approved' });
    const mail = await sut.smtp!.waitFor(REVIEWER, /Your submission of Rejected Pharma Ltd/);
    expect(mail.body).toContain('We could not confirm that this company offers outsourced services.');
    expect(mail.body).not.toContain('internal: no website');
    const directory = await request(server()).get('/api/companies').query({ search: 'Rejected Pharma' }).expect(200);
    expect(directory.body.map((c: { name: string }) => c.name)).not.toContain('Rejected Pharma Ltd');
  });

  it('lets the admin fill in the type, location and country a discovered company lacks, and lists it with them', async () => {
    const [found]: { id: string }[] = await db()('company_submissions')
      .insert({ source: 'discovery:wikidata', name: 'Sparse Discovery Labs', name_key: 'sparse discovery labs', country: null })
      .returning('id');
    const incomplete = await admin.post('/api/admin/moderate-company-submission').send({ submissionId: found.id, approved: true }).expect(409);
    expect(incomplete.body.message).toBe('This submission has no type, location or country, so it cannot be listed');
    const badType = await admin
      .post('/api/admin/moderate-company-submission')
      .send({ submissionId: found.id, approved: true, type: 'Pharma', location: 'Pune', country: 'India' })
      .expect(400);
    expect(badType.body).toMatchObject({ message: 'Please select a company type', errors: { type: 'Please select a company type' } });
    const blank = await admin
      .post('/api/admin/moderate-company-submission')
      .send({ submissionId: found.id, approved: true, type: 'CRO', location: '  ', country: 'India' })
      .expect(400);
    expect(blank.body.errors).toEqual({ location: 'Location is required' });

    await admin
      .post('/api/admin/moderate-company-submission')
      .send({ submissionId: found.id, approved: true, type: 'CRO', location: 'Pune', country: 'India' })
      .expect(200, { id: found.id, status: 'approved' });
    const [stored] = await db()('company_submissions').where('id', found.id);
    expect(stored).toMatchObject({ status: 'approved', type: 'CRO', location: 'Pune', country: 'India' });
    const company = await request(server()).get(`/api/companies/${stored.company_id}`).expect(200);
    expect(company.body).toMatchObject({ name: 'Sparse Discovery Labs', type: 'CRO', location: 'Pune', country: 'India' });
  });

  it('lists an approved discovered company with the ticker and inception year the source reported', async () => {
    const [found]: { id: string }[] = await db()('company_submissions')
      .insert({
        source: 'discovery:wikidata',
        name: 'Listed Ticker Biologics',
        name_key: 'listed ticker biologics',
        type: 'CDMO',
        location: 'Incheon',
        country: 'South Korea',
        employee_count: 4500,
        service_locations: ['Asia Pacific'],
        discovered_facts: JSON.stringify({ ticker: 'LTB', inception: '2011-04-22T00:00:00Z', sourceUrl: 'https://www.wikidata.org/wiki/Q2' }),
      })
      .returning('id');
    await admin.post('/api/admin/moderate-company-submission').send({ submissionId: found.id, approved: true }).expect(200);
    const [stored] = await db()('company_submissions').where('id', found.id);
    const [company] = await db()('companies').where('id', stored.company_id);
    expect(company).toMatchObject({
      publicly_traded: true,
      stock_symbol: 'LTB',
      founded_year: 2011,
      employee_range: '1,001-10,000',
      size: 'large',
      source: 'discovery:wikidata',
    });
    expect(company.regions).toEqual(['Asia']);
  });

  it('keeps the notes internal when a rejection gives no reason', async () => {
    const submission = await submit({ name: 'Quiet Rejection Labs' });
    await admin
      .post('/api/admin/moderate-company-submission')
      .send({ submissionId: submission.id, approved: false, notes: 'internal: looks like a shell company' })
      .expect(200);
    const [stored] = await db()('company_submissions').where('id', submission.id);
    expect(stored).toMatchObject({ status: 'rejected', review_notes: 'internal: looks like a shell company', rejection_reason: null });
    const mail = await sut.smtp!.waitFor(REVIEWER, /Your submission of Quiet Rejection Labs/);
    expect(mail.body).toContain('could not add it to the directory');
    expect(mail.body).not.toContain('shell company');
    expect(mail.body).not.toContain('Reason:');
  });

  it('does not list a second company under a name the directory already has', async () => {
    await insertCompanies(sut.em(), [aCompany({ name: 'Charles River Laboratories' })]);
    const submission = await submit({ name: 'Charles River Laboratories Inc.' });
    const res = await admin.post('/api/admin/moderate-company-submission').send({ submissionId: submission.id, approved: true }).expect(409);
    expect(res.body.message).toBe('A company with this name is already in the directory');
    const [stored] = await db()('company_submissions').where('id', submission.id);
    expect(stored.status).toBe('pending');
  });
});
