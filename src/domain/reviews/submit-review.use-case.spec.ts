import { aVendorAccount } from '../../../test/support/builders';
import { InMemoryReviewStore } from '../../../test/support/fakes/review-store.fake';
import { InMemoryVendorAccounts } from '../../../test/support/fakes/vendor-accounts.fake';
import type { Account } from '../accounts/account';
import type { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import type { Clock } from '../shared/clock.port';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import { RATING_CATEGORIES, type Ratings } from './rating-categories';
import { NO_REVIEW_CONTEXT, type ReviewSubmission } from './review';
import { REVIEW_DEFAULTS } from './review-rules';
import type { CompanySubmission } from '../company-submissions/company-submission';
import type { CompanySubmissions } from '../company-submissions/company-submissions.port';
import {
  CompanySubmissionClosedError,
  CompanySubmissionNotFoundError,
  ConflictOfInterestError,
  DuplicateReviewError,
  ReviewerNotApprovedError,
} from './reviews.errors';
import { CheckReviewEligibility } from './check-review-eligibility.use-case';
import { SubmitReview } from './submit-review.use-case';

const directory = { exists: async (id: string) => id === 'listed' } as unknown as CompanyDirectory;
const unitOfWork: UnitOfWork = { run: (work) => work() };

const member = (overrides: Partial<Account> = {}): Account =>
  ({ id: 'u1', email: 'jane@pfizer.com', verificationLevel: 'verified', userType: 'reviewer', subscriptionTier: 'free', ...overrides }) as Account;

const submission = (overrides: Partial<ReviewSubmission> = {}): ReviewSubmission => ({
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, 8])) as Ratings),
  ...REVIEW_DEFAULTS,
  ...NO_REVIEW_CONTEXT,
  companyId: 'listed',
  companySubmissionId: null,
  serviceType: 'CRO',
  comments: null,
  ...overrides,
});

/** Submissions in memory: the review flow reads only who proposed one, its status and its company. */
const submissionsOf = (entries: Map<string, Pick<CompanySubmission, 'id' | 'submittedBy' | 'status' | 'companyId'>>) =>
  ({ findForUpdate: async (id: string) => (entries.get(id) as CompanySubmission | undefined) ?? null }) as unknown as CompanySubmissions;

