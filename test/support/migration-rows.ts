import type { Knex } from '@mikro-orm/postgresql';
import { companyNameKey } from '../../src/domain/directory/company-name';

/**
 * Rows for migration tests, written with the columns every migrated schema has had since the first one. A
 * migration test runs against a database migrated only part of the way, where today's factories (which write
 * every column the current entities know) would name columns that do not exist yet.
 */

/** Inserts a listed company with only its required facts. @returns its id. */
export async function insertBareCompany(knex: Knex, company: { name: string; type?: string }): Promise<string> {
  const [row] = await knex('companies')
    .insert({ name: company.name, name_key: companyNameKey(company.name), type: company.type ?? 'CRO', location: 'Basel', country: 'Switzerland' })
    .returning('id');
  return row.id as string;
}

/** One review row as the first schema stored it: approved, of type user, not demo unless `overrides` say so. */
export interface BareReview {
  company_id: string;
  service_type?: string;
  moderation_status?: string;
  review_type?: string;
  is_demo?: boolean;
  intelligence_source?: string | null;
  technical_expertise?: number | null;
  created_at?: Date;
}

/** Inserts reviews; aggregates are left to the test (or to the migration under test). @returns their ids, in order. */
export async function insertBareReviews(knex: Knex, reviews: BareReview[]): Promise<string[]> {
  const rows = await knex('reviews')
    .insert(reviews.map((review) => ({ service_type: 'CRO', moderation_status: 'approved', review_type: 'user', is_demo: false, ...review })))
    .returning('id');
  return rows.map((row: { id: string }) => row.id);
}
