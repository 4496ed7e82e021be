import { AccountsRepository } from '../../src/adapters/persistence/repositories/accounts.repository';
import { CompanySubmissionsRepository } from '../../src/adapters/persistence/repositories/company-submissions.repository';
import { ReviewStoreRepository } from '../../src/adapters/persistence/repositories/review-store.repository';
import { VendorAccountsRepository } from '../../src/adapters/persistence/repositories/vendor-accounts.repository';
import { VerificationRequestsRepository } from '../../src/adapters/persistence/repositories/verification-requests.repository';
import type { ModerationDecision } from '../../src/domain/moderation/moderation';
import { insertCompany, insertReviews, insertSubmission, insertVendorAccount } from '../support/factories';
import { insertMember } from '../support/members';
import { startRepositoryDatabase, type RepositoryDatabase } from '../support/repository-database';
import { lockWaiters, waitFor } from '../support/wait-for';

/** One admin queue as the moderate use cases see it: its item's state, read under a row lock, and the decision's write. */
interface Queue {
  name: string;
  enqueue(): Promise<string>;
  findForUpdate(id: string): Promise<string | null>;
  recordDecision(id: string, decision: ModerationDecision): Promise<void>;
}

let db: RepositoryDatabase;
let moderatorId: string;
beforeAll(async () => {
  db = await startRepositoryDatabase();
  moderatorId = (await insertMember(db.em, { userType: 'admin' })).id;
});
afterAll(() => db.close());

const queues: Queue[] = [
  {
    name: 'applications (AccountsRepository)',
    enqueue: async () => (await insertMember(db.em, { verificationLevel: 'manual_review' })).id,
    findForUpdate: async (id) => (await new AccountsRepository(db.em).findForUpdate(id))?.verificationLevel ?? null,
    recordDecision: (id, d) =>
      new AccountsRepository(db.em).recordDecision(id, d, {
        verificationLevel: d.verdict === 'approved' ? 'verified' : 'rejected',
        verifiedAt: d.decidedAt,
        industryVerified: d.verdict === 'approved',
      }),
  },
  {
    name: 'verification requests (VerificationRequestsRepository)',
    enqueue: async () => {
      const member = await insertMember(db.em, { industryVerified: false });
      const request = {
        userId: member.id,
        email: member.email,
        firstName: 'Dana',
        lastName: 'Reviewer',
        company: 'Acme',
        jobTitle: 'QA',
        linkedinProfile: null,
        additionalInfo: null,
      };
      return (await new VerificationRequestsRepository(db.em).create(request)).id;
    },
    findForUpdate: async (id) => (await new VerificationRequestsRepository(db.em).findForUpdate(id))?.status ?? null,
    recordDecision: (id, d) => new VerificationRequestsRepository(db.em).recordDecision(id, d),
  },
  {
    name: 'reviews (ReviewStoreRepository)',
    enqueue: async () => (await insertReviews(db.em, await insertCompany(db.em), [{ moderationStatus: 'pending' }]))[0],
    findForUpdate: async (id) => (await new ReviewStoreRepository(db.em).findForUpdate(id))?.status ?? null,
    recordDecision: (id, d) => new ReviewStoreRepository(db.em).recordDecision(id, d),
  },
  {
    name: 'vendor registrations (VendorAccountsRepository)',
    enqueue: async () => insertVendorAccount(db.em, { userId: (await insertMember(db.em)).id, companyId: await insertCompany(db.em) }),
    findForUpdate: async (id) => (await new VendorAccountsRepository(db.em).findForUpdate(id))?.status ?? null,
    recordDecision: (id, d) => new VendorAccountsRepository(db.em).recordDecision(id, d),
  },
  {
    name: 'company submissions (CompanySubmissionsRepository)',
    enqueue: async () => insertSubmission(db.em, { submitterId: (await insertMember(db.em)).id }),
    findForUpdate: async (id) => (await new CompanySubmissionsRepository(db.em).findForUpdate(id))?.status ?? null,
    recordDecision: (id, d) => new CompanySubmissionsRepository(db.em).recordDecision(id, d, { rejectionReason: 'Duplicate', companyId: null, listedAs: null }),
  },
];

describe.each(queues)('moderation in PostgreSQL: $name', (queue) => {
  it('locks the item until the deciding transaction ends, so a second moderator reads the decision', async () => {
    const id = await queue.enqueue();
    const before = await queue.findForUpdate(id);
    const decision: ModerationDecision = { verdict: 'rejected', moderatorId, notes: 'Duplicate entry', decidedAt: new Date('2026-06-01T10:00:00Z') };

    let locked!: () => void;
    let decide!: () => void;
    const hasLock = new Promise<void>((resolve) => (locked = resolve));
    const mayDecide = new Promise<void>((resolve) => (decide = resolve));
    const first = db.unitOfWork.run(async () => {
      await queue.findForUpdate(id);
      locked();
      await mayDecide;
      await queue.recordDecision(id, decision);
    });
    await hasLock;
    const second = db.unitOfWork.run(() => queue.findForUpdate(id));
    await waitFor(async () => (await lockWaiters(db.em)) === 1, 'the second transaction waits for the row lock');
    decide();
    await first;

    const seenBySecond = await second;
    expect(before).not.toBe(seenBySecond);
    expect(seenBySecond).toBe(await queue.findForUpdate(id));
    expect(seenBySecond).toBe('rejected');
  });

  it('finds no unknown or malformed id', async () => {
    await expect(queue.findForUpdate('00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
    await expect(queue.findForUpdate('42')).resolves.toBeNull();
  });
});
