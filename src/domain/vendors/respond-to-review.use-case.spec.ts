import { aVendorAccount } from '../../../test/support/builders';
import { TestClock } from '../../../test/support/fakes/clock.fake';
import { DirectUnitOfWork } from '../../../test/support/fakes/unit-of-work.fake';
import { InMemoryReviewResponses, InMemoryVendorAccounts } from '../../../test/support/fakes/vendor-accounts.fake';
import { ResponseLimitReachedError } from '../vendor-quotas/vendor-quota';
import type { VendorAccount } from './vendor-account';
import { RespondToReview } from './respond-to-review.use-case';
import { AlreadyRespondedError, NotVendorOfCompanyError, ReviewToAnswerNotFoundError } from './vendors.errors';

function setup(vendors: VendorAccount[] = [aVendorAccount()]) {
  const clock = new TestClock('2026-11-20T12:00:00Z');
  const responses = new InMemoryReviewResponses(['r1', 'r2', 'r3'].map((id) => ({ id, companyId: 'c1', hasResponse: false })));
  const sut = new RespondToReview(new InMemoryVendorAccounts(vendors), responses, new DirectUnitOfWork(), clock);
  const answer = (reviewId: string, userId = 'u1', tier = 'free') => sut.execute({ userId, tier, reviewId, response: 'Thank you for the feedback.' });
  return { sut, clock, responses, answer };
}

describe(RespondToReview.name, () => {
  it('lets a free vendor answer one review a month, and another after the month rolls over', async () => {
    const { answer, clock } = setup();
    await expect(answer('r1')).resolves.toMatchObject({ id: 'response-r1', quota: { used: 1, limit: 1, remaining: 0 } });
    await expect(answer('r2')).rejects.toThrow(ResponseLimitReachedError);
    clock.at = new Date('2026-12-01T00:00:01Z');
    await expect(answer('r2')).resolves.toMatchObject({ quota: { used: 1, remaining: 0 } });
  });

  it('refuses members who are not approved vendors of the review company', async () => {
    const { answer } = setup([aVendorAccount({ userId: 'u2', companyId: 'other' }), aVendorAccount({ id: 'v3', userId: 'u3', status: 'pending' })]);
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
