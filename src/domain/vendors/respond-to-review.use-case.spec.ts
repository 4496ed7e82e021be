import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { ResponseLimitReachedError, type QuotaCounter } from '../vendor-quotas/vendor-quota';
import type { VendorAccount } from './vendor-account';
import { ReviewResponses, VendorAccounts, type ReviewToAnswer } from './vendor-accounts.port';
import { RespondToReview } from './respond-to-review.use-case';
import { AlreadyRespondedError, NotVendorOfCompanyError, ReviewToAnswerNotFoundError } from './vendors.errors';

class MovableClock extends Clock {
  constructor(public at: Date) { super(); }
  now() { return this.at; }
}

class InMemoryVendors extends VendorAccounts {
  constructor(public accounts: VendorAccount[]) { super(); }
  async findById(id: string) { return this.accounts.find((a) => a.id === id) ?? null; }
  async listForUser(userId: string) { return this.accounts.filter((a) => a.userId === userId); }
  async findApproved(userId: string, companyId: string) { return this.accounts.find((a) => a.userId === userId && a.companyId === companyId && a.status === 'approved') ?? null; }
  async create(): Promise<VendorAccount> { throw new Error('not used'); }
  async listPending() { return { items: [], total: 0 }; }
  async findForUpdate(id: string) { return this.findById(id); }
  async recordDecision() {}
  async saveCounter(id: string, counter: QuotaCounter) { Object.assign(this.accounts.find((a) => a.id === id)!, counter); }
}

class InMemoryResponses extends ReviewResponses {
  constructor(public reviews: ReviewToAnswer[]) { super(); }
  answered: string[] = [];
  async findReview(id: string) { return this.reviews.find((r) => r.id === id) ?? null; }
  async create(input: { reviewId: string }) {
    this.answered.push(input.reviewId);
    this.reviews.find((r) => r.id === input.reviewId)!.hasResponse = true;
    return `resp-${input.reviewId}`;
  }
}

class DirectUnitOfWork extends UnitOfWork {
  run<T>(work: () => Promise<T>) { return work(); }
}

const aVendor = (overrides: Partial<VendorAccount> = {}): VendorAccount => ({
  id: 'v1', userId: 'u1', companyId: 'c1', companyName: 'Acme CRO', status: 'approved', isVerified: true,
  verificationDocument: null, createdAt: new Date(), monthlyResponsesUsed: 0, lastResetDate: null, ...overrides,
});

function setup(vendors: VendorAccount[] = [aVendor()]) {
  const clock = new MovableClock(new Date('2026-11-20T12:00:00Z'));
  const responses = new InMemoryResponses(['r1', 'r2', 'r3'].map((id) => ({ id, companyId: 'c1', hasResponse: false })));
  const sut = new RespondToReview(new InMemoryVendors(vendors), responses, new DirectUnitOfWork(), clock);
  const answer = (reviewId: string, userId = 'u1', tier = 'free') => sut.execute({ userId, tier, reviewId, response: 'Thank you for the feedback.' });
  return { sut, clock, responses, answer };
}

describe(RespondToReview.name, () => {
  it('lets a free vendor answer one review a month, and another after the month rolls over', async () => {
    const { answer, clock } = setup();
    await expect(answer('r1')).resolves.toMatchObject({ id: 'resp-r1', quota: { used: 1, limit: 1, remaining: 0 } });
    await expect(answer('r2')).rejects.toThrow(ResponseLimitReachedError);
    clock.at = new Date('2026-12-01T00:00:01Z');
    await expect(answer('r2')).resolves.toMatchObject({ quota: { used: 1, remaining: 0 } });
  });

  it('refuses members who are not approved vendors of the review company', async () => {
    const { answer } = setup([aVendor({ userId: 'u2', companyId: 'other' }), aVendor({ id: 'v3', userId: 'u3', status: 'pending' })]);
    await expect(answer('r1', 'u2')).rejects.toThrow(NotVendorOfCompanyError);
    await expect(answer('r1', 'u3')).rejects.toThrow(NotVendorOfCompanyError);
    await expect(answer('r1', 'nobody')).rejects.toThrow(NotVendorOfCompanyError);
  });

  it('answers a review once, and knows no unknown review', async () => {
    const { answer } = setup();
    await answer('r1', 'u1', 'basic');
    await expect(answer('r1', 'u1', 'basic')).rejects.toThrow(AlreadyRespondedError);
    await expect(answer('missing')).rejects.toThrow(ReviewToAnswerNotFoundError);
  });
});
