import { aVendorAccount } from '../../../test/support/builders';
import { InMemoryAwardedEngagements } from '../../../test/support/fakes/awarded-engagements.fake';
import { InMemoryReviewStore } from '../../../test/support/fakes/review-store.fake';
import { InMemoryVendorAccounts } from '../../../test/support/fakes/vendor-accounts.fake';
import {
  InMemoryProviderDomains,
  InMemoryReviewInvitations,
  InMemoryReviewLedger,
  LastTwoLabelsDomains,
  PrefixedInvitationTokens,
  ReadableFingerprints,
} from '../../../test/support/fakes/review-eligibility.fake';
import { InvitationRedemption } from '../review-invitations/invitation-redemption';
import { InvitationNotUsableError } from '../review-invitations/review-invitations.errors';
import { ReviewEligibilityRules } from './review-eligibility';
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
import { CompanySubmissionClosedError, CompanySubmissionNotFoundError, ConflictOfInterestError, DuplicateReviewError, ReviewerNotApprovedError } from './reviews.errors';
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
  let providers: InMemoryProviderDomains;
  let ledger: InMemoryReviewLedger;
  let invitations: InMemoryReviewInvitations;
  let engagements: InMemoryAwardedEngagements;

  beforeEach(() => {
    store = new InMemoryReviewStore();
    submissions = new Map();
    vendors = new InMemoryVendorAccounts();
    providers = new InMemoryProviderDomains();
    ledger = new InMemoryReviewLedger();
    invitations = new InMemoryReviewInvitations();
    engagements = new InMemoryAwardedEngagements();
    now = new Date('2026-06-01T09:00:00Z');
    const clock: Clock = { now: () => now };
    const fingerprints = new ReadableFingerprints();
    const rules = new ReviewEligibilityRules(store, vendors, providers, new LastTwoLabelsDomains(), ledger, fingerprints);
    const redemption = new InvitationRedemption(invitations, new PrefixedInvitationTokens(), fingerprints);
    sut = new SubmitReview(store, directory, submissionsOf(submissions), unitOfWork, clock, rules, redemption, engagements);
    eligibility = new CheckReviewEligibility(rules, directory, clock);
  });

  it("refuses a member whose email is at the company's website domain, with or without a vendor account", async () => {
    providers.byDomain.set('pfizer.com', ['listed']);
    await expect(sut.execute(member({ email: 'jane@us.pfizer.com' }), submission())).rejects.toThrow(ConflictOfInterestError);
    await expect(eligibility.execute(member({ email: 'jane@pfizer.com' }), 'listed')).resolves.toMatchObject({ code: 'REVIEWS.CONFLICT_OF_INTEREST' });
    // The same employee may review another company.
    providers.byDomain.set('pfizer.com', ['another-company']);
    await expect(sut.execute(member({ email: 'jane@pfizer.com' }), submission())).resolves.toMatchObject({ moderationStatus: 'pending' });
  });

  it("refuses a new account's review within 12 months of a deleted account's review with the same email, however it is spelled", async () => {
    ledger.entries.push({ fingerprint: 'fp:jane@pfizer.com', companyId: 'listed', reviewedAt: new Date('2026-01-10T00:00:00Z') });
    await expect(sut.execute(member({ id: 'u-new', email: 'Jane+again@Pfizer.com' }), submission())).rejects.toThrow(DuplicateReviewError);
    await expect(eligibility.execute(member({ id: 'u-new' }), 'listed')).resolves.toMatchObject({ code: 'REVIEWS.DUPLICATE' });
    await expect(sut.execute(member({ id: 'u-other', email: 'john@pfizer.com' }), submission())).resolves.toMatchObject({ moderationStatus: 'pending' });
    now = new Date('2027-01-10T00:00:00Z');
    await expect(sut.execute(member({ id: 'u-new' }), submission())).resolves.toMatchObject({ moderationStatus: 'pending' });
  });

  it('marks a review written through an invitation to the member, and uses the invitation once', async () => {
    const [id] = await invitations.create({
      companyId: 'listed',
      vendorAccountId: 'v1',
      inviteeFingerprints: ['fp:jane@pfizer.com'],
      sentAt: now,
      expiresAt: new Date('2026-07-01T00:00:00Z'),
    });
    const result = await sut.execute(member(), submission(), { invitationToken: `signed.${id}` });
    expect(result).toEqual({ id: 'r1', moderationStatus: 'pending', invitedByVendor: true, verifiedEngagement: false });
    expect(store.stored[0].invitedByVendor).toBe(true);
    expect(invitations.all[0]).toMatchObject({ usedAt: now, reviewId: 'r1' });
    await expect(sut.execute(member({ id: 'u2' }), submission(), { invitationToken: `signed.${id}` })).rejects.toThrow(new InvitationNotUsableError('used'));
  });

  it('refuses an invitation that is forged, expired, for another company or sent to another address', async () => {
    const [id] = await invitations.create({
      companyId: 'listed',
      vendorAccountId: 'v1',
      inviteeFingerprints: ['fp:someone@else.com'],
      sentAt: now,
      expiresAt: new Date('2026-07-01T00:00:00Z'),
    });
    const [other] = await invitations.create({
      companyId: 'elsewhere',
      vendorAccountId: 'v1',
      inviteeFingerprints: ['fp:jane@pfizer.com'],
      sentAt: now,
      expiresAt: new Date('2026-07-01T00:00:00Z'),
    });
    await expect(sut.execute(member(), submission(), { invitationToken: id })).rejects.toThrow(new InvitationNotUsableError('invalidLink'));
    await expect(sut.execute(member(), submission(), { invitationToken: `signed.${other}` })).rejects.toThrow(new InvitationNotUsableError('otherCompany'));
    await expect(sut.execute(member(), submission(), { invitationToken: `signed.${id}` })).rejects.toThrow(new InvitationNotUsableError('otherAddress'));
    now = new Date('2026-07-01T00:00:00Z');
    await expect(sut.execute(member({ email: 'someone@else.com' }), submission(), { invitationToken: `signed.${id}` })).rejects.toThrow(
      new InvitationNotUsableError('expired'),
    );
    expect(store.stored).toHaveLength(0);
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
    await expect(eligibility.execute(member(), 'listed')).resolves.toMatchObject({
      code: 'REVIEWS.CONFLICT_OF_INTEREST',
      message: 'You cannot review a company you represent',
    });
    await expect(eligibility.execute(member(), 'unknown')).rejects.toThrow(CompanyNotFoundError);
  });

  it('puts a review of a listed company into moderation', async () => {
    expect(await sut.execute(member(), submission())).toEqual({ id: 'r1', moderationStatus: 'pending', invitedByVendor: false, verifiedEngagement: false });
    expect(store.stored[0]).toMatchObject({ authorId: 'u1', status: 'pending', review: { companyId: 'listed' } });
  });

  it('marks a verified engagement when the member awarded the company an RFP before writing, not for another company or an award still to come', async () => {
    engagements.awards.push({ buyerIds: ['u1', 'owner'], companyId: 'listed', awardedAt: new Date('2026-05-01T00:00:00Z') });
    engagements.awards.push({ buyerIds: ['u2'], companyId: 'listed', awardedAt: new Date('2026-06-02T00:00:00Z') });
    await expect(sut.execute(member(), submission())).resolves.toMatchObject({ verifiedEngagement: true });
    await expect(sut.execute(member({ id: 'u2', email: 'john@pfizer.com' }), submission())).resolves.toMatchObject({ verifiedEngagement: false });
    await expect(sut.execute(member({ id: 'u3', email: 'ann@pfizer.com' }), submission())).resolves.toMatchObject({ verifiedEngagement: false });
    expect(store.stored.map((r) => [r.authorId, r.verifiedEngagement])).toEqual([
      ['u1', true],
      ['u2', false],
      ['u3', false],
    ]);
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
