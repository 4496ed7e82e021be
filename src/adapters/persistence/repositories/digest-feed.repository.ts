import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DirectoryChanges } from '../../../domain/saved-searches/digest';
import { DigestFeed } from '../../../domain/saved-searches/digest-feed.port';
import { CompanyRecord } from '../schemas/company.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { MEAN_RATING_SQL, r } from './review-rows';
import { toDate } from './row-values';

const companies = tableOf(CompanyRecord);
const c = companies.as('c');

/**
 * Directory changes for the alert digests: companies by their listing time, reviews by their approval
 * (moderation) time. Reviews that were published without moderation (none today) count from their creation.
 */
@Injectable()
export class DigestFeedRepository extends DigestFeed {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async changesBetween(since: Date, until: Date, { includeDemo }: { includeDemo: boolean }): Promise<DirectoryChanges> {
    const knex = knexOf(this.em);
    const listed = await companies
      .pick('id', 'name', 'type', 'location', 'country', 'created_at')
      .rows(
        companies
          .query(this.em)
          .whereNull(companies.col('unlisted_at'))
          .where(companies.col('created_at'), '>', since)
          .andWhere(companies.col('created_at'), '<=', until),
      );
    const approvedAt = `coalesce(${r.col('moderated_at')}, ${r.col('created_at')})`;
    const query = r
      .query(this.em)
      .join(c.from, c.col('id'), r.col('company_id'))
      .where(r.col('moderation_status'), 'approved')
      .whereNull(c.col('unlisted_at'))
      .andWhereRaw(`${approvedAt} > ?`, [since])
      .andWhereRaw(`${approvedAt} <= ?`, [until]);
    if (!includeDemo) query.where(r.col('is_demo'), false);
    const reviews = await r
      .pick('id', 'company_id', 'service_type')
      .and(c.pickAs({ company_name: 'name' }))
      .and(computed<{ mean_rating: number | null; approved_at: string }>(knex.raw(`${MEAN_RATING_SQL} as mean_rating, ${approvedAt} as approved_at`)))
      .rows(query);
    return {
      companies: listed.map((row) => ({ id: row.id, name: row.name, type: row.type, location: row.location, country: row.country, listedAt: toDate(row.created_at) })),
      reviews: reviews.map((row) => ({
        id: row.id,
        companyId: row.company_id!,
        companyName: row.company_name,
        serviceType: row.service_type,
        meanRating: row.mean_rating == null ? null : Number(row.mean_rating),
        approvedAt: toDate(row.approved_at),
      })),
    };
  }
}
