import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { quotaUsage, spendResponse, type QuotaUsage } from '../vendor-quotas/vendor-quota';
import { ReviewResponses, VendorAccounts } from './vendor-accounts.port';
import { AlreadyRespondedError, NotVendorOfCompanyError, ReviewToAnswerNotFoundError } from './vendors.errors';

/**
 * POST /api/reviews/{id}/responses (docs/billing-and-plans.md, docs/api-contract.md#contract-details): a verified vendor of the review's company
 * answers it publicly, once per review, within its plan's monthly quota. The quota check, the
 * counter and the response are one transaction, serialised per vendor account, so parallel
 * requests cannot overspend it.
 * @throws ReviewToAnswerNotFoundError (404), NotVendorOfCompanyError (403), AlreadyRespondedError
 * (409), ResponseLimitReachedError (429).
 */
export class RespondToReview {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly responses: ReviewResponses,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; tier: string; reviewId: string; response: string }): Promise<{ id: string; quota: QuotaUsage }> {
    const review = await this.responses.findReview(input.reviewId);
    if (!review) throw new ReviewToAnswerNotFoundError();
    const vendor = await this.vendors.findApproved(input.userId, review.companyId);
    if (!vendor) throw new NotVendorOfCompanyError();
    if (review.hasResponse) throw new AlreadyRespondedError();
    return this.unitOfWork.run(
      async () => {
        const now = this.clock.now();
        // Re-read inside the lock: the counter may have moved since.
        const current = (await this.vendors.findById(vendor.id)) ?? vendor;
        const counter = spendResponse(current, input.tier, now);
        const id = await this.responses.create({ reviewId: review.id, vendorAccountId: vendor.id, response: input.response.trim(), createdAt: now });
        if (id === null) throw new AlreadyRespondedError();
        await this.vendors.saveCounter(vendor.id, counter);
        return { id, quota: quotaUsage(counter, input.tier, now) };
      },
      { lock: `vendor-account:${vendor.id}` },
    );
  }
}
