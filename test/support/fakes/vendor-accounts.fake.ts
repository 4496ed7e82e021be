import type { ModerationDecision, QueuePage, QueueSlice } from '../../../src/domain/moderation/moderation';
import type { QuotaCounter } from '../../../src/domain/vendor-quotas/vendor-quota';
import type { PendingVendor, VendorAccount } from '../../../src/domain/vendors/vendor-account';
import type { Takedown } from '../../../src/domain/moderation/review-publication';
import {
  ReviewResponses,
  VendorAccounts,
  type ResponseState,
  type ReviewForVendor,
  type ReviewToAnswer,
  type CompanyVendorContact,
  type VendorContact,
} from '../../../src/domain/vendors/vendor-accounts.port';

/**
 * Vendor accounts in memory, behaving as VendorAccountsRepository does for the quota counters and the
 * queue (test/repositories/vendor-accounts.repo-spec.ts runs the same contract against both). A new
 * account's company name comes from `companyNames`.
 */
export class InMemoryVendorAccounts extends VendorAccounts {
  private created = 0;

  constructor(
    readonly accounts: VendorAccount[] = [],
    private readonly companyNames: Record<string, string> = {},
  ) {
    super();
  }

  async findById(id: string): Promise<VendorAccount | null> {
    const account = this.accounts.find((a) => a.id === id);
    return account ? { ...account } : null;
  }

  async listForUser(userId: string): Promise<VendorAccount[]> {
    return this.accounts
      .filter((a) => a.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((a) => ({ ...a }));
  }

  async findApproved(userId: string, companyId: string): Promise<VendorAccount | null> {
    const approved = this.accounts
      .filter((a) => a.userId === userId && a.companyId === companyId && a.status === 'approved')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return approved[0] ? { ...approved[0] } : null;
  }

  async create(input: { userId: string; companyId: string; verificationDocument: string | null; createdAt: Date }): Promise<VendorAccount> {
    const account: VendorAccount = {
      ...input,
      id: `vendor-${(this.created += 1)}`,
      companyName: this.companyNames[input.companyId] ?? input.companyId,
      status: 'pending',
      isVerified: false,
      monthlyResponsesUsed: 0,
      lastResetDate: null,
    };
    this.accounts.push(account);
    return { ...account };
  }

  async listPending(page: QueuePage): Promise<QueueSlice<PendingVendor>> {
    const pending = this.accounts
      .filter((a) => a.status === 'pending')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map(({ id, userId, companyId, companyName, verificationDocument, createdAt }) => ({
        id,
        userId,
        companyId,
        companyName,
        verificationDocument,
        createdAt,
        email: `${userId}@example.com`,
        firstName: null,
        lastName: null,
        companyWebsite: null,
      }));
    return { items: pending.slice(page.offset, page.offset + page.limit), total: pending.length };
  }

  async findForUpdate(id: string): Promise<VendorAccount | null> {
    return this.findById(id);
  }

  async recordDecision(id: string, decision: ModerationDecision): Promise<void> {
    Object.assign(this.stored(id), { status: decision.verdict, isVerified: decision.verdict === 'approved' });
  }

  async saveCounter(id: string, counter: QuotaCounter): Promise<void> {
    Object.assign(this.stored(id), { monthlyResponsesUsed: counter.monthlyResponsesUsed, lastResetDate: counter.lastResetDate });
  }

  /** Addresses of members, by user id, for verifiedContactsOf. */
  readonly contacts = new Map<string, VendorContact>();

  async verifiedContactsOf(companyId: string): Promise<VendorContact[]> {
    return (await this.verifiedContactsOfCompanies([companyId])).map(({ email, name }) => ({ email, name }));
  }

  async verifiedContactsOfCompanies(companyIds: readonly string[]): Promise<CompanyVendorContact[]> {
    return this.accounts
      .filter((a) => companyIds.includes(a.companyId) && a.status === 'approved')
      .flatMap((a) => (this.contacts.has(a.userId) ? [{ companyId: a.companyId, ...this.contacts.get(a.userId)! }] : []));
  }

  async approveProvenClaim(userId: string, companyId: string, at: Date): Promise<void> {
    const open = this.accounts.find((a) => a.userId === userId && a.companyId === companyId && a.status !== 'rejected');
    const account = open ?? this.stored((await this.create({ userId, companyId, verificationDocument: null, createdAt: at })).id);
    Object.assign(account, { status: 'approved', isVerified: true });
  }

  private stored(id: string): VendorAccount {
    const account = this.accounts.find((a) => a.id === id);
    if (!account) throw new Error(`No vendor account ${id}`);
    return account;
  }
}

/** Approved reviews and their responses in memory; `answered` lists the reviews answered, in order. */
export class InMemoryReviewResponses extends ReviewResponses {
  readonly answered: string[] = [];

  constructor(readonly reviews: ReviewToAnswer[] = []) {
    super();
  }

  async listForCompanies(companyIds: readonly string[], options: { answered: boolean; includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewForVendor>> {
    const matching = this.reviews
      .filter((r) => companyIds.includes(r.companyId) && r.hasResponse === options.answered)
      .map((r) => ({
        id: r.id,
        companyId: r.companyId,
        companyName: r.companyId,
        serviceType: 'CRO',
        comments: null,
        pros: null,
        cons: null,
        meanRating: null,
        isDemo: false,
        invitedByVendor: false,
        verifiedEngagement: false,
        createdAt: new Date(0),
        response: r.hasResponse ? { id: `response-${r.id}`, response: 'Answered', createdAt: new Date(0), unpublishedAt: null, unpublishReason: null } : null,
      }));
    return { items: matching.slice(options.page.offset, options.page.offset + options.page.limit), total: matching.length };
  }

  async findReview(reviewId: string): Promise<ReviewToAnswer | null> {
    const review = this.reviews.find((r) => r.id === reviewId);
    return review ? { ...review } : null;
  }

  async create(input: { reviewId: string; vendorAccountId: string; response: string; createdAt: Date }): Promise<string | null> {
    const review = this.reviews.find((r) => r.id === input.reviewId);
    if (!review || review.hasResponse) return null; // one response per review, as the unique index keeps it
    review.hasResponse = true;
    this.answered.push(input.reviewId);
    return `response-${input.reviewId}`;
  }

  /** Takedowns recorded, by response id. */
  readonly takedowns = new Map<string, Takedown | null>();

  async findForUpdate(responseId: string): Promise<ResponseState | null> {
    const reviewId = responseId.replace(/^response-/, '');
    const review = this.reviews.find((r) => r.id === reviewId && r.hasResponse);
    if (!review) return null;
    const takedown = this.takedowns.get(responseId) ?? null;
    return { id: responseId, reviewId, companyId: review.companyId, companyName: review.companyId, unpublishedAt: takedown?.at ?? null };
  }

  async setTakedown(responseId: string, takedown: Takedown | null): Promise<void> {
    this.takedowns.set(responseId, takedown);
  }

  async authorOf(_responseId: string): Promise<VendorContact | null> {
    return null;
  }
}
