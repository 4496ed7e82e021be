import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReviewerProfile } from '../../../domain/reviews/review';
import { emailHost } from '../../../domain/verification/email-domain';
import { CompanyRecord } from '../schemas/company.schema';
import { ReviewRecord } from '../schemas/review.schema';
import { UserRecord } from '../schemas/user.schema';
import { computed, tableOf, type Projection } from '../tables';
import { knexOf } from './knex-of';
import { r } from './review-rows';
import { representedCompaniesSql } from './represented-companies';
import { websiteDomainOf } from './website-domains';

/** `users as ru`: a review's author, for the moderator's view of them. Join with {@link joinReviewer}. */
const ru = tableOf(UserRecord).as('ru');
const ar = tableOf(ReviewRecord).as('ar');
const companies = tableOf(CompanyRecord);

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

/**
 * The profiles of rows read with {@link reviewerColumns}, in order (null where a review has no author account),
 * with the listed providers each author's email domain belongs to, found for the whole page in one query.
 */
export async function reviewersOf(em: EntityManager, rows: readonly ReviewerRow[]): Promise<(ReviewerProfile | null)[]> {
  const domains = rows.map((row) => {
    const host = row.reviewer_email === null ? null : emailHost(row.reviewer_email);
    return host ? websiteDomainOf(`https://${host}`) : null;
  });
  const wanted = [...new Set(domains.filter((domain): domain is string => !!domain))];
  const providers = new Map<string, string[]>();
  if (wanted.length > 0) {
    const found = await companies
      .pick('id', 'website_domain')
      .rows(companies.query(em).whereIn(companies.col('website_domain'), wanted).whereNull(companies.col('unlisted_at')).orderBy(companies.col('id')));
    for (const company of found) providers.set(company.website_domain!, [...(providers.get(company.website_domain!) ?? []), company.id]);
  }
  return rows.map((row, i) => {
    if (row.reviewer_email === null) return null;
    return {
      emailDomain: emailHost(row.reviewer_email) ?? row.reviewer_email.slice(row.reviewer_email.lastIndexOf('@') + 1),
      verificationLevel: row.reviewer_verification_level ?? 'pending',
      industryVerified: row.reviewer_industry_verified ?? false,
      vendorCompanyIds: row.reviewer_vendor_company_ids ?? [],
      approvedReviewCount: Number(row.reviewer_approved_reviews ?? 0),
      providerCompanyIds: domains[i] ? (providers.get(domains[i]!) ?? []) : [],
    };
  });
}

/** The author's email column, for the admin's review search. */
export const REVIEWER_EMAIL = ru.col('email');
