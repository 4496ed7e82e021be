import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { loadCompanies } from '../../src/adapters/persistence/seed/company-dataset.loader';
import type { DatasetCompany } from '../../src/adapters/persistence/seed/company-dataset';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { RefreshCompanyRatings } from '../../src/domain/reviews/refresh-company-ratings.use-case';
import { PublishedReviewsRepository } from '../../src/adapters/persistence/repositories/published-reviews.repository';
import { CompanyRatingsRepository } from '../../src/adapters/persistence/repositories/company-ratings.repository';
import type { Ratings } from '../../src/domain/reviews/rating-categories';

/** A dataset company with plausible defaults; override what the test is about. */
export function aCompany(overrides: Partial<DatasetCompany> = {}): DatasetCompany {
  return {
    name: `Test Provider ${randomUUID().slice(0, 8)}`,
    type: 'CRO',
    website: null,
    location: 'Boston, Massachusetts',
    country: 'United States',
    description: null,
    foundedYear: null,
    publiclyTraded: null,
    stockSymbol: null,
    parentCompany: null,
    employeeCount: null,
    revenueUsd: null,
    globalPresence: null,
    services: null,
    therapeuticAreas: null,
    moleculeTypes: null,
    developmentPhases: null,
    serviceLocations: null,
    ...overrides,
  };
}

/** Inserts companies through the dataset loader; returns their ids by name. */
export async function insertCompanies(em: EntityManager, companies: DatasetCompany[]): Promise<Record<string, string>> {
  await loadCompanies(em, companies);
  const rows: { id: string; name: string }[] = await knexOf(em)('companies').select('id', 'name').whereIn('name', companies.map((c) => c.name));
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

export interface ReviewInput extends Partial<Ratings> {
  comments?: string | null;
  createdAt?: Date;
  moderationStatus?: 'pending' | 'approved' | 'rejected';
  isDemo?: boolean;
  reviewType?: 'user' | 'industry_intelligence';
  userId?: string | null;
  intelligenceSource?: string | null;
}

/**
 * Inserts reviews of one company and refreshes its aggregate through the same use case moderation
 * uses. Unset ratings are null (not applicable).
 */
export async function insertReviews(em: EntityManager, companyId: string, reviews: ReviewInput[], includeDemo = false): Promise<string[]> {
  const rows = reviews.map((r) => ({
    company_id: companyId,
    user_id: r.userId ?? null,
    review_type: r.reviewType ?? 'user',
    intelligence_source: r.intelligenceSource ?? null,
    service_type: 'CRO',
    technical_expertise: r.technicalExpertise ?? null,
    project_management: r.projectManagement ?? null,
    communication: r.communication ?? null,
    timeline: r.timeline ?? null,
    pricing: r.pricing ?? null,
    change_orders: r.changeOrders ?? null,
    contract_negotiation: r.contractNegotiation ?? null,
    regulatory_compliance: r.regulatoryCompliance ?? null,
    comments: r.comments === undefined ? 'Solid partner on a phase II study.' : r.comments,
    moderation_status: r.moderationStatus ?? 'approved',
    moderation_notes: 'internal note',
    authored_by: 'someone@example.com',
    is_demo: r.isDemo ?? false,
    created_at: r.createdAt ?? new Date(),
  }));
  const inserted: { id: string }[] = await knexOf(em)('reviews').insert(rows).returning('id');
  await new RefreshCompanyRatings(new PublishedReviewsRepository(em), new CompanyRatingsRepository(em), includeDemo).execute(companyId);
  return inserted.map((row) => row.id);
}

