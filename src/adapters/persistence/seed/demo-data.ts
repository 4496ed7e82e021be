import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserType } from '../../../domain/accounts/account';
import { DEMO_ADMIN_EMAIL, DEMO_REVIEWER_EMAIL } from '../../../domain/accounts/demo-accounts';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import type { PasswordHasher } from '../../../domain/shared/password-hasher.port';
import { RefreshCompanyRatings } from '../../../domain/reviews/refresh-company-ratings.use-case';
import { CompanyRatingsRepository } from '../repositories/company-ratings.repository';
import { PublishedReviewsRepository } from '../repositories/published-reviews.repository';
import { reviewRatingValues } from '../repositories/rating-columns';
import { reviewedEngagementValues } from '../repositories/review-rows';
import { CompanyRecord } from '../schemas/company.schema';
import { ReviewRecord } from '../schemas/review.schema';
import { UserRecord } from '../schemas/user.schema';
import { tableOf } from '../tables';
import { generateDemoReviews } from './demo-review-generator';

const users = tableOf(UserRecord);
const reviews = tableOf(ReviewRecord);
const companies = tableOf(CompanyRecord);

/** The newest generated reviews are left pending, so the demo admin's Review Moderation tab has work to show. */
const DEMO_REVIEWS_AWAITING_MODERATION = 4;

/** What the demo-data step did. */
export interface DemoDataReport {
  accounts: string[];
  reviewsInserted: number;
  reviewsRemoved: number;
}

/** Recomputes the aggregates of the given companies (then the rank scores, once) through the one aggregate code path. */
async function refreshRatings(em: EntityManager, companyIds: readonly string[], includeDemo: boolean): Promise<void> {
  await new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), includeDemo).execute(companyIds);
}

/**
 * Brings the database in line with the demo mode, in one transaction. In demo mode: the demo admin and
 * demo reviewer exist with `password`, and the generated demo reviews exist (generated once). Outside
 * demo mode: no demo account or demo review exists, and the aggregates they touched are recomputed.
 */
export async function syncDemoData(
  rootEm: EntityManager,
  options: { demoMode: boolean; password: string; hasher: PasswordHasher; now: Date },
): Promise<DemoDataReport> {
  return rootEm.transactional(async (em) => {
    if (!options.demoMode) {
      const removed = await reviews.pick('company_id').returning(reviews.query(em).where(reviews.col('is_demo'), true).delete());
      await users.query(em).where(users.col('is_demo'), true).delete();
      const companyIds = removed.flatMap((r) => (r.company_id ? [r.company_id] : []));
      await refreshRatings(em, [...new Set(companyIds)], false);
      return { accounts: [], reviewsInserted: 0, reviewsRemoved: removed.length };
    }

    const passwordHash = await options.hasher.hash(options.password);
    const demoAccount = (email: string, role: string, userType: UserType) =>
      users.values({
        email,
        first_name: 'Demo',
        last_name: role,
        user_type: userType,
        password_hash: passwordHash,
        company: 'BioVetted demo',
        job_title: 'Demo account',
        email_verified: true,
        industry_verified: true,
        verification_level: 'verified',
        verified_at: options.now,
        is_demo: true,
      });
    const emails = [DEMO_ADMIN_EMAIL, DEMO_REVIEWER_EMAIL];
    await users
      .query(em)
      .insert([demoAccount(DEMO_ADMIN_EMAIL, 'Admin', 'admin'), demoAccount(DEMO_REVIEWER_EMAIL, 'Reviewer', 'reviewer')])
      .onConflict(users.col('email'))
      .merge([
        users.col('password_hash'),
        users.col('user_type'),
        users.col('verification_level'),
        users.col('industry_verified'),
        users.col('email_verified'),
        users.col('is_demo'),
      ]);

    const [{ count }] = await reviews.query(em).where(reviews.col('is_demo'), true).count<{ count: string }[]>({ count: '*' });
    if (Number(count) > 0) return { accounts: emails, reviewsInserted: 0, reviewsRemoved: 0 };

    const listed = await companies.pick('id', 'name', 'type').rows(companies.query(em));
    const generated = generateDemoReviews(listed, options.now);
    const awaiting = new Set(
      [...generated].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, DEMO_REVIEWS_AWAITING_MODERATION),
    );
    const rows = generated.map((review) =>
      reviews.values({
        company_id: review.companyId,
        review_type: 'user',
        authored_by: 'BioVetted demo-data generator',
        ...reviewedEngagementValues(review),
        ...reviewRatingValues(review),
        comments: review.comments,
        moderation_status: awaiting.has(review) ? 'pending' : 'approved',
        moderated_at: awaiting.has(review) ? null : options.now,
        moderation_notes: awaiting.has(review) ? null : 'Generated demo data',
        is_demo: true,
        created_at: review.createdAt,
      }),
    );
    for (let start = 0; start < rows.length; start += 500) await reviews.query(em).insert(rows.slice(start, start + 500));
    await refreshRatings(em, [...new Set(generated.filter((r) => !awaiting.has(r)).map((r) => r.companyId))], true);
    return { accounts: emails, reviewsInserted: rows.length, reviewsRemoved: 0 };
  });
}
