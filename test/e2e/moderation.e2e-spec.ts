import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/**
 * One admin queue as a client sees it: where its items are listed, how a decision names the item, and how
 * a test puts a fresh item into it (through the endpoints a member uses, or a pending row).
 */
interface Queue {
  name: string;
  /** The audit log's subject type of its items (docs/administration.md). */
  subject: string;
  list: string;
  moderate: string;
  idField: string;
  /** Creates one item waiting for a decision; @returns its id. */
  enqueue: (n: number) => Promise<string>;
  /** The moderator and time recorded on the item's row. */
  recorded: (id: string) => Promise<{ moderator: string | null; at: unknown; notes: string | null }>;
}

describe('moderation: the same rules in all five admin queues (docs/security.md#trust-and-safety-rules)', () => {
  let sut: TestApp;
  let admin: Agent;
  let adminId: string;
  let companyId: string;
  const server = () => sut.app.getHttpServer();
  const db = () => knexOf(sut.em());

  const queues: Queue[] = [
    {
      name: 'applications',
      subject: 'user',
      list: '/api/admin/pending-users',
      moderate: '/api/admin/moderate-user',
      idField: 'userId',
      enqueue: async (n) => (await insertMember(sut.em(), { email: `applicant-${n}@gmail.com`, verificationLevel: 'manual_review' })).id,
      recorded: async (id) => {
        const row = await db()('users').where('id', id).first('moderator_id', 'moderated_at', 'verification_notes');
        return { moderator: row.moderator_id, at: row.moderated_at, notes: row.verification_notes };
      },
    },
    {
      name: 'verification requests',
      subject: 'verification_request',
      list: '/api/admin/verification-requests',
      moderate: '/api/admin/moderate-verification-request',
      idField: 'requestId',
      enqueue: async (n) => {
        const member = await insertMember(sut.em(), { email: `unverified-${n}@example.org`, industryVerified: false });
        const agent = await signedInAgent(server(), member.email);
        const form = { firstName: 'Dana', lastName: 'Reviewer', company: 'Acme Biotech', jobTitle: 'QA Lead' };
        return (await agent.post('/api/email/verification-request').send(form).expect(201)).body.id;
      },
      recorded: async (id) => {
        const row = await db()('email_verification_requests').where('id', id).first('reviewer_id', 'reviewed_at', 'review_notes');
        return { moderator: row.reviewer_id, at: row.reviewed_at, notes: row.review_notes };
      },
    },
    {
      name: 'reviews',
      subject: 'review',
      list: '/api/admin/pending-reviews',
      moderate: '/api/admin/moderate-review',
      idField: 'reviewId',
      enqueue: async (n) =>
        (await insertReviews(sut.em(), companyId, [{ moderationStatus: 'pending', technicalExpertise: 7, createdAt: new Date(Date.UTC(2026, 0, n)) }]))[0],
      recorded: async (id) => {
        const row = await db()('reviews').where('id', id).first('moderator_id', 'moderated_at', 'moderation_notes');
        return { moderator: row.moderator_id, at: row.moderated_at, notes: row.moderation_notes };
      },
    },
    {
      name: 'vendor registrations',
      subject: 'vendor_account',
      list: '/api/admin/pending-vendors',
      moderate: '/api/admin/moderate-vendor',
      idField: 'vendorAccountId',
      enqueue: async (n) => {
        const member = await insertMember(sut.em(), { email: `claimant-${n}@acme-cro.com` });
        const agent = await signedInAgent(server(), member.email);
        return (await agent.post('/api/vendor/register').send({ companyId }).expect(201)).body.id;
      },
      recorded: async (id) => {
        const row = await db()('vendor_accounts').where('id', id).first('moderator_id', 'moderated_at', 'moderation_notes');
        return { moderator: row.moderator_id, at: row.moderated_at, notes: row.moderation_notes };
      },
    },
    {
      name: 'company submissions',
      subject: 'company_submission',
      list: '/api/admin/company-submissions',
      moderate: '/api/admin/moderate-company-submission',
      idField: 'submissionId',
      enqueue: async (n) => {
        const member = await insertMember(sut.em(), { email: `proposer-${n}@pfizer.com` });
        const agent = await signedInAgent(server(), member.email);
        const form = { name: `Queued Bioanalytics ${n}`, type: 'CRO', location: 'Basel', country: 'Switzerland' };
        return (await agent.post('/api/company-submissions').send(form).expect(201)).body.submission.id;
      },
      recorded: async (id) => {
        const row = await db()('company_submissions').where('id', id).first('reviewer_id', 'reviewed_at', 'review_notes');
        return { moderator: row.reviewer_id, at: row.reviewed_at, notes: row.review_notes };
      },
    },
  ];

  beforeAll(async () => {
    sut = await startTestApp();
    adminId = (await insertMember(sut.em(), { email: 'moderator@biovetted.test', userType: 'admin' })).id;
    admin = await signedInAgent(server(), 'moderator@biovetted.test');
    companyId = (await insertCompanies(sut.em(), [aCompany({ name: 'Queue Test CRO' })]))['Queue Test CRO'];
  });
  afterAll(() => sut.close());

  describe.each(queues.map((queue) => [queue.name, queue] as const))('%s', (_name, queue) => {
    it('records the moderator, the time and trimmed notes, then answers a second decision with 409 "Already decided"', async () => {
      const id = await queue.enqueue(1);
      const first = await admin
        .post(queue.moderate)
        .send({ [queue.idField]: id, approved: false, notes: '  Not enough evidence  ' })
        .expect(200);
      expect(first.body).toEqual({ id, status: 'rejected' });
      const recorded = await queue.recorded(id);
      expect(recorded).toEqual({ moderator: adminId, at: expect.anything(), notes: 'Not enough evidence' });

      for (const approved of [true, false]) {
        const again = await admin
          .post(queue.moderate)
          .send({ [queue.idField]: id, approved })
          .expect(409);
        expect(again.body).toEqual({ statusCode: 409, message: 'Already decided', error: 'Conflict' });
      }
      expect(await queue.recorded(id)).toEqual(recorded);

      // The decision, once, in the audit log: who decided what, when (docs/administration.md).
      const log = (await admin.get('/api/admin/audit-log').query({ limit: 100 }).expect(200)).body as { subjectId: string }[];
      expect(log.filter((entry) => entry.subjectId === id)).toEqual([
        expect.objectContaining({
          action: `${queue.subject}.rejected`,
          actorId: adminId,
          actorEmail: 'moderator@biovetted.test',
          notes: 'Not enough evidence',
          createdAt: expect.any(String),
        }),
      ]);
    });

    it('decides once when two admins decide at the same moment', async () => {
      const id = await queue.enqueue(2);
      const answers = await Promise.all([true, false].map((approved) => admin.post(queue.moderate).send({ [queue.idField]: id, approved, notes: String(approved) })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect((await queue.recorded(id)).notes).toBe(String(winner.body.status !== 'rejected'));
    });

    it('answers 404 for an unknown id', async () => {
      await admin
        .post(queue.moderate)
        .send({ [queue.idField]: '00000000-0000-4000-8000-000000000000', approved: true })
        .expect(404);
    });

    it('pages the queue oldest first, with the total in X-Total-Count', async () => {
      const everything = await admin.get(queue.list).expect(200);
      const total = Number(everything.headers['x-total-count']);
      expect(total).toBe(everything.body.length);
      expect(total).toBeGreaterThanOrEqual(0);
      const added = [await queue.enqueue(3), await queue.enqueue(4)];
      const ids: string[] = [];
      for (let offset = 0; offset < total + 2; offset += 1) {
        const page = await admin.get(queue.list).query({ limit: 1, offset }).expect(200);
        expect(page.headers['x-total-count']).toBe(String(total + 2));
        ids.push(...page.body.map((item: { id: string }) => item.id));
      }
      expect(ids.slice(-2)).toEqual(added);
      expect(new Set(ids).size).toBe(total + 2);
    });

    it('refuses a bad limit or offset with 400', async () => {
      for (const query of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 'ten' }]) {
        await admin.get(queue.list).query(query).expect(400);
      }
    });
  });

  it('refuses to decide a review held for its company submission', async () => {
    const member = await insertMember(sut.em(), { email: 'held-reviewer@pfizer.com' });
    const agent = await signedInAgent(server(), member.email);
    const submission = (await agent.post('/api/company-submissions').send({ name: 'Held Labs', type: 'CRO', location: 'Lyon', country: 'France' }).expect(201)).body
      .submission.id;
    const review = await agent
      .post('/api/reviews')
      .send({
        pendingCompanySubmission: submission,
        serviceType: 'CRO',
        technicalExpertise: 8,
        projectManagement: 8,
        communication: 8,
        timeline: 8,
        pricing: 8,
        changeOrders: 8,
        contractNegotiation: 8,
        regulatoryCompliance: 8,
        comments: 'A careful partner on our bioanalysis work.',
      })
      .expect(201);
    const res = await admin.post('/api/admin/moderate-review').send({ reviewId: review.body.id, approved: true }).expect(409);
    expect(res.body.message).toBe('This review waits for its company to be listed');
  });

  it('keeps the queues to admins', async () => {
    await request(server()).get('/api/admin/pending-reviews').expect(401);
    const member = await insertMember(sut.em(), { email: 'not-an-admin@pfizer.com' });
    const agent = await signedInAgent(server(), member.email);
    for (const queue of queues) {
      await agent.get(queue.list).expect(403);
      await agent
        .post(queue.moderate)
        .send({ [queue.idField]: '00000000-0000-4000-8000-000000000000', approved: true })
        .expect(403);
    }
  });
});
