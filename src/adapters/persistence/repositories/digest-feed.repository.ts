import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import type { DirectoryChanges } from '../../../domain/saved-searches/digest';
import { DigestFeed } from '../../../domain/saved-searches/digest-feed.port';
import { knexOf } from './knex-of';
import { REVIEW_RATING_COLUMNS } from './rating-columns';
import { toDate } from './row-values';

type Row = Record<string, unknown>;

const MEAN_RATING = `(${REVIEW_RATING_COLUMNS.map((c) => `coalesce(r.${c}, 0)`).join(' + ')})::float / nullif(num_nonnulls(${REVIEW_RATING_COLUMNS.map((c) => `r.${c}`).join(', ')}), 0)`;

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
    const companies: Row[] = await knex('companies')
      .select('id', 'name', 'type', 'location', 'country', 'created_at')
      .where('created_at', '>', since)
      .andWhere('created_at', '<=', until);
    const reviews = knex('reviews as r')
      .join('companies as c', 'c.id', 'r.company_id')
      .select('r.id', 'r.company_id', 'c.name as company_name', 'r.service_type', knex.raw(`${MEAN_RATING} as mean_rating`), knex.raw('coalesce(r.moderated_at, r.created_at) as approved_at'))
      .where('r.moderation_status', 'approved')
      .andWhereRaw('coalesce(r.moderated_at, r.created_at) > ?', [since])
      .andWhereRaw('coalesce(r.moderated_at, r.created_at) <= ?', [until]);
    if (!includeDemo) reviews.where('r.is_demo', false);
    const reviewRows: Row[] = await reviews;
    return {
      companies: companies.map((row) => ({
        id: row.id as string,
        name: row.name as string,
        type: row.type as CompanyType,
        location: row.location as string,
        country: row.country as string,
        listedAt: toDate(row.created_at),
      })),
      reviews: reviewRows.map((row) => ({
        id: row.id as string,
        companyId: row.company_id as string,
        companyName: row.company_name as string,
        serviceType: row.service_type as CompanyType,
        meanRating: row.mean_rating == null ? null : Number(row.mean_rating),
        approvedAt: toDate(row.approved_at),
      })),
    };
  }
}
