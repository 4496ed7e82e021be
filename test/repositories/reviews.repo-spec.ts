import { CompanyDirectoryRepository } from '../../src/adapters/persistence/repositories/company-directory.repository';
import { CompanyRatingsRepository } from '../../src/adapters/persistence/repositories/company-ratings.repository';
import { PublishedReviewsRepository } from '../../src/adapters/persistence/repositories/published-reviews.repository';
import { ReviewPagesRepository } from '../../src/adapters/persistence/repositories/review-pages.repository';
import { ReviewStoreRepository } from '../../src/adapters/persistence/repositories/review-store.repository';
import { HeldReviewsRepository } from '../../src/adapters/persistence/repositories/submission-directory.repository';
import { ReviewResponsesRepository } from '../../src/adapters/persistence/repositories/vendor-accounts.repository';
import { RATING_CATEGORIES, type Ratings } from '../../src/domain/reviews/rating-categories';
import { RefreshCompanyRatings } from '../../src/domain/reviews/refresh-company-ratings.use-case';
import { NO_REVIEW_CONTEXT, type ReviewSubmission } from '../../src/domain/reviews/review';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertCompany, insertReviews, insertSubmission, insertVendorAccount } from '../support/factories';
import { insertMember } from '../support/members';
import { startRepositoryDatabase, type RepositoryDatabase } from '../support/repository-database';

const unrated = Object.fromEntries(RATING_CATEGORIES.map((category) => [category, null])) as Ratings;

/** A member's review of a listed company, with the rules' defaults. */
const aSubmission = (overrides: Partial<ReviewSubmission> = {}): ReviewSubmission => ({
  ...unrated,
  ...NO_REVIEW_CONTEXT,
  companyId: null,
  companySubmissionId: null,
  serviceType: 'CRO',
  experienceType: 'project',
  projectSize: 'Medium',
  projectDuration: '6-12 months',
  workTimeframe: 'Within 2 years',
  comments: 'Delivered the assay transfer on time.',
  ...overrides,
});

