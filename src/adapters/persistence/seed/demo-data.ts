import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserType } from '../../../domain/accounts/account';
import { DEMO_ADMIN_EMAIL, DEMO_REVIEWER_EMAIL } from '../../../domain/accounts/demo-accounts';
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
import { demoDataFreeToRemove } from './demo-data-lease';
import { generateDemoReviews } from './demo-review-generator';

const users = tableOf(UserRecord);
const reviews = tableOf(ReviewRecord);
const companies = tableOf(CompanyRecord);

/** The newest generated reviews are left pending, so the demo admin's Review Moderation tab has work to show. */
const DEMO_REVIEWS_AWAITING_MODERATION = 4;

/** Why demo data found outside demo mode was kept: not asked to remove it, or a demo-mode instance serves it. */
export type DemoDataKeptReason = 'not-asked' | 'in-use';

/** What the demo-data step did. */
export interface DemoDataReport {
  accounts: string[];
  reviewsInserted: number;
  reviewsRemoved: number;
  /** Demo data found outside demo mode and left in place, and why; null when there was none or it was removed. */
  kept: { accounts: number; reviews: number; reason: DemoDataKeptReason } | null;
}

/**
 * The warning a start logs when it keeps demo data outside demo mode (null when it kept none): what is there, why
 * it stays, and how to remove it.
 */
export function demoDataNotice(report: DemoDataReport): string | null {
  if (!report.kept) return null;
  const { accounts, reviews, reason } = report.kept;
  const held = `${accounts} demo account${accounts === 1 ? '' : 's'} and ${reviews} demo review${reviews === 1 ? '' : 's'}`;
  const why = reason === 'in-use' ? 'an instance in demo mode is serving them from this database' : 'DEMO_DATA is not set to "remove"';
  return (
    `The database holds ${held} but DEMO_MODE is off: they are kept, because ${why}. Outside demo mode their ` +
    'reviews are not listed, but rating aggregates still count them until they are removed: start once with ' +
    'DEMO_DATA=remove when no instance in demo mode uses this database.'
  );
}

/** Recomputes the aggregates of the given companies (then the rank scores, once) through the one aggregate code path. */
async function refreshRatings(em: EntityManager, companyIds: readonly string[], includeDemo: boolean): Promise<void> {
  await new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), includeDemo).execute(companyIds);
}

/** How many demo accounts and demo reviews the database holds. */
async function demoDataHeld(em: EntityManager): Promise<{ accounts: number; reviews: number }> {
  const [[{ accounts }], [{ count }]] = await Promise.all([
    users.query(em).where(users.col('is_demo'), true).count<{ accounts: string }[]>({ accounts: '*' }),
    reviews.query(em).where(reviews.col('is_demo'), true).count<{ count: string }[]>({ count: '*' }),
  ]);
  return { accounts: Number(accounts), reviews: Number(count) };
}

/**
 * Brings the database in line with the demo mode, in one transaction. In demo mode: the demo admin and
 * demo reviewer exist with `password`, and the generated demo reviews exist (generated once). Outside demo
 * mode demo data belongs to demo mode: it is removed (and the aggregates it touched recomputed) only when
 * `removeDemoData` asks for it and no running instance in demo mode serves it (DemoDataLease); otherwise it is
 * kept and the report says why (demoDataNotice).
 */
export async function syncDemoData(
  rootEm: EntityManager,
  options: { demoMode: boolean; removeDemoData?: boolean; password: string; hasher: PasswordHasher; now: Date },
): Promise<DemoDataReport> {
  return rootEm.transactional(async (em) => {
    if (!options.demoMode) {
      const held = await demoDataHeld(em);
      const none = { accounts: [], reviewsInserted: 0, reviewsRemoved: 0, kept: null };
      if (held.accounts === 0 && held.reviews === 0) return none;
      if (!options.removeDemoData) return { ...none, kept: { ...held, reason: 'not-asked' } };
      if (!(await demoDataFreeToRemove(em))) return { ...none, kept: { ...held, reason: 'in-use' } };
      const removed = await reviews.pick('company_id').returning(reviews.query(em).where(reviews.col('is_demo'), true).delete());
      await users.query(em).where(users.col('is_demo'), true).delete();
      const companyIds = removed.flatMap((r) => (r.company_id ? [r.company_id] : []));
      await refreshRatings(em, [...new Set(companyIds)], false);
      return { ...none, reviewsRemoved: removed.length };
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
    if (Number(count) > 0) return { accounts: emails, reviewsInserted: 0, reviewsRemoved: 0, kept: null };

    const listed = await companies.pick('id', 'name', 'type').rows(companies.query(em));
    const generated = generateDemoReviews(listed, options.now);
    const awaiting = new Set([...generated].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, DEMO_REVIEWS_AWAITING_MODERATION));
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
    return { accounts: emails, reviewsInserted: rows.length, reviewsRemoved: 0, kept: null };
  });
}
