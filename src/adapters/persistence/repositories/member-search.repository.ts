import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MemberSearch, type MemberSummary } from '../../../domain/administration/member-search.port';
import type { QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { ReviewRecord } from '../schemas/review.schema';
import { UserRecord } from '../schemas/user.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { containsPattern } from './like-pattern';
import { queueSlice } from './queue-slice';
import { representedCompaniesSql } from './represented-companies';
import { toDate } from './row-values';

const u = tableOf(UserRecord).as('u');
const mr = tableOf(ReviewRecord).as('mr');

const MEMBER = u.pick(
  'id', 'email', 'first_name', 'last_name', 'company', 'job_title', 'user_type', 'verification_level', 'email_verified', 'industry_verified',
  'subscription_tier', 'created_at',
);

/** Accounts for the admin's member search; never the password hash, Stripe ids or notes. */
@Injectable()
export class MemberSearchRepository extends MemberSearch {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async search({ search, page }: { search: string | null; page: QueuePage }): Promise<QueueSlice<MemberSummary>> {
    const query = u.query(this.em).orderBy([{ column: u.col('created_at'), order: 'desc' }, { column: u.col('id'), order: 'desc' }]);
    if (search) {
      const like = containsPattern(search);
      query.where((w) => {
        for (const field of [u.col('email'), u.col('company'), `coalesce(${u.col('first_name')}, '') || ' ' || coalesce(${u.col('last_name')}, '')`]) {
          w.orWhereRaw(`lower(${field}) like ? escape '\\'`, [like]);
        }
      });
    }
    const extras = computed<{ vendor_company_ids: string[]; review_count: string }>(
      knexOf(this.em).raw(
        `${representedCompaniesSql(u.col('id'))} as vendor_company_ids, ` +
          `(select count(*) from ${mr.from} where ${mr.col('user_id')} = ${u.col('id')} and ${mr.col('review_type')} = 'user') as review_count`,
      ),
    );
    return queueSlice(query, MEMBER.and(extras), page, (row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      company: row.company,
      jobTitle: row.job_title,
      userType: row.user_type,
      verificationLevel: row.verification_level,
      emailVerified: row.email_verified,
      industryVerified: row.industry_verified,
      subscriptionTier: row.subscription_tier,
      vendorCompanyIds: row.vendor_company_ids,
      reviewCount: Number(row.review_count),
      createdAt: toDate(row.created_at),
    }));
  }
}
