import { anAccount } from '../../../test/support/builders';
import { TestClock } from '../../../test/support/fakes/clock.fake';
import { InMemoryCompanySubmissions, InMemoryVerificationDocuments } from '../../../test/support/fakes/company-submissions.fake';
import { DirectUnitOfWork } from '../../../test/support/fakes/unit-of-work.fake';
import { InMemoryAuditLog } from '../../../test/support/fakes/audit-log.fake';
import type { Account } from '../accounts/account';
import { AttachSubmissionDocument } from './attach-submission-document.use-case';
import type { CompanySubmission, DirectoryMatch } from './company-submission';
import { HeldReviews, SubmissionDirectory, Submitters } from './company-submissions.port';
import { ListPendingSubmissions } from './list-pending-submissions.use-case';
import { ModerateCompanySubmission } from './moderate-company-submission.use-case';
import { SubmissionMailer } from './submission-mailer.port';
import { detectDocumentType, DOCUMENT_MAX_BYTES, websiteHost } from './submission-rules';
import { SubmitCompany } from './submit-company.use-case';

const member = (overrides: Partial<Account> = {}): Account =>
  anAccount({ id: 'member-1', email: 'jane@acme-bio.com', passwordHash: null, company: null, jobTitle: null, ...overrides });
const admin = member({ id: 'admin-1', email: 'admin@example.com', userType: 'admin' });

class InMemoryDirectory extends SubmissionDirectory {
  readonly companies: DirectoryMatch[] = [{ id: 'c-lonza', name: 'Lonza Group AG', nameKey: 'lonza', host: 'lonza.com', listed: true }];
  readonly listed: CompanySubmission[] = [];
  async createCompany(s: CompanySubmission) {
    this.listed.push(s);
    const nameKey = s.name.toLowerCase();
    if (this.companies.some((c) => c.nameKey === nameKey)) return null;
    this.companies.push({ id: `c-${nameKey}`, name: s.name, nameKey, host: websiteHost(s.website), listed: true });
    return `c-${nameKey}`;
  }
  async findByNameKeysOrHosts(keys: string[], hosts: string[]) {
    return this.companies.filter((c) => keys.includes(c.nameKey) || (c.host !== null && hosts.includes(c.host)));
  }
}

class InMemoryHeldReviews extends HeldReviews {
  readonly calls: string[] = [];
  async release(submissionId: string, companyId: string) {
    this.calls.push(`release ${submissionId} → ${companyId}`);
    return 1;
  }
  async reject(submissionId: string, notes: string) {
    this.calls.push(`reject ${submissionId}: ${notes}`);
    return 1;
  }
}

class FakeSubmitters extends Submitters {
  async findById(id: string) {
    return id === 'member-1' ? member() : null;
  }
  async findByIds(ids: string[]) {
    return ids.includes('member-1') ? [member()] : [];
  }
}

class RecordingMailer extends SubmissionMailer {
  readonly sent: string[] = [];
  async sendSubmissionApproved(to: string, _name: string, company: string, link: string, releasedReviews: number) {
    this.sent.push(`approved ${to} ${company} ${link} (${releasedReviews} reviews)`);
  }
  async sendSubmissionRejected(to: string, _name: string, company: string, reason: string | null) {
    this.sent.push(`rejected ${to} ${company} ${reason}`);
  }
  async sendSubmissionMerged(to: string, _name: string, proposed: string, company: string) {
    this.sent.push(`merged ${to} ${proposed} → ${company}`);
  }
}

const directUnitOfWork = new DirectUnitOfWork();
const clockAt = (iso: string) => new TestClock(iso);

const form = { name: 'Acme Bio', type: 'CRO' as const, location: 'Basel', country: 'Switzerland' };

describe(SubmitCompany.name, () => {
  it('stores a pending submission and uses the account email when the contact email is empty', async () => {
    const submissions = new InMemoryCompanySubmissions();
    const sut = new SubmitCompany(submissions, clockAt('2026-06-01T00:00:00Z'));
    const created = await sut.execute(member(), { ...form, contactEmail: '  ', services: ['Monitoring', 'Monitoring'] });
    expect(created).toMatchObject({ status: 'pending', source: 'person', submittedBy: 'member-1', contactEmail: 'jane@acme-bio.com', services: ['Monitoring'] });
  });

  it('refuses a founded year after the current year of its clock, and accepts the current year', async () => {
    const sut = new SubmitCompany(new InMemoryCompanySubmissions(), clockAt('2026-06-01T00:00:00Z'));
    await expect(sut.execute(member(), { ...form, foundedYear: 2027 })).rejects.toMatchObject({
      code: 'COMPANY_SUBMISSIONS.INVALID',
      message: 'Founded year must be between 1900 and 2026',
    });
    await expect(sut.execute(member(), { ...form, foundedYear: 2026 })).resolves.toMatchObject({ foundedYear: 2026 });
  });
});

