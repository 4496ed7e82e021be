import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { FDA_WARNING_LETTERS, type RegulatorySource } from '../../../domain/regulatory/warning-letter';

/**
 * A regulatory event of a public source (for now FDA's warning-letter listing), whoever it concerns: candidate
 * matching pairs events with companies (regulatory_matches). Rows are inserted, never changed.
 */
@Entity({ tableName: 'regulatory_events' })
export class RegulatoryEventRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** Checked by the database (`regulatory_events_source_check`). */
  @Enum({ items: [FDA_WARNING_LETTERS] })
  source!: RegulatorySource;

  /** The event's page (a letter on fda.gov): one row per page. */
  @Unique()
  @Property({ type: 'text' })
  url!: string;

  /** The date the letter bears; read as 'YYYY-MM-DD'. */
  @Index()
  @Property({ type: 'date' })
  letterDate!: string;

  /** The date the source posted it; read as 'YYYY-MM-DD'. */
  @Property({ type: 'date' })
  postedDate!: string;

  /** Whom it is addressed to, as the source names them. */
  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text' })
  issuingOffice!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
