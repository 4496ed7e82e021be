import { CompanyDirectory, type Visibility } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { presentReviewPage, type PublicReview } from './public-review';
import type { ReviewPageQuery } from './review-page';
import { ReviewPages } from './review-pages.port';
import type { ReviewReader } from './review-text-access';

/**
 * A page of a company's approved reviews, anonymous and gated for the reader (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews, docs/deciding.md, docs/security.md#trust-and-safety-rules), and
 * the number of reviews matching the filter before paging.
 * @throws CompanyNotFoundError for an unknown or malformed company id, or an unlisted one the viewer may not see.
 */
export class ListCompanyReviews {
  constructor(
    private readonly directory: CompanyDirectory,
    private readonly reviews: ReviewPages,
    private readonly includeDemo: boolean,
  ) {}

  async execute(
    companyId: string,
    reader: ReviewReader,
    query: ReviewPageQuery,
    visibility: Visibility = { includeUnlisted: false },
  ): Promise<{ reviews: PublicReview[]; total: number }> {
    if (!(await this.directory.exists(companyId, visibility))) throw new CompanyNotFoundError(companyId);
    const page = await this.reviews.pageForCompany(companyId, query, { includeDemo: this.includeDemo });
    return { reviews: presentReviewPage(page, reader), total: page.total };
  }
}
