import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_ADMIN_EMAIL, DEMO_REVIEWER_EMAIL } from '../../../domain/accounts/demo-accounts';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import type { PasswordHasher } from '../../../domain/shared/password-hasher.port';
import { RefreshCompanyRatings } from '../../../domain/reviews/refresh-company-ratings.use-case';
import { CompanyRatingsRepository } from '../repositories/company-ratings.repository';
import { knexOf } from '../repositories/knex-of';
import { PublishedReviewsRepository } from '../repositories/published-reviews.repository';
import { generateDemoReviews } from './demo-review-generator';


/** The newest generated reviews are left pending, so the demo admin's Review Moderation tab has work to show. */
const DEMO_REVIEWS_AWAITING_MODERATION = 4;

/** What the demo-data step did. */
export interface DemoDataReport {
  accounts: string[];
  reviewsInserted: number;
  reviewsRemoved: number;
}

/** Recomputes the aggregates of the given companies through the one aggregate code path. */
async function refreshRatings(em: EntityManager, companyIds: readonly string[], includeDemo: boolean): Promise<void> {
  const refresh = new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), includeDemo);
  for (const companyId of companyIds) await refresh.execute(companyId);
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
    const knex = knexOf(em);
    if (!options.demoMode) {
      const removed: { company_id: string }[] = await knex('reviews').where('is_demo', true).delete().returning('company_id');
      await knex('users').where('is_demo', true).delete();
      await refreshRatings(em, [...new Set(removed.map((r) => r.company_id))], false);
      return { accounts: [], reviewsInserted: 0, reviewsRemoved: removed.length };
    }

    const passwordHash = await options.hasher.hash(options.password);
    const accounts = [
      { email: DEMO_ADMIN_EMAIL, first_name: 'Demo', last_name: 'Admin', user_type: 'admin' },
      { email: DEMO_REVIEWER_EMAIL, first_name: 'Demo', last_name: 'Reviewer', user_type: 'reviewer' },
    ].map((account) => ({
      ...account,
      password_hash: passwordHash,
      company: 'BioVetted demo',
      job_title: 'Demo account',
      email_verified: true,
      industry_verified: true,
      verification_level: 'verified',
      verified_at: options.now,
      is_demo: true,
    }));
    await knex('users')
      .insert(accounts)
      .onConflict('email')
      .merge(['password_hash', 'user_type', 'verification_level', 'industry_verified', 'email_verified', 'is_demo']);

    const [{ count }] = await knex('reviews').where('is_demo', true).count<{ count: string }[]>({ count: '*' });
    if (Number(count) > 0) return { accounts: accounts.map((a) => a.email), reviewsInserted: 0, reviewsRemoved: 0 };

    const companies: { id: string; name: string; type: CompanyType }[] = await knex('companies').select('id', 'name', 'type');
    const reviews = generateDemoReviews(companies, options.now);
    const awaiting = new Set(
      [...reviews].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, DEMO_REVIEWS_AWAITING_MODERATION),
    );
    const rows = reviews.map((review) => ({
      company_id: review.companyId,
      review_type: 'user',
      authored_by: 'BioVetted demo-data generator',
      service_type: review.serviceType,
      experience_type: review.experienceType,
      project_size: review.projectSize,
      project_duration: review.projectDuration,
      work_timeframe: review.workTimeframe,
      technical_expertise: review.technicalExpertise,
      project_management: review.projectManagement,
      communication: review.communication,
      timeline: review.timeline,
      pricing: review.pricing,
      change_orders: review.changeOrders,
      contract_negotiation: review.contractNegotiation,
      regulatory_compliance: review.regulatoryCompliance,
      comments: review.comments,
      moderation_status: awaiting.has(review) ? 'pending' : 'approved',
      moderated_at: awaiting.has(review) ? null : options.now,
      moderation_notes: awaiting.has(review) ? null : 'Generated demo data',
      is_demo: true,
      created_at: review.createdAt,
    }));
    for (let start = 0; start < rows.length; start += 500) await knex('reviews').insert(rows.slice(start, start + 500));
    await refreshRatings(em, [...new Set(reviews.filter((r) => !awaiting.has(r)).map((r) => r.companyId))], true);
    return { accounts: accounts.map((a) => a.email), reviewsInserted: rows.length, reviewsRemoved: 0 };
  });
}
