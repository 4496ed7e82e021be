import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import type { InsightKind } from '../../../domain/insights/insight-kinds';
import { CompanyRecord } from './company.schema';

/**
 * Vendor insights as counters: how often one thing happened to a company in one week (profile views, shortlist
 * adds, compare and match appearances, RFPs received). Incremented in the writing transaction with an upsert,
 * never a row per event, and never who did it.
 */
@Entity({ tableName: 'company_insight_counts' })
export class CompanyInsightCountRecord {
  [PrimaryKeyProp]?: ['company', 'kind', 'weekStart'];

  @ManyToOne({ entity: () => CompanyRecord, ref: true, primary: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  @PrimaryKey({ type: 'text' })
  kind!: InsightKind;

  /** The Monday (UTC) that starts the week, read back as `YYYY-MM-DD` text. */
  @PrimaryKey({ type: 'date' })
  weekStart!: string;

  @Property({ type: 'integer', default: 0 })
  count = 0;
}