describe(ModerateCompanySubmission.name, () => {
  function setup() {
    const submissions = new InMemoryCompanySubmissions();
    const directory = new InMemoryDirectory();
    const held = new InMemoryHeldReviews();
    const mailer = new RecordingMailer();
    const audit = new InMemoryAuditLog();
    const sut = new ModerateCompanySubmission(
      submissions,
      directory,
      held,
      new FakeSubmitters(),
      mailer,
      directUnitOfWork,
      clockAt('2026-06-01T00:00:00Z'),
      'https://bv.test',
      audit,
    );
    return { submissions, directory, held, mailer, sut, audit };
  }

  it('lists the company on approval, releases the held reviews and mails the submitter a link to it', async () => {
    const { submissions, held, mailer, sut } = setup();
    const s = await new SubmitCompany(submissions, clockAt('2026-06-01T00:00:00Z')).execute(member(), form);
    await expect(sut.execute(admin.id, { id: s.id, approved: true, notes: 'Checked' })).resolves.toEqual({ id: s.id, status: 'approved', companyId: 'c-acme bio' });
    expect(submissions.rows[0]).toMatchObject({ status: 'approved', reviewedBy: 'admin-1', reviewNotes: 'Checked', companyId: 'c-acme bio' });
    expect(held.calls).toEqual([`release ${s.id} → c-acme bio`]);
    expect(mailer.sent).toEqual(['approved jane@acme-bio.com Acme Bio https://bv.test/companies/c-acme bio (1 reviews)']);
  });

  it('records every decision in the audit log: who, what, when, the notes', async () => {
    const { submissions, sut, audit } = setup();
    const s = await new SubmitCompany(submissions, clockAt('2026-06-01T00:00:00Z')).execute(member(), form);
    await sut.execute(admin.id, { id: s.id, approved: false, notes: ' Not a CRO ', rejectionReason: 'Not an outsourcing provider' });
    expect(audit.entries).toEqual([
      {
        actorId: 'admin-1',
        subjectType: 'company_submission',
        subjectId: s.id,
        verb: 'rejected',
        subjectLabel: 'Acme Bio',
        notes: 'Not a CRO',
        details: { rejectionReason: 'Not an outsourcing provider' },
        at: new Date('2026-06-01T00:00:00Z'),
      },
    ]);
  });

  it('stores the rejection reason, rejects the held reviews and tells the submitter why', async () => {
    const { submissions, held, mailer, sut } = setup();
    const s = await new SubmitCompany(submissions, clockAt('2026-06-01T00:00:00Z')).execute(member(), form);
    await sut.execute(admin.id, { id: s.id, approved: false, rejectionReason: 'Not a service provider' });
    expect(submissions.rows[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Not a service provider', companyId: null });
    expect(held.calls).toEqual([`reject ${s.id}: Company submission was not approved`]);
    expect(mailer.sent).toEqual(['rejected jane@acme-bio.com Acme Bio Not a service provider']);
  });

  it('refuses a second decision and an unknown id', async () => {
    const { submissions, sut } = setup();
    const s = await new SubmitCompany(submissions, clockAt('2026-06-01T00:00:00Z')).execute(member(), form);
    await sut.execute(admin.id, { id: s.id, approved: false });
    await expect(sut.execute(admin.id, { id: s.id, approved: true })).rejects.toMatchObject({ code: 'MODERATION.ALREADY_DECIDED', message: 'Already decided' });
    await expect(sut.execute(admin.id, { id: 'nope', approved: true })).rejects.toMatchObject({ code: 'COMPANY_SUBMISSIONS.NOT_FOUND' });
  });

  it('does not list a discovered company that lacks a type, location or country', async () => {
    const { submissions, held, sut } = setup();
    const found = await submissions.create({
      ...form,
      type: null,
      location: null,
      country: 'India',
      nameKey: 'found',
      submittedBy: null,
      source: 'discovery:wikidata',
      description: null,
      website: null,
      contactEmail: null,
      contactName: null,
      contactTitle: null,
      employeeCount: null,
      foundedYear: null,
      services: [],
      therapeuticAreas: [],
      serviceLocations: [],
      moleculeTypes: [],
      developmentPhases: [],
    });
    await expect(sut.execute(admin.id, { id: found.id, approved: true })).rejects.toMatchObject({ code: 'COMPANY_SUBMISSIONS.INCOMPLETE' });
    expect(held.calls).toEqual([]);
    await expect(sut.execute(admin.id, { id: found.id, approved: false })).resolves.toMatchObject({ status: 'rejected' });
  });

  it('lists a sparse discovered company once the admin supplies the missing type and location, and stores them on the submission', async () => {
    const { submissions, directory, sut } = setup();
    const found = await submissions.create({
      ...form,
      name: 'Sparse Find',
      type: null,
      location: null,
      country: 'India',
      nameKey: 'sparse find',
      submittedBy: null,
      source: 'discovery:wikidata',
      description: null,
      website: null,
      contactEmail: null,
      contactName: null,
      contactTitle: null,
      employeeCount: null,
      foundedYear: null,
      services: [],
      therapeuticAreas: [],
      serviceLocations: [],
      moleculeTypes: [],
      developmentPhases: [],
    });
    await expect(sut.execute(admin.id, { id: found.id, approved: true, type: 'CRO', location: '  Pune ' })).resolves.toMatchObject({
      status: 'approved',
      companyId: 'c-sparse find',
    });
    expect(submissions.rows.find((r) => r.id === found.id)).toMatchObject({ status: 'approved', type: 'CRO', location: 'Pune', country: 'India' });
    expect(directory.listed.at(-1)).toMatchObject({ name: 'Sparse Find', type: 'CRO', location: 'Pune', country: 'India' });
  });

  it('does not list a company whose name is already in the directory', async () => {
    const { submissions, held, mailer, sut } = setup();
    const s = await new SubmitCompany(submissions, clockAt('2026-06-01T00:00:00Z')).execute(member(), { ...form, name: 'Lonza' });
    await expect(sut.execute(admin.id, { id: s.id, approved: true })).rejects.toMatchObject({ code: 'COMPANY_SUBMISSIONS.DUPLICATE_COMPANY' });
    expect(held.calls).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });
});

describe(ListPendingSubmissions.name, () => {
  it('names the submitter and the listed companies with the same name key or website host', async () => {
    const submissions = new InMemoryCompanySubmissions();
    const submit = new SubmitCompany(submissions, clockAt('2026-06-01T00:00:00Z'));
    await submit.execute(member(), { ...form, name: 'Lonza Ltd.' });
    await submit.execute(member(), { ...form, name: 'Capsugel', website: 'https://www.lonza.com/capsules' });
    await submit.execute(member(), { ...form, name: 'Brand New CRO' });
    const sut = new ListPendingSubmissions(submissions, new InMemoryDirectory(), new FakeSubmitters());
    const { items: list, total } = await sut.execute({ limit: 50, offset: 0 });
    expect(total).toBe(3);
    expect(list.map((s) => [s.name, s.submitterEmail, s.possibleDuplicates])).toEqual([
      ['Lonza Ltd.', 'jane@acme-bio.com', [{ id: 'c-lonza', name: 'Lonza Group AG' }]],
      ['Capsugel', 'jane@acme-bio.com', [{ id: 'c-lonza', name: 'Lonza Group AG' }]],
      ['Brand New CRO', 'jane@acme-bio.com', []],
    ]);
    const secondPage = await sut.execute({ limit: 2, offset: 2 });
    expect([secondPage.total, secondPage.items.map((s) => s.name)]).toEqual([3, ['Brand New CRO']]);
  });
});

describe(AttachSubmissionDocument.name, () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n...');
  async function setup() {
    const submissions = new InMemoryCompanySubmissions();
    const documents = new InMemoryVerificationDocuments();
    const s = await new SubmitCompany(submissions, clockAt('2026-06-01T00:00:00Z')).execute(member(), form);
    return { submissions, documents, s, sut: new AttachSubmissionDocument(submissions, documents, directUnitOfWork) };
  }

  it('stores a PDF for the submitter and replaces an earlier upload', async () => {
    const { submissions, documents, s, sut } = await setup();
    await sut.execute(member(), s.id, pdf);
    await expect(sut.execute(member(), s.id, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).resolves.toEqual({ id: s.id, documentType: 'png' });
    expect(submissions.rows[0].verificationDocument).toBe('doc2.png');
    expect([...documents.files.keys()]).toEqual(['doc2.png']);
  });

  it('refuses other members, files that are not PDF, JPG or PNG by content, and files over 10 MB', async () => {
    const { s, sut } = await setup();
    await expect(sut.execute(member({ id: 'other' }), s.id, pdf)).rejects.toMatchObject({ code: 'COMPANY_SUBMISSIONS.NOT_SUBMITTER' });
    await expect(sut.execute(member(), s.id, new TextEncoder().encode('MZ\x90\x00 this program'))).rejects.toMatchObject({
      message: 'The verification document must be a PDF, JPG or PNG file',
    });
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(pdf);
    await expect(sut.execute(member(), s.id, big)).rejects.toMatchObject({ message: 'The verification document must be at most 10 MB' });
  });
});

describe('submission rules', () => {
  it('tells PDF, JPEG and PNG apart by their first bytes only', () => {
    expect(detectDocumentType(new TextEncoder().encode('%PDF-1.4'))).toBe('pdf');
    expect(detectDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(detectDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectDocumentType(new TextEncoder().encode('MZ'))).toBeNull();
    expect(detectDocumentType(new Uint8Array())).toBeNull();
  });

  it.each([
    ['https://www.Lonza.com/en/about', 'lonza.com'],
    ['lonza.com', 'lonza.com'],
    ['http://us.pfizer.com:8080?x=1', 'us.pfizer.com'],
    ['not a website', null],
    ['', null],
  ])('reads the host of %p as %p', (website, host) => {
    expect(websiteHost(website)).toBe(host);
  });
});
