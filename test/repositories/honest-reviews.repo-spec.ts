import { InsightCountersRepository } from '../../src/adapters/persistence/repositories/insight-counters.repository';
import { ProviderDomainsRepository } from '../../src/adapters/persistence/repositories/provider-domains.repository';
import { ReviewInvitationsRepository } from '../../src/adapters/persistence/repositories/review-invitations.repository';
import { ReviewLedgerRepository } from '../../src/adapters/persistence/repositories/review-ledger.repository';
import { ReviewPagesRepository } from '../../src/adapters/persistence/repositories/review-pages.repository';
import { ReviewStoreRepository } from '../../src/adapters/persistence/repositories/review-store.repository';
import { ReviewResponsesRepository } from '../../src/adapters/persistence/repositories/vendor-accounts.repository';
import { insertCompany, insertReviews, insertVendorAccount } from '../support/factories';
import { insertMember } from '../support/members';
import { startRepositoryDatabase, type RepositoryDatabase } from '../support/repository-database';

describe('honest reviews over PostgreSQL', () => {
  let db: RepositoryDatabase;

  beforeAll(async () => {
    db = await startRepositoryDatabase();
  });
  afterAll(() => db.close());

  describe('takedowns', () => {
    it('keeps an unpublished review and a taken-down response out of the public pages, and puts them back', async () => {
      const store = new ReviewStoreRepository(db.em);
      const responses = new ReviewResponsesRepository(db.em);
      const pages = new ReviewPagesRepository(db.em);
      const all = { limit: 100, offset: 0, sort: 'newest' as const };
      const companyId = await insertCompany(db.em, { name: 'Takedown Labs' });
      const admin = await insertMember(db.em, { userType: 'admin' });
      const [kept, taken] = await insertReviews(db.em, companyId, [{ technicalExpertise: 8 }, { technicalExpertise: 2 }]);
      const vendorId = await insertVendorAccount(db.em, { userId: (await insertMember(db.em)).id, companyId, status: 'approved' });
      const responseId = (await responses.create({ reviewId: kept, vendorAccountId: vendorId, response: 'Thanks.', createdAt: new Date() }))!;

      await store.setTakedown(taken, { at: new Date('2026-06-01T00:00:00Z'), by: admin.id, reason: 'Names a site' });
      await responses.setTakedown(responseId, { at: new Date('2026-06-01T00:00:00Z'), by: admin.id, reason: 'Guesses the author' });
      const page = await pages.pageForCompany(companyId, all, { includeDemo: false });
      expect(page.items.map((review) => review.id)).toEqual([kept]);
      expect(page.items[0].responses).toEqual([]);
      await expect(store.findForUpdate(taken)).resolves.toMatchObject({ status: 'unpublished' });
      await expect(responses.findForUpdate(responseId)).resolves.toMatchObject({
        reviewId: kept,
        companyId,
        companyName: 'Takedown Labs',
        unpublishedAt: new Date('2026-06-01T00:00:00Z'),
      });
      const found = await store.search({ search: 'Takedown Labs', status: 'unpublished', includeDemo: false, page: { limit: 10, offset: 0 } });
      expect(found.items).toEqual([expect.objectContaining({ id: taken, unpublishReason: 'Names a site' })]);

      await store.setTakedown(taken, null);
      await responses.setTakedown(responseId, null);
      const again = await pages.pageForCompany(companyId, all, { includeDemo: false });
      expect(again.items.map((review) => review.id).sort()).toEqual([kept, taken].sort());
      expect(again.items.find((review) => review.id === kept)!.responses).toEqual([expect.objectContaining({ id: responseId })]);
      await expect(responses.findForUpdate('not-a-uuid')).resolves.toBeNull();
    });

    it("lists a company's published intelligence sources, without the one being republished", async () => {
      const store = new ReviewStoreRepository(db.em);
      const companyId = await insertCompany(db.em);
      const [first, second, hidden] = await insertReviews(db.em, companyId, [
        { reviewType: 'industry_intelligence', intelligenceSource: 'Press' },
        { reviewType: 'industry_intelligence', intelligenceSource: 'Press' },
        { reviewType: 'industry_intelligence', intelligenceSource: 'Press', moderationStatus: 'unpublished' },
      ]);
      for (const [id, url] of [
        [first, 'https://a.example/1'],
        [second, 'https://a.example/2'],
        [hidden, 'https://a.example/3'],
      ]) {
        await db.query('update reviews set source_url = ? where id = ?', [url, id]);
      }
      await expect(store.publishedSourcesOf(companyId)).resolves.toEqual(expect.arrayContaining(['https://a.example/1', 'https://a.example/2']));
      await expect(store.publishedSourcesOf(companyId)).resolves.toHaveLength(2);
      await expect(store.publishedSourcesOf(companyId, first)).resolves.toEqual(['https://a.example/2']);
    });
  });

  describe(ReviewLedgerRepository.name, () => {
    it('remembers the latest review per fingerprint and company, and forgets entries before a cutoff', async () => {
      const ledger = new ReviewLedgerRepository(db.em);
      const [a, b] = [await insertCompany(db.em), await insertCompany(db.em)];
      await ledger.keep('f1', [
        { companyId: a, reviewedAt: new Date('2025-01-01T00:00:00Z') },
        { companyId: a, reviewedAt: new Date('2026-01-01T00:00:00Z') },
        { companyId: b, reviewedAt: new Date('2026-02-01T00:00:00Z') },
      ]);
      await expect(ledger.lastReviewAt('f1', a)).resolves.toEqual(new Date('2026-01-01T00:00:00Z'));
      await expect(ledger.lastReviewAt('f2', a)).resolves.toBeNull();
      await expect(ledger.lastReviewAt('f1', 'not-a-uuid')).resolves.toBeNull();
      await ledger.forgetBefore(new Date('2026-01-15T00:00:00Z'));
      await expect(ledger.lastReviewAt('f1', a)).resolves.toBeNull();
      await expect(ledger.lastReviewAt('f1', b)).resolves.toEqual(new Date('2026-02-01T00:00:00Z'));
    });
  });

  describe(InsightCountersRepository.name, () => {
    it('counts per company, kind and week with one row each, a company named twice once', async () => {
      const counters = new InsightCountersRepository(db.em);
      const [a, b] = [await insertCompany(db.em), await insertCompany(db.em)];
      await counters.add('profile_view', [a], new Date('2026-12-07T09:00:00Z'));
      await counters.add('profile_view', [a, a], new Date('2026-12-13T23:00:00Z'));
      await counters.add('compare_appearance', [a, b], new Date('2026-12-08T00:00:00Z'));
      await counters.add('profile_view', [a], new Date('2026-11-30T00:00:00Z'));
      await counters.add('profile_view', ['not-a-uuid'], new Date());
      const counts = await counters.weeklyCounts(a, '2026-12-07');
      expect(counts.sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
        { kind: 'compare_appearance', weekStart: '2026-12-07', count: 1 },
        { kind: 'profile_view', weekStart: '2026-12-07', count: 2 },
      ]);
      await expect(counters.weeklyCounts(a, '2026-11-30')).resolves.toHaveLength(3);
      await expect(counters.weeklyCounts(b, '2026-11-30')).resolves.toEqual([{ kind: 'compare_appearance', weekStart: '2026-12-07', count: 1 }]);
    });
  });

  describe(ProviderDomainsRepository.name, () => {
    it('finds the listed companies at a website domain, not the unlisted ones', async () => {
      const providers = new ProviderDomainsRepository(db.em);
      const listed = await insertCompany(db.em, { website: 'https://www.domain-owner.com/en' });
      const unlisted = await insertCompany(db.em, { website: 'https://domain-owner.com' });
      await db.query('update companies set unlisted_at = now() where id = ?', [unlisted]);
      await expect(providers.companiesAt('domain-owner.com')).resolves.toEqual([listed]);
      await expect(providers.companiesAt('')).resolves.toEqual([]);
    });
  });

  describe(ReviewInvitationsRepository.name, () => {
    it('stores one invitation per fingerprint in order, counts them per company since a date, and marks one used', async () => {
      const invitations = new ReviewInvitationsRepository(db.em);
      const companyId = await insertCompany(db.em);
      const vendorAccountId = await insertVendorAccount(db.em, { userId: (await insertMember(db.em)).id, companyId, status: 'approved' });
      const sentAt = new Date('2026-12-05T00:00:00Z');
      const ids = await invitations.create({
        companyId,
        vendorAccountId,
        inviteeFingerprints: ['f-a', 'f-b', 'f-c'],
        sentAt,
        expiresAt: new Date('2027-02-03T00:00:00Z'),
      });
      expect(ids).toHaveLength(3);
      await expect(invitations.findForUpdate(ids[1])).resolves.toEqual({
        id: ids[1],
        companyId,
        inviteeFingerprint: 'f-b',
        expiresAt: new Date('2027-02-03T00:00:00Z'),
        usedAt: null,
      });
      await expect(invitations.countSince(companyId, new Date('2026-12-01T00:00:00Z'))).resolves.toBe(3);
      await expect(invitations.countSince(companyId, new Date('2026-12-06T00:00:00Z'))).resolves.toBe(0);
      const [reviewId] = await insertReviews(db.em, companyId, [{ moderationStatus: 'pending' }]);
      await invitations.markUsed(ids[1], reviewId, new Date('2026-12-06T00:00:00Z'));
      await expect(invitations.findForUpdate(ids[1])).resolves.toMatchObject({ usedAt: new Date('2026-12-06T00:00:00Z') });
      await expect(invitations.findForUpdate('nope')).resolves.toBeNull();
    });
  });
});
