import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InsightCounters, type WeeklyCount } from '../../../domain/insights/insight-counters.port';
import { weekStartOf, type InsightKind } from '../../../domain/insights/insight-kinds';
import { CompanyInsightCountRecord } from '../schemas/company-insight-count.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { isUuid } from './uuid';

const counts = tableOf(CompanyInsightCountRecord);

/**
 * Vendor insight counters in `company_insight_counts`: one row per company, kind and week, incremented by an
 * upsert in the caller's transaction (a few bytes per company and week, whatever the traffic).
 */
@Injectable()
export class InsightCountersRepository extends InsightCounters {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(kind: InsightKind, companyIds: readonly string[], at: Date): Promise<void> {
    // Sorted: two writers incrementing the same companies take the row locks in one order.
    const ids = [...new Set(companyIds)].filter(isUuid).sort();
    if (ids.length === 0) return;
    const weekStart = weekStartOf(at);
    await counts
      .query(this.em)
      .insert(ids.map((id) => counts.values({ company_id: id, kind, week_start: weekStart, count: 1 })))
      .onConflict([counts.col('company_id'), counts.col('kind'), counts.col('week_start')])
      .merge({ [counts.col('count')]: knexOf(this.em).raw(`${counts.name}.${counts.col('count')} + 1`) });
  }

  async weeklyCounts(companyId: string, fromWeekStart: string): Promise<WeeklyCount[]> {
    if (!isUuid(companyId)) return [];
    const rows = await counts
      .pick('kind', 'count')
      .and(computed<{ week: string }>(knexOf(this.em).raw(`to_char(${counts.col('week_start')}, 'YYYY-MM-DD') as week`)))
      .rows(counts.query(this.em).where(counts.col('company_id'), companyId).where(counts.col('week_start'), '>=', fromWeekStart));
    return rows.map((row) => ({ kind: row.kind, weekStart: row.week, count: row.count }));
  }
}
