import { AccountsRepository } from '../../src/adapters/persistence/repositories/accounts.repository';
import { UserRecord } from '../../src/adapters/persistence/schemas/user.schema';
import { tableOf } from '../../src/adapters/persistence/tables';
import type { Accounts } from '../../src/domain/accounts/accounts.port';
import { aNewAccount } from '../support/builders';
import { InMemoryAccounts } from '../support/fakes/accounts.fake';
import { insertMember } from '../support/members';
import { startRepositoryDatabase, type RepositoryDatabase } from '../support/repository-database';

// One contract, two implementations: the adapter against PostgreSQL and the in-memory fake the unit specs
// use, so the fake stays a faithful stand-in. The adapter runs each test in a rolled-back transaction.

const users = tableOf(UserRecord);

let db: RepositoryDatabase;
beforeAll(async () => {
  db = await startRepositoryDatabase();
});
afterAll(() => db.close());

const implementations: [string, (test: (sut: Accounts) => Promise<void>) => Promise<void>][] = [
  ['AccountsRepository', (test) => db.rollingBack(() => test(new AccountsRepository(db.em)))],
  ['InMemoryAccounts', (test) => test(new InMemoryAccounts())],
];

describe.each(implementations)('Accounts: %s', (_name, withSut) => {
  it('stores the email lower-case, finds it in any case, and refuses a second account for it', () =>
    withSut(async (sut) => {
      const created = await sut.create(aNewAccount({ email: 'Jane.Doe@Pfizer.com', firstName: 'Jane' }));
      expect(created).toMatchObject({ email: 'jane.doe@pfizer.com', firstName: 'Jane', subscriptionTier: 'free', verificationNotes: null });
      await expect(sut.findByEmail('JANE.DOE@pfizer.com')).resolves.toEqual(created);
      await expect(sut.findById(created!.id)).resolves.toEqual(created);
      await expect(sut.create(aNewAccount({ email: 'jane.doe@PFIZER.com' }))).resolves.toBeNull();
    }));

  it('changes only the fields given', () =>
    withSut(async (sut) => {
      const created = (await sut.create(aNewAccount({ verificationLevel: 'pending' })))!;
      const verifiedAt = new Date('2026-04-01T12:00:00Z');
      const updated = await sut.update(created.id, { emailVerified: true, verificationLevel: 'verified', verifiedAt, passwordHash: undefined });
      expect(updated).toEqual({ ...created, emailVerified: true, verificationLevel: 'verified', verifiedAt, updatedAt: expect.any(Date) });
      await expect(sut.findById(created.id)).resolves.toEqual(updated);
    }));

  it('queues the applications awaiting a decision, admins never, in pages with their total', () =>
    withSut(async (sut) => {
      const pending = (await sut.create(aNewAccount({ verificationLevel: 'pending' })))!;
      await sut.create(aNewAccount({ verificationLevel: 'verified' }));
      await sut.create(aNewAccount({ verificationLevel: 'pending', userType: 'admin' }));
      const manual = (await sut.create(aNewAccount({ verificationLevel: 'manual_review' })))!;
      const all = await sut.listAwaitingDecision({ limit: 10, offset: 0 });
      expect({ ...all, items: new Set(all.items) }).toEqual({ items: new Set([pending, manual]), total: 2 });
      const second = await sut.listAwaitingDecision({ limit: 1, offset: 1 });
      expect(second).toEqual({ items: [all.items[1]], total: 2 });
      await expect(sut.adminExists()).resolves.toBe(true);
    }));

  it('records a decision: the resulting state and the notes', () =>
    withSut(async (sut) => {
      const moderator = (await sut.create(aNewAccount({ userType: 'admin', verificationLevel: 'verified' })))!;
      const applicant = (await sut.create(aNewAccount({ verificationLevel: 'manual_review' })))!;
      const decidedAt = new Date('2026-05-01T09:30:00Z');
      const locked = await sut.findForUpdate(applicant.id);
      expect(locked).toEqual(applicant);
      await sut.recordDecision(
        applicant.id,
        { verdict: 'approved', moderatorId: moderator.id, notes: 'Known CRO', decidedAt },
        { verificationLevel: 'verified', verifiedAt: decidedAt, industryVerified: true },
      );
      await expect(sut.findById(applicant.id)).resolves.toMatchObject({
        verificationLevel: 'verified',
        verifiedAt: decidedAt,
        industryVerified: true,
        verificationNotes: 'Known CRO',
      });
      await expect(sut.listAwaitingDecision({ limit: 10, offset: 0 })).resolves.toEqual({ items: [], total: 0 });
    }));

  it('finds no unknown account', () =>
    withSut(async (sut) => {
      await expect(sut.findById('00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
      await expect(sut.findByEmail('nobody@example.com')).resolves.toBeNull();
      await expect(sut.adminExists()).resolves.toBe(false);
    }));
});

describe(AccountsRepository.name, () => {
  it('queues applications oldest first', () =>
    db.rollingBack(async () => {
      const sut = new AccountsRepository(db.em);
      const newer = await insertMember(db.em, { verificationLevel: 'pending', createdAt: new Date('2026-02-01T00:00:00Z') });
      const older = await insertMember(db.em, { verificationLevel: 'manual_review', createdAt: new Date('2026-01-01T00:00:00Z') });
      expect((await sut.listAwaitingDecision({ limit: 10, offset: 0 })).items.map((a) => a.id)).toEqual([older.id, newer.id]);
    }));

  it('records who decided an application and when, and reads a malformed id as unknown', () =>
    db.rollingBack(async () => {
      const sut = new AccountsRepository(db.em);
      const moderator = (await sut.create(aNewAccount({ userType: 'admin', verificationLevel: 'verified' })))!;
      const applicant = (await sut.create(aNewAccount({ verificationLevel: 'manual_review' })))!;
      const decidedAt = new Date('2026-05-01T09:30:00Z');
      await sut.recordDecision(
        applicant.id,
        { verdict: 'rejected', moderatorId: moderator.id, notes: null, decidedAt },
        { verificationLevel: 'rejected', verifiedAt: null, industryVerified: false },
      );
      const row = await users.pick('moderator_id', 'moderated_at').first(users.query(db.em).where(users.col('id'), applicant.id));
      expect({ moderatorId: row?.moderator_id, moderatedAt: new Date(row!.moderated_at!) }).toEqual({ moderatorId: moderator.id, moderatedAt: decidedAt });
      await expect(sut.findById('not-a-uuid')).resolves.toBeNull();
    }));
});
