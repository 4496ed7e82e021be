import { VendorAccountsRepository, ReviewResponsesRepository } from '../../src/adapters/persistence/repositories/vendor-accounts.repository';
import { RespondToReview } from '../../src/domain/vendors/respond-to-review.use-case';
import type { VendorAccounts } from '../../src/domain/vendors/vendor-accounts.port';
import { ResponseLimitReachedError } from '../../src/domain/vendor-quotas/vendor-quota';
import { TestClock } from '../support/fakes/clock.fake';
import { InMemoryVendorAccounts } from '../support/fakes/vendor-accounts.fake';
import { insertCompany, insertReviews } from '../support/factories';
import { insertMember } from '../support/members';
import { startRepositoryDatabase, type RepositoryDatabase } from '../support/repository-database';

let db: RepositoryDatabase;
beforeAll(async () => {
  db = await startRepositoryDatabase();
});
afterAll(() => db.close());

/** A member and a company to register for: rows in PostgreSQL, plain ids in memory. */
interface Fixture {
  sut: VendorAccounts;
  member(): Promise<string>;
  company(name: string): Promise<string>;
}

// One contract, two implementations: the adapter (each test in a rolled-back transaction) and the fake.
const implementations: [string, (test: (f: Fixture) => Promise<void>) => Promise<void>][] = [
  [
    'VendorAccountsRepository',
    (test) =>
      db.rollingBack(() =>
        test({
          sut: new VendorAccountsRepository(db.em),
          member: async () => (await insertMember(db.em)).id,
          company: (name) => insertCompany(db.em, { name }),
        }),
      ),
  ],
  [
    'InMemoryVendorAccounts',
    (test) => {
      const names: Record<string, string> = {};
      let n = 0;
      return test({
        sut: new InMemoryVendorAccounts([], names),
        member: async () => `member-${(n += 1)}`,
        company: async (name) => {
          const id = `company-${(n += 1)}`;
          names[id] = name;
          return id;
        },
      });
    },
  ],
];

describe.each(implementations)('VendorAccounts: %s', (_name, withFixture) => {
  it('registers a pending, unverified account with an untouched quota, named after its company', () =>
    withFixture(async ({ sut, member, company }) => {
      const userId = await member();
      const companyId = await company('Registered CRO');
      const createdAt = new Date('2026-03-01T00:00:00Z');
      const account = await sut.create({ userId, companyId, verificationDocument: null, createdAt });
      expect(account).toMatchObject({
        userId,
        companyId,
        companyName: 'Registered CRO',
        status: 'pending',
        isVerified: false,
        monthlyResponsesUsed: 0,
        lastResetDate: null,
        createdAt,
      });
      await expect(sut.findById(account.id)).resolves.toEqual(account);
      await expect(sut.findApproved(userId, companyId)).resolves.toBeNull();
      await expect(sut.listPending({ limit: 10, offset: 0 })).resolves.toMatchObject({ total: 1, items: [{ id: account.id, companyName: 'Registered CRO' }] });
    }));

  it('approves an account as verified, and keeps its quota counter', () =>
    withFixture(async ({ sut, member, company }) => {
      const userId = await member();
      const companyId = await company('Quota CRO');
      const account = await sut.create({ userId, companyId, verificationDocument: null, createdAt: new Date('2026-03-01T00:00:00Z') });
      await sut.recordDecision(account.id, { verdict: 'approved', moderatorId: userId, notes: null, decidedAt: new Date() });
      const resetAt = new Date('2026-11-01T00:00:00Z');
      await sut.saveCounter(account.id, { monthlyResponsesUsed: 3, lastResetDate: resetAt });
      await expect(sut.findApproved(userId, companyId)).resolves.toMatchObject({
        id: account.id,
        status: 'approved',
        isVerified: true,
        monthlyResponsesUsed: 3,
        lastResetDate: resetAt,
      });
      await expect(sut.listForUser(userId)).resolves.toHaveLength(1);
      await expect(sut.listPending({ limit: 10, offset: 0 })).resolves.toEqual({ items: [], total: 0 });
    }));
});

describe('vendor quotas over PostgreSQL', () => {
  it('lets a free vendor spend its one monthly response once, however many requests race for it', async () => {
    const companyId = await insertCompany(db.em);
    const reviewIds = await insertReviews(db.em, companyId, [{ technicalExpertise: 8 }, { technicalExpertise: 6 }, { technicalExpertise: 7 }]);
    const vendor = await insertMember(db.em);
    const vendors = new VendorAccountsRepository(db.em);
    const account = await vendors.create({ userId: vendor.id, companyId, verificationDocument: null, createdAt: new Date() });
    await vendors.recordDecision(account.id, { verdict: 'approved', moderatorId: vendor.id, notes: null, decidedAt: new Date() });
    const sut = new RespondToReview(vendors, new ReviewResponsesRepository(db.em), db.unitOfWork, new TestClock('2026-11-20T12:00:00Z'));

    const outcomes = await Promise.allSettled(reviewIds.map((reviewId) => sut.execute({ userId: vendor.id, tier: 'free', reviewId, response: 'Thank you.' })));

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason)).toEqual([
      expect.any(ResponseLimitReachedError),
      expect.any(ResponseLimitReachedError),
    ]);
    await expect(vendors.findById(account.id)).resolves.toMatchObject({ monthlyResponsesUsed: 1, lastResetDate: new Date('2026-11-01T00:00:00Z') });
  });
});
