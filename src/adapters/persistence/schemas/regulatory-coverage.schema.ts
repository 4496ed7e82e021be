import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { RegulatorySource } from '../../../domain/regulatory/warning-letter';

/** The window of a regulatory source the record has read: events posted from `coveredFrom` to `coveredTo`. */
@Entity({ tableName: 'regulatory_coverage' })
export class RegulatoryCoverageRecord {
  /** A source's key (FDA_WARNING_LETTERS). */
  @PrimaryKey({ type: 'text' })
  source!: RegulatorySource;

  /** Read as 'YYYY-MM-DD'. */
  @Property({ type: 'date' })
  coveredFrom!: string;

  /** The day the source was last read in full; read as 'YYYY-MM-DD'. */
  @Property({ type: 'date' })
  coveredTo!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
