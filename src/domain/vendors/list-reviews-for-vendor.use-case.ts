import type { QueuePage, QueueSlice } from '../moderation/moderation';
import { ReviewResponses, VendorAccounts, type ReviewForVendor } from './vendor-accounts.port';

/**
 * GET /api/vendor/reviews: the reviews of the companies the member is a verified
 * vendor of that await a response (`answered` false) or were answered, newest first. Empty for a member who
 * represents no company yet. Vendors read every text of their company's reviews (docs/decisions/0011).
 */
export class ListReviewsForVendor {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly responses: ReviewResponses,
    private readonly includeDemo: boolean,
  ) {}

  async execute(userId: string, options: { answered: boolean; page: QueuePage }): Promise<QueueSlice<ReviewForVendor>> {
    const companyIds = (await this.vendors.listForUser(userId)).filter((a) => a.status === 'approved').map((a) => a.companyId);
    if (companyIds.length === 0) return { items: [], total: 0 };
    return this.responses.listForCompanies(companyIds, { ...options, includeDemo: this.includeDemo });
  }
}
