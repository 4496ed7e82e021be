import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = ReturnType<typeof request.agent>;

describe('Projects', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let ids: Record<string, string>;
  let owner: Agent;
  let ownerEmail: string;
  let viewer: Agent;
  let viewerEmail: string;
  let editor: Agent;
  let editorEmail: string;
  let stranger: Agent;

  beforeAll(async () => {
    sut = await startTestApp({ smtp: true });
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Aurora Clinical', services: ['Clinical Research'], therapeuticAreas: ['Oncology'] }),
      aCompany({ name: 'Borealis Bio', type: 'CDMO' }),
      aCompany({ name: '=cmd Formula Labs' }),
    ]);
    await insertReviews(sut.em(), ids['Aurora Clinical'], [{ technicalExpertise: 8 }, { technicalExpertise: 9 }, { pricing: 6 }]);
    ownerEmail = (await insertMember(sut.em(), { firstName: 'Olivia', lastName: 'Owner' })).email;
    owner = await signedInAgent(server(), ownerEmail);
    viewerEmail = (await insertMember(sut.em())).email;
    viewer = await signedInAgent(server(), viewerEmail);
    editorEmail = (await insertMember(sut.em())).email;
    editor = await signedInAgent(server(), editorEmail);
    stranger = await signedInAgent(server(), (await insertMember(sut.em())).email);
  });
  afterAll(() => sut.close());

  const create = async (agent: Agent, body: Record<string, unknown>) => (await agent.post('/api/projects').send(body).expect(201)).body;

  it('creates a project with a brief, lists it, renames it and deletes it', async () => {
    const created = await create(owner, {
      name: '  Phase II NSCLC CRO selection ',
      brief: {
        projectType: 'Clinical Trial',
        therapeuticArea: 'Oncology',
        geography: 'Europe',
        pricingWeight: 5,
        excludeFdaWarningLetters: true,
        description: 'Sites in DE and ES',
        startDate: '2027-01-15',
        endDate: '2027-09-30',
      },
    });
    expect(created).toMatchObject({
      name: 'Phase II NSCLC CRO selection',
      role: 'owner',
      isDefault: false,
      ownerName: 'Olivia Owner',
      companies: [],
      brief: {
        projectType: 'Clinical Trial',
        geography: 'Europe',
        pricingWeight: 5,
        technicalExpertiseWeight: 3,
        description: 'Sites in DE and ES',
        startDate: '2027-01-15',
        scale: null,
        excludeFdaWarningLetters: true,
      },
    });
    const list = (await owner.get('/api/projects').expect(200)).body;
    expect(list.map((p: { id: string }) => p.id)).toContain(created.id);

    const renamed = (
      await owner
        .patch(`/api/projects/${created.id}`)
        .send({ name: 'NSCLC sourcing', brief: { description: null } })
        .expect(200)
    ).body;
    expect(renamed).toMatchObject({ name: 'NSCLC sourcing', brief: { description: null, therapeuticArea: 'Oncology' } });

    await owner.delete(`/api/projects/${created.id}`).expect(204);
    await owner.get(`/api/projects/${created.id}`).expect(404);
  });

  it.each([
    [{ name: '' }, 'name', 'Project name is required and must be at most 200 characters'],
    [{ name: 'x'.repeat(201) }, 'name', 'Project name is required and must be at most 200 characters'],
    [{ name: 'Ok', brief: { projectType: 'Marketing' } }, 'brief.projectType', 'Please select a project type'],
    [{ name: 'Ok', brief: { description: 'x'.repeat(4001) } }, 'brief.description', 'Description must be at most 4,000 characters'],
    [{ name: 'Ok', brief: { startDate: '2027-02-30' } }, 'brief.startDate', 'Dates must be written YYYY-MM-DD'],
    [{ name: 'Ok', brief: { excludeFdaWarningLetters: 'yes' } }, 'brief.excludeFdaWarningLetters', 'excludeFdaWarningLetters must be true or false'],
  ])('refuses %p with a clear message', async (body, field, message) => {
    const res = await owner.post('/api/projects').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(JSON.stringify(res.body.errors ?? {})).toContain(field.split('.').pop()!);
  });

  it('refuses an end date before the start date', async () => {
    const res = await owner
      .post('/api/projects')
      .send({ name: 'Backwards', brief: { startDate: '2027-05-01', endDate: '2027-04-01' } })
      .expect(400);
    expect(res.body.message).toBe('The end date must be on or after the start date');
  });

  it('keeps a status and a note per company, and exports a CSV that starts with its header row', async () => {
    const project = await create(owner, { name: 'Biologics CDMO' });
    const added = (await owner.put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).send({}).expect(200)).body;
    expect(added).toMatchObject({ companyId: ids['Aurora Clinical'], status: 'considering', note: null });
    await owner.put(`/api/projects/${project.id}/companies/${ids['=cmd Formula Labs']}`).send({ note: 'Cheap, slow' }).expect(200);
    const changed = (await owner.put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).send({ status: 'rfp_sent', note: 'Sent RFP 12 Jan' }).expect(200))
      .body;
    expect(changed).toMatchObject({ status: 'rfp_sent', note: 'Sent RFP 12 Jan' });
    // Only the fields given change.
    expect((await owner.put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).send({ status: 'contacted' }).expect(200)).body.note).toBe(
      'Sent RFP 12 Jan',
    );
    await owner.put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).send({ status: 'won' }).expect(400);
    await owner
      .put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`)
      .send({ note: 'x'.repeat(2001) })
      .expect(400);
    await owner.put(`/api/projects/${project.id}/companies/00000000-0000-4000-8000-000000000000`).send({}).expect(404);

    const detail = (await owner.get(`/api/projects/${project.id}`).expect(200)).body;
    expect(detail.companies.map((c: { company: { name: string }; status: string }) => [c.company.name, c.status])).toEqual([
      ['Aurora Clinical', 'contacted'],
      ['=cmd Formula Labs', 'considering'],
    ]);

    const csv = await owner.get(`/api/projects/${project.id}/export?format=csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="biovetted-project-biologics-cdmo-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text.startsWith('"Name","Type",')).toBe(true);
    const [header, ...rows]: string[][] = parse(csv.text);
    expect(header.slice(-2)).toEqual(['Status', 'Note']);
    expect(rows.map((row) => [row[0], row[header.indexOf('Status')], row[header.indexOf('Note')]])).toEqual([
      ['Aurora Clinical', 'Contacted', 'Sent RFP 12 Jan'],
      ["'=cmd Formula Labs", 'Considering', 'Cheap, slow'],
    ]);
    const pdf = await owner.get(`/api/projects/${project.id}/export?format=pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    await owner.get(`/api/projects/${project.id}/export?format=xlsx`).expect(400);

    await owner.delete(`/api/projects/${project.id}/companies/${ids['=cmd Formula Labs']}`).expect(204);
    expect((await owner.get(`/api/projects/${project.id}`).expect(200)).body.companies).toHaveLength(1);
  });

  it('shares with a viewer who reads but cannot change, an editor who can, and answers 404 to a stranger', async () => {
    const project = await create(owner, { name: 'Shared sourcing' });
    await owner.put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).send({ note: 'Strong oncology' }).expect(200);
    await owner.post(`/api/projects/${project.id}/members`).send({ email: viewerEmail.toUpperCase(), role: 'viewer' }).expect(202);
    await owner.post(`/api/projects/${project.id}/members`).send({ email: editorEmail, role: 'editor' }).expect(202);
    await sut.smtp!.waitFor(viewerEmail, /shared a project with you/);

    const seen = (await viewer.get('/api/projects').expect(200)).body.find((p: { id: string }) => p.id === project.id);
    expect(seen).toMatchObject({ role: 'viewer', ownerName: 'Olivia Owner', companyCount: 1 });
    const asViewer = (await viewer.get(`/api/projects/${project.id}`).expect(200)).body;
    expect(asViewer.companies[0]).toMatchObject({ note: 'Strong oncology' });
    expect(asViewer.members).toEqual([]);
    const refused = await viewer.put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).send({ status: 'declined' }).expect(403);
    expect(refused.body.message).toBe('You can view this project but not change it');
    await viewer.delete(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).expect(403);

    await editor.put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).send({ status: 'selected', note: 'Chosen' }).expect(200);
    await editor.put(`/api/projects/${project.id}/companies/${ids['Borealis Bio']}`).send({}).expect(200);
    expect((await editor.patch(`/api/projects/${project.id}`).send({ name: 'Mine now' }).expect(403)).body.message).toBe(
      "Only the project's owner can rename, share or delete it",
    );
    await editor.delete(`/api/projects/${project.id}`).expect(403);
    await editor.post(`/api/projects/${project.id}/members`).send({ email: 'x@pharma.example', role: 'viewer' }).expect(403);
    await editor.get(`/api/projects/${project.id}/export?format=csv`).expect(200);

    for (const call of [
      stranger.get(`/api/projects/${project.id}`),
      stranger.put(`/api/projects/${project.id}/companies/${ids['Aurora Clinical']}`).send({}),
      stranger.get(`/api/projects/${project.id}/export?format=csv`),
      stranger.post(`/api/projects/${project.id}/members`).send({ email: 'x@pharma.example', role: 'viewer' }),
      stranger.delete(`/api/projects/${project.id}`),
    ]) {
      const res = await call;
      expect([res.status, res.body.message]).toEqual([404, 'Project not found']);
    }
    await stranger.get('/api/projects/not-a-uuid').expect(404);

    // The owner sees who it is shared with and can stop sharing.
    const detail = (await owner.get(`/api/projects/${project.id}`).expect(200)).body;
    expect(detail.companies.map((c: { company: { name: string }; status: string }) => [c.company.name, c.status])).toEqual([
      ['Aurora Clinical', 'selected'],
      ['Borealis Bio', 'considering'],
    ]);
    expect(detail.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [viewerEmail, 'viewer'],
      [editorEmail, 'editor'],
    ]);
    const viewerShare = detail.members.find((m: { email: string }) => m.email === viewerEmail);
    await owner.delete(`/api/projects/${project.id}/members/${viewerShare.id}`).expect(204);
    await viewer.get(`/api/projects/${project.id}`).expect(404);
  });

  it('answers 202 to an invitation whatever the address, and invites an address without an account to apply', async () => {
    const project = await create(owner, { name: 'Invitations' });
    const unknown = `nobody-${Date.now()}@biotech.example`;
    const a = await owner.post(`/api/projects/${project.id}/members`).send({ email: unknown, role: 'editor' }).expect(202);
    const b = await owner.post(`/api/projects/${project.id}/members`).send({ email: editorEmail, role: 'editor' }).expect(202);
    expect(a.body).toEqual(b.body);
    const invitation = await sut.smtp!.waitFor(unknown, /invited you to a project/);
    expect(JSON.stringify(invitation)).toContain('/signup');
    await owner.post(`/api/projects/${project.id}/members`).send({ email: 'not an email', role: 'viewer' }).expect(400);
    await owner.post(`/api/projects/${project.id}/members`).send({ email: unknown, role: 'admin' }).expect(400);
  });

  it('holds a member to 50 projects and a project to 50 companies', async () => {
    const member = await insertMember(sut.em());
    const agent = await signedInAgent(server(), member.email);
    const rows = Array.from({ length: 50 }, (_, i) => ({ owner_id: member.id, name: `Project ${i}` }));
    await knexOf(sut.em())('projects').insert(rows);
    const refused = await agent.post('/api/projects').send({ name: 'One too many' }).expect(409);
    expect(refused.body.message).toBe('You already have 50 projects. Delete one before creating another.');

    const [full] = await knexOf(sut.em())('projects').where({ owner_id: member.id, name: 'Project 0' }).select('id');
    const many = await insertCompanies(
      sut.em(),
      Array.from({ length: 51 }, (_, i) => aCompany({ name: `Bulk ${i} ${Date.now()}` })),
    );
    const companyIds = Object.values(many);
    await knexOf(sut.em())('project_companies').insert(companyIds.slice(0, 50).map((companyId) => ({ project_id: full.id, company_id: companyId })));
    const tooMany = await agent.put(`/api/projects/${full.id}/companies/${companyIds[50]}`).send({}).expect(409);
    expect(tooMany.body.message).toBe('This project already holds 50 companies. Remove one before adding another.');
    // A company already in it can still change.
    await agent.put(`/api/projects/${full.id}/companies/${companyIds[0]}`).send({ status: 'declined' }).expect(200);
  });

  it('keeps /api/shortlist working on the default project "My shortlist"', async () => {
    const member = await insertMember(sut.em());
    const agent = await signedInAgent(server(), member.email);
    expect((await agent.get('/api/shortlist').expect(200)).body).toEqual([]);
    await agent.put(`/api/shortlist/${ids['Borealis Bio']}`).expect(204);
    await agent.put(`/api/shortlist/${ids['Aurora Clinical']}`).expect(204);
    await agent.put(`/api/shortlist/${ids['Aurora Clinical']}`).expect(204);
    expect((await agent.get('/api/shortlist').expect(200)).body.map((c: { name: string }) => c.name)).toEqual(['Borealis Bio', 'Aurora Clinical']);

    const [shortlist] = (await agent.get('/api/projects').expect(200)).body;
    expect(shortlist).toMatchObject({ name: 'My shortlist', isDefault: true, companyCount: 2 });
    await agent.put(`/api/projects/${shortlist.id}/companies/${ids['Aurora Clinical']}`).send({ note: 'Call back' }).expect(200);
    await agent.delete(`/api/shortlist/${ids['Borealis Bio']}`).expect(204);
    expect(
      (await agent.get(`/api/projects/${shortlist.id}`).expect(200)).body.companies.map((c: { company: { name: string }; note: string | null }) => [
        c.company.name,
        c.note,
      ]),
    ).toEqual([['Aurora Clinical', 'Call back']]);
  });

  it('asks visitors to sign in', async () => {
    await request(server()).get('/api/projects').expect(401);
    await request(server()).post('/api/projects').send({ name: 'x' }).expect(401);
  });
});