describe(SubmitReview.name, () => {
  let store: InMemoryReviewStore;
  let submissions: Map<string, Pick<CompanySubmission, 'id' | 'submittedBy' | 'status' | 'companyId'>>;
  let now: Date;
  let sut: SubmitReview;
  let vendors: InMemoryVendorAccounts;
  let eligibility: CheckReviewEligibility;

  beforeEach(() => {
    store = new InMemoryReviewStore();
    submissions = new Map();
    vendors = new InMemoryVendorAccounts();
    now = new Date('2026-06-01T09:00:00Z');
    const clock: Clock = { now: () => now };
    sut = new SubmitReview(store, directory, submissionsOf(submissions), unitOfWork, clock, vendors);
    eligibility = new CheckReviewEligibility(store, vendors, directory, clock);
  });

  it('refuses a member who represents the company, with a pending or a verified vendor account, but not after a rejected claim', async () => {
    vendors.accounts.push(aVendorAccount({ id: 'v-pending', userId: 'u1', companyId: 'listed', status: 'pending', isVerified: false }));
    await expect(sut.execute(member(), submission())).rejects.toThrow(new ConflictOfInterestError());
    expect(new ConflictOfInterestError().message).toBe('You cannot review a company you represent');
    vendors.accounts[0].status = 'approved';
    await expect(sut.execute(member(), submission())).rejects.toThrow(ConflictOfInterestError);
    vendors.accounts[0].status = 'rejected';
    await expect(sut.execute(member(), submission())).resolves.toMatchObject({ moderationStatus: 'pending' });
    expect(store.stored).toHaveLength(1);
  });

  it('answers the eligibility check with the messages submitting would give, conflict of interest first', async () => {
    await expect(eligibility.execute(member(), 'listed')).resolves.toEqual({ eligible: true, code: null, message: null });
    await sut.execute(member(), submission());
    await expect(eligibility.execute(member(), 'listed')).resolves.toEqual({
      eligible: false,
      code: 'REVIEWS.DUPLICATE',
      message: 'You have already reviewed this company in the last 12 months',
    });
    vendors.accounts.push(aVendorAccount({ userId: 'u1', companyId: 'listed' }));
    await expect(eligibility.execute(member(), 'listed')).resolves.toMatchObject({ code: 'REVIEWS.CONFLICT_OF_INTEREST', message: 'You cannot review a company you represent' });
    await expect(eligibility.execute(member(), 'unknown')).rejects.toThrow(CompanyNotFoundError);
  });

  it('puts a review of a listed company into moderation', async () => {
    expect(await sut.execute(member(), submission())).toEqual({ id: 'r1', moderationStatus: 'pending' });
    expect(store.stored[0]).toMatchObject({ authorId: 'u1', status: 'pending', review: { companyId: 'listed' } });
  });

  it('refuses members whose account is not approved', async () => {
    await expect(sut.execute(member({ verificationLevel: 'manual_review' }), submission())).rejects.toThrow(ReviewerNotApprovedError);
    expect(store.stored).toHaveLength(0);
  });

  it('refuses an unknown company', async () => {
    await expect(sut.execute(member(), submission({ companyId: 'nowhere' }))).rejects.toThrow(CompanyNotFoundError);
  });

  it('refuses a second review of the same company within 12 months, and allows it after', async () => {
    await sut.execute(member(), submission());
    now = new Date('2027-05-31T09:00:00Z');
    await expect(sut.execute(member(), submission())).rejects.toThrow(DuplicateReviewError);
    now = new Date('2027-06-01T09:00:00Z');
    await expect(sut.execute(member(), submission())).resolves.toMatchObject({ moderationStatus: 'pending' });
  });

  it('lets another member review the same company', async () => {
    await sut.execute(member(), submission());
    await expect(sut.execute(member({ id: 'u2' }), submission())).resolves.toMatchObject({ moderationStatus: 'pending' });
  });

  it('holds a review of a company the member proposed until the submission is approved', async () => {
    submissions.set('s1', { id: 's1', submittedBy: 'u1', status: 'pending', companyId: null });
    const result = await sut.execute(member(), submission({ companyId: null, companySubmissionId: 's1' }));
    expect(result.moderationStatus).toBe('held');
    expect(store.stored[0].review).toMatchObject({ companyId: null, companySubmissionId: 's1' });
  });

  it('sends a review of an already approved submission straight to its new company', async () => {
    submissions.set('s1', { id: 's1', submittedBy: 'u1', status: 'approved', companyId: 'listed' });
    expect((await sut.execute(member(), submission({ companyId: null, companySubmissionId: 's1' }))).moderationStatus).toBe('pending');
    expect(store.stored[0].review.companyId).toBe('listed');
  });

  it('refuses a second review of the same proposed company', async () => {
    submissions.set('s1', { id: 's1', submittedBy: 'u1', status: 'pending', companyId: null });
    await sut.execute(member(), submission({ companyId: null, companySubmissionId: 's1' }));
    await expect(sut.execute(member(), submission({ companyId: null, companySubmissionId: 's1' }))).rejects.toThrow(DuplicateReviewError);
  });

  it("answers another member's submission like an unknown one, and a rejected one as closed", async () => {
    submissions.set('theirs', { id: 'theirs', submittedBy: 'u9', status: 'pending', companyId: null });
    submissions.set('closed', { id: 'closed', submittedBy: 'u1', status: 'rejected', companyId: null });
    await expect(sut.execute(member(), submission({ companyId: null, companySubmissionId: 'theirs' }))).rejects.toThrow(CompanySubmissionNotFoundError);
    await expect(sut.execute(member(), submission({ companyId: null, companySubmissionId: 'missing' }))).rejects.toThrow(CompanySubmissionNotFoundError);
    await expect(sut.execute(member(), submission({ companyId: null, companySubmissionId: 'closed' }))).rejects.toThrow(CompanySubmissionClosedError);
  });
});
