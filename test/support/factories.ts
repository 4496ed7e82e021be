import type { EntityManager } from '@mikro-orm/postgresql';
import { CompanyRatingsRepository } from '../../src/adapters/persistence/repositories/company-ratings.repository';
import { PublishedReviewsRepository } from '../../src/adapters/persistence/repositories/published-reviews.repository';
import { reviewRatingValues } from '../../src/adapters/persistence/repositories/rating-columns';
import { CompanySubmissionRecord } from '../../src/adapters/persistence/schemas/company-submission.schema';
import { CompanyRecord } from '../../src/adapters/persistence/schemas/company.schema';
import { ReviewRecord } from '../../src/adapters/persistence/schemas/review.schema';
import { VendorAccountRecord } from '../../src/adapters/persistence/schemas/vendor-account.schema';
import { loadCompanies } from '../../src/adapters/persistence/seed/company-dataset.loader';
import { tableOf } from '../../src/adapters/persistence/tables';
import type { CompanyType } from '../../src/domain/directory/taxonomy';
import type { DatasetCompany } from '../../src/domain/directory/dataset-company';
import { RATING_CATEGORIES, type Ratings } from '../../src/domain/reviews/rating-categories';
import type { ModerationStatus, ReviewType } from '../../src/domain/reviews/review';
import { RefreshCompanyRatings } from '../../src/domain/reviews/refresh-company-ratings.use-case';
import type { VendorAccountStatus } from '../../src/domain/vendors/vendor-account';
import { aCompany, unique } from './builders';

// Inserters of the repository, e2e and browser tiers: they write the builders' objects into a test
// database through the same typed tables as the repositories. aCompany comes from the shared builders.
export { aCompany } from './builders';

const companies = tableOf(CompanyRecord);
const reviews = tableOf(ReviewRecord);
const vendorAccounts = tableOf(VendorAccountRecord);
const submissions = tableOf(CompanySubmissionRecord);

/** Inserts companies through the dataset loader (facets, size, regions); returns their ids by name. */
export async function insertCompanies(em: EntityManager, list: DatasetCompany[]): Promise<Record<string, string>> {
  await loadCompanies(em, list);
  const rows = await companies.pick('id', 'name').rows(
    companies.query(em).whereIn(
      companies.col('name'),
      list.map((c) => c.name),
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** Inserts one company built by aCompany(overrides); returns its id. */
export async function insertCompany(em: EntityManager, overrides: Partial<DatasetCompany> = {}): Promise<string> {
  const company = aCompany(overrides);
  return (await insertCompanies(em, [company]))[company.name];
}

export interface ReviewInput extends Partial<Ratings> {
  comments?: string | null;
  createdAt?: Date;
  moderationStatus?: ModerationStatus;
  isDemo?: boolean;
  reviewType?: ReviewType;
  userId?: string | null;
  intelligenceSource?: string | null;
  serviceType?: CompanyType;
}

/**
 * Inserts reviews of one company and refreshes its aggregate through the same use case moderation
 * uses. Unset ratings are null (not applicable). @returns the reviews' ids, in order.
 */
export async function insertReviews(em: EntityManager, companyId: string, list: ReviewInput[], includeDemo = false): Promise<string[]> {
  const rows = list.map((r) =>
    reviews.values({
      company_id: companyId,
      user_id: r.userId ?? null,
      review_type: r.reviewType ?? 'user',
      intelligence_source: r.intelligenceSource ?? null,
      service_type: r.serviceType ?? 'CRO',
      ...reviewRatingValues(Object.fromEntries(RATING_CATEGORIES.map((category) => [category, r[category] ?? null])) as Ratings),
      comments: r.comments === undefined ? 'Solid partner on a phase II study.' : r.comments,
      moderation_status: r.moderationStatus ?? 'approved',
      moderation_notes: 'internal note',
      authored_by: 'someone@example.com',
      is_demo: r.isDemo ?? false,
      created_at: r.createdAt ?? new Date(),
    }),
  );
  const inserted = await reviews.pick('id').returning(reviews.query(em).insert(rows));
  await new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), includeDemo).execute(companyId);
  return inserted.map((row) => row.id);
}

/** Inserts a vendor account of the member for the company (pending unless told otherwise); returns its id. */
export async function insertVendorAccount(
  em: EntityManager,
  input: { userId: string; companyId: string; status?: VendorAccountStatus; monthlyResponsesUsed?: number; lastResetDate?: Date | null; createdAt?: Date },
): Promise<string> {
  const status = input.status ?? 'pending';
  const insert = vendorAccounts.query(em).insert(
    vendorAccounts.values({
      user_id: input.userId,
      company_id: input.companyId,
      status,
      is_verified: status === 'approved',
      monthly_responses_used: input.monthlyResponsesUsed ?? 0,
      last_reset_date: input.lastResetDate ?? null,
      created_at: input.createdAt ?? new Date(),
    }),
  );
  return (await vendorAccounts.pick('id').returning(insert))[0].id;
}

/** Inserts a pending company submission by the member (null: from discovery); returns its id. */
export async function insertSubmission(em: EntityManager, input: { submitterId: string | null; name?: string; createdAt?: Date }): Promise<string> {
  const name = input.name ?? `Submitted Labs ${unique()}`;
  const insert = submissions.query(em).insert(
    submissions.values({
      submitter_id: input.submitterId,
      source: input.submitterId ? 'person' : 'discovery:test',
      name,
      name_key: name.toLowerCase(),
      type: 'CRO',
      location: 'Basel',
      country: 'Switzerland',
      created_at: input.createdAt ?? new Date(),
    }),
  );
  return (await submissions.pick('id').returning(insert))[0].id;
}
