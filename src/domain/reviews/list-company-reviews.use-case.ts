import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { presentReviews, type PublicReview } from './public-review';
import { PublishedReviews } from './review-reader.port';
import type { ReviewReader } from './review-text-access';

/**
 * A company's approved reviews, newest first, anonymous and gated for the reader.
 * @throws CompanyNotFoundError for an unknown or malformed company id.
 */
export class ListCompanyReviews {
  constructor(
    private readonly directory: CompanyDirectory,
    private readonly reviews: PublishedReviews,
    private readonly includeDemo: boolean,
  ) {}

  async execute(companyId: string, reader: ReviewReader): Promise<PublicReview[]> {
    if (!(await this.directory.exists(companyId))) throw new CompanyNotFoundError(companyId);
    const reviews = await this.reviews.listForCompany(companyId, { includeDemo: this.includeDemo });
    return presentReviews(reviews, reader);
  }
}