describe('reviews over PostgreSQL', () => {
  let db: RepositoryDatabase;
  let store: ReviewStoreRepository;
  let published: PublishedReviewsRepository;

  beforeAll(async () => {
    db = await startRepositoryDatabase();
    store = new ReviewStoreRepository(db.em);
    published = new PublishedReviewsRepository(db.em);
  });
  afterAll(() => db.close());

  describe(ReviewStoreRepository.name, () => {
    it('stores a member review with its ratings, and knows when the member last reviewed the company', async () => {
      const companyId = await insertCompany(db.em);
      const author = await insertMember(db.em);
      await expect(store.lastReviewAt(author.id, { companyId, companySubmissionId: null })).resolves.toBeNull();
      const at = new Date('2026-05-04T10:00:00.123Z');
      const id = await store.create(author.id, aSubmission({ companyId, technicalExpertise: 9, pricing: 4 }), 'pending', at);

      await expect(store.lastReviewAt(author.id, { companyId, companySubmissionId: null })).resolves.toEqual(at);
      await expect(store.findForUpdate(id)).resolves.toEqual({ id, companyId, companyName: expect.any(String), status: 'pending', reviewType: 'user', sourceUrl: null });
      const queue = await store.listAwaitingModeration({ includeDemo: false, page: { limit: 100, offset: 0 } });
      expect(queue.items.find((item) => item.id === id)).toMatchObject({ companyId, technicalExpertise: 9, pricing: 4, timeline: null, isDemo: false, createdAt: at });
    });

    it('counts a held review of a submission, but not a rejected one, for the once-a-year rule', async () => {
      const author = await insertMember(db.em);
      const companySubmissionId = await insertSubmission(db.em, { submitterId: author.id });
      const target = { companyId: null, companySubmissionId };
      const held = await store.create(author.id, aSubmission({ companySubmissionId }), 'held', new Date('2026-01-01T00:00:00Z'));
      await expect(store.lastReviewAt(author.id, target)).resolves.toEqual(new Date('2026-01-01T00:00:00Z'));
      await new HeldReviewsRepository(db.em).reject(companySubmissionId, 'Not listed', new Date());
      await expect(store.findForUpdate(held)).resolves.toMatchObject({ status: 'rejected', companyId: null });
      await expect(store.lastReviewAt(author.id, target)).resolves.toBeNull();
    });

    it('records a decision with its moderator, time and notes', async () => {
      const companyId = await insertCompany(db.em);
      const moderator = await insertMember(db.em, { userType: 'admin' });
      const [id] = await insertReviews(db.em, companyId, [{ moderationStatus: 'pending' }]);
      const decidedAt = new Date('2026-06-01T08:00:00Z');
      await store.recordDecision(id, { verdict: 'approved', moderatorId: moderator.id, notes: 'Checked', decidedAt });
      const [row] = await db.query<{ moderation_status: string; moderator_id: string; moderated_at: string; moderation_notes: string }>(
        'select moderation_status, moderator_id, moderated_at, moderation_notes from reviews where id = ?',
        [id],
      );
      expect({ ...row, moderated_at: new Date(row.moderated_at) }).toEqual({
        moderation_status: 'approved',
        moderator_id: moderator.id,
        moderated_at: decidedAt,
        moderation_notes: 'Checked',
      });
    });
  });

  describe(ReviewPagesRepository.name, () => {
    it('lists only approved reviews, newest first, demo ones on request, with the vendor responses and never the author', async () => {
      const pages = new ReviewPagesRepository(db.em);
      const all = { limit: 100, offset: 0, sort: 'newest' as const };
      const companyId = await insertCompany(db.em, { name: 'Answering CRO' });
      const author = await insertMember(db.em);
      const [older, , newer] = await insertReviews(db.em, companyId, [
        { createdAt: new Date('2026-01-01T00:00:00Z'), userId: author.id, technicalExpertise: 7 },
        { createdAt: new Date('2026-02-01T00:00:00Z'), moderationStatus: 'pending' },
        { createdAt: new Date('2026-03-01T00:00:00Z'), reviewType: 'industry_intelligence', intelligenceSource: 'FDA warning letter' },
        { createdAt: new Date('2026-04-01T00:00:00Z'), isDemo: true },
      ]);
      const vendorId = await insertVendorAccount(db.em, { userId: (await insertMember(db.em)).id, companyId, status: 'approved' });
      await new ReviewResponsesRepository(db.em).create({ reviewId: older, vendorAccountId: vendorId, response: 'Thank you.', createdAt: new Date() });

      const { items: reviews, total } = await pages.pageForCompany(companyId, all, { includeDemo: false });
      expect(total).toBe(2);
      expect(reviews.map((r) => r.id)).toEqual([newer, older]);
      expect(reviews[0]).toMatchObject({ reviewType: 'industry_intelligence', intelligenceSource: 'FDA warning letter', responses: [] });
      expect(reviews[1]).toMatchObject({ technicalExpertise: 7, responses: [{ response: 'Thank you.', companyName: 'Answering CRO' }] });
      expect(JSON.stringify(reviews)).not.toContain(author.id);
      expect((await pages.pageForCompany(companyId, all, { includeDemo: true })).items).toHaveLength(3);
      await expect(pages.pageForCompany('not-a-uuid', all, { includeDemo: true })).resolves.toEqual({ items: [], total: 0, approvedUserReviews: 0 });
    });
  });

  describe(CompanyRatingsRepository.name, () => {
    it('keeps one aggregate row per company, replaced on every refresh, as the directory reads it', async () => {
      const companyId = await insertCompany(db.em);
      const refresh = new RefreshCompanyRatings(published, new CompanyRatingsRepository(db.em), false);
      await insertReviews(db.em, companyId, [{ technicalExpertise: 10, communication: 6, createdAt: new Date('2026-01-05T00:00:00Z') }]);
      const [second] = await insertReviews(db.em, companyId, [{ technicalExpertise: 4, moderationStatus: 'pending', createdAt: new Date('2026-02-05T00:00:00Z') }]);
      const moderator = await insertMember(db.em, { userType: 'admin' });
      await store.recordDecision(second, { verdict: 'approved', moderatorId: moderator.id, notes: null, decidedAt: new Date() });
      await refresh.execute(companyId);

      const profile = await new CompanyDirectoryRepository(db.em).findProfile(companyId);
      expect(profile).toMatchObject({
        reviewCount: 2,
        lastReviewDate: new Date('2026-02-05T00:00:00Z'),
        averageRatings: { technicalExpertise: 7, communication: 6, overall: 6, pricing: null },
        ratingCounts: { technicalExpertise: 2, communication: 1, overall: 2, pricing: 0 },
      });
      await expect(db.query('select 1 from company_rating_aggregates where company_id = ?', [companyId])).resolves.toHaveLength(1);
    });

    it('refreshes many companies in a few statements, each from its own reviews, and one without reviews to an empty aggregate', async () => {
      const companies = Array.from({ length: 210 }, (_, i) => aCompany({ name: `Bulk Refresh Labs ${i}` }));
      const idOf = await insertCompanies(db.em, companies);
      const ids = companies.map((company) => idOf[company.name]);
      const reviewed = [0, 7, 205];
      for (const i of reviewed) await insertReviews(db.em, ids[i], [{ technicalExpertise: 1 + (i % 10) }, { technicalExpertise: 3, communication: 5 }]);
      const statements: string[] = [];
      const count = (query: { sql: string }) => statements.push(query.sql);
      const client = knexOf(db.em).client as { on: (event: 'query', listener: typeof count) => void; removeListener: (event: 'query', listener: typeof count) => void };
      client.on('query', count);
      try {
        await db.em.transactional((tx) => new RefreshCompanyRatings(new PublishedReviewsRepository(tx), new CompanyRatingsRepository(tx), false).execute(ids));
      } finally {
        client.removeListener('query', count);
      }
      // Two slices of companies, each locked, read and stored at once, then one rescoring: not three per company.
      expect(statements.length).toBeLessThan(20);

      const directory = new CompanyDirectoryRepository(db.em);
      for (const i of reviewed) {
        expect(await directory.findProfile(ids[i])).toMatchObject({
          reviewCount: 2,
          averageRatings: { technicalExpertise: (1 + (i % 10) + 3) / 2, communication: 5 },
          ratingCounts: { technicalExpertise: 2, communication: 1 },
        });
      }
      expect(await directory.findProfile(ids[1])).toMatchObject({ reviewCount: 0, averageRatings: { technicalExpertise: null } });
    });
  });
});
