import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReviewerProfile } from '../../../domain/reviews/review';
import { emailHost } from '../../../domain/verification/email-domain';
import { ReviewRecord } from '../schemas/review.schema';
import { UserRecord } from '../schemas/user.schema';
import { computed, tableOf, type Projection } from '../tables';
import { knexOf } from './knex-of';
import { r } from './review-rows';
import { representedCompaniesSql } from './represented-companies';

/** `users as ru`: a review's author, for the moderator's view of them. Join with {@link joinReviewer}. */
const ru = tableOf(UserRecord).as('ru');
const ar = tableOf(ReviewRecord).as('ar');

type ReviewerRow = {
  reviewer_email: string | null;
  reviewer_verification_level: string | null;
  reviewer_industry_verified: boolean | null;
  reviewer_vendor_company_ids: string[] | null;
  reviewer_approved_reviews: string | null;
};

/** The author's email's domain, verification, represented companies (live vendor accounts) and approved reviews. */
export function reviewerColumns(em: EntityManager): Projection<ReviewerRow> {
  return ru
    .pickAs({ reviewer_email: 'email', reviewer_verification_level: 'verification_level', reviewer_industry_verified: 'industry_verified' })
    .nullable()
    .and(
      computed<Pick<ReviewerRow, 'reviewer_vendor_company_ids' | 'reviewer_approved_reviews'>>(
        knexOf(em).raw(
          `${representedCompaniesSql(r.col('user_id'))} as reviewer_vendor_company_ids, ` +
            `(select count(*) from ${ar.from} where ${ar.col('user_id')} = ${r.col('user_id')} and ${ar.col('moderation_status')} = 'approved' and ${ar.col('review_type')} = 'user') as reviewer_approved_reviews`,
        ),
      ),
    );
}

/** Joins a review query (on `reviews as r`) to its author for {@link reviewerColumns}. */
export const REVIEWER_JOIN = { table: ru.from, on: [ru.col('id'), r.col('user_id')] as const };

/** The profile of a row read with {@link reviewerColumns}; null when the review has no author account. */
export function reviewerOf(row: ReviewerRow): ReviewerProfile | null {
  if (row.reviewer_email === null) return null;
  return {
    emailDomain: emailHost(row.reviewer_email) ?? row.reviewer_email.slice(row.reviewer_email.lastIndexOf('@') + 1),
    verificationLevel: row.reviewer_verification_level ?? 'pending',
    industryVerified: row.reviewer_industry_verified ?? false,
    vendorCompanyIds: row.reviewer_vendor_company_ids ?? [],
    approvedReviewCount: Number(row.reviewer_approved_reviews ?? 0),
  };
}

/** The author's email column, for the admin's review search. */
export const REVIEWER_EMAIL = ru.col('email');
