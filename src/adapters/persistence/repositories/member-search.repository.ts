import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MemberSearch, type MemberSummary } from '../../../domain/administration/member-search.port';
import type { QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { ReviewRecord } from '../schemas/review.schema';
import { UserRecord } from '../schemas/user.schema';
import { computed, tableOf, type RowOfProjection } from '../tables';
import { knexOf } from './knex-of';
import { containsPattern } from './like-pattern';
import { queueSlice } from './queue-slice';
import { representedCompaniesSql } from './represented-companies';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const u = tableOf(UserRecord).as('u');
const mr = tableOf(ReviewRecord).as('mr');

const MEMBER = u.pick(
  'id',
  'email',
  'first_name',
  'last_name',
  'company',
  'job_title',
  'user_type',
  'verification_level',
  'email_verified',
  'industry_verified',
  'subscription_tier',
  'suspended_at',
  'created_at',
);

/** Accounts for the admin's member search; never the password hash, Stripe ids or notes. */
@Injectable()
export class MemberSearchRepository extends MemberSearch {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async search({ search, page }: { search: string | null; page: QueuePage }): Promise<QueueSlice<MemberSummary>> {
    const query = u.query(this.em).orderBy([
      { column: u.col('created_at'), order: 'desc' },
      { column: u.col('id'), order: 'desc' },
    ]);
    if (search) {
      const like = containsPattern(search);
      query.where((w) => {
        for (const field of [u.col('email'), u.col('company'), `coalesce(${u.col('first_name')}, '') || ' ' || coalesce(${u.col('last_name')}, '')`]) {
          w.orWhereRaw(`lower(${field}) like ? escape '\\'`, [like]);
        }
      });
    }
    return queueSlice(query, this.columns(), page, toMemberSummary);
  }

  async findById(id: string): Promise<MemberSummary | null> {
    if (!isUuid(id)) return null;
    const row = await this.columns().first(u.query(this.em).where(u.col('id'), id));
    return row ? toMemberSummary(row) : null;
  }

  private columns() {
    return MEMBER.and(
      computed<{ vendor_company_ids: string[]; review_count: string }>(
        knexOf(this.em).raw(
          `${representedCompaniesSql(u.col('id'))} as vendor_company_ids, ` +
            `(select count(*) from ${mr.from} where ${mr.col('user_id')} = ${u.col('id')} and ${mr.col('review_type')} = 'user') as review_count`,
        ),
      ),
    );
  }
}

function toMemberSummary(row: RowOfProjection<typeof MEMBER> & { vendor_company_ids: string[]; review_count: string }): MemberSummary {
  return {
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
    suspendedAt: toDateOrNull(row.suspended_at),
    vendorCompanyIds: row.vendor_company_ids,
    reviewCount: Number(row.review_count),
    createdAt: toDate(row.created_at),
  };
}
