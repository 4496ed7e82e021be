import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReviewLedger, type LedgerEntry } from '../../../domain/reviews/review-ledger.port';
import { ReviewLedgerEntryRecord } from '../schemas/review-ledger-entry.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const ledger = tableOf(ReviewLedgerEntryRecord);

/** The review ledger in `review_ledger`: fingerprints, companies and review times only. */
@Injectable()
export class ReviewLedgerRepository extends ReviewLedger {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async keep(fingerprint: string, entries: readonly LedgerEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await ledger
      .query(this.em)
      .insert(entries.map((entry) => ledger.values({ reviewer_fingerprint: fingerprint, company_id: entry.companyId, reviewed_at: entry.reviewedAt })));
  }

  async lastReviewAt(fingerprint: string, companyId: string): Promise<Date | null> {
    if (!isUuid(companyId)) return null;
    const [row] = await computed<{ last: string | null }>(knexOf(this.em).raw(`max(${ledger.col('reviewed_at')}) as last`)).rows(
      ledger.query(this.em).where(ledger.col('reviewer_fingerprint'), fingerprint).where(ledger.col('company_id'), companyId),
    );
    return toDateOrNull(row?.last);
  }

  async forgetBefore(cutoff: Date): Promise<void> {
    await ledger.query(this.em).where(ledger.col('reviewed_at'), '<', cutoff).delete();
  }
}
