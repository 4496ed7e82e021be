import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { MATCH_STATUSES, type MatchOrigin, type MatchStatus } from '../../../domain/regulatory/regulatory-match';
import { CompanyRecord } from './company.schema';
import { RegulatoryEventRecord } from './regulatory-event.schema';
import { UserRecord } from './user.schema';

/**
 * A candidate pairing of a regulatory event and a company: proposed by name (`pending`), then confirmed or
 * rejected once, by an admin or by the reviewed mapping shipped in data/regulatory (origin `dataset`, with the
 * evidence used in `notes`). One row per (event, company), so a rejected pair is never proposed again.
 */
@Entity({ tableName: 'regulatory_matches' })
@Unique({ properties: ['event', 'company'], name: 'regulatory_matches_event_company_unique' })
@Index({ properties: ['status', 'createdAt'], name: 'regulatory_matches_status_created_at_index' })
export class RegulatoryMatchRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => RegulatoryEventRecord, ref: true, deleteRule: 'cascade' })
  event!: Ref<RegulatoryEventRecord>;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<CompanyRecord>;

  /** The company's name, alias or former name found in the recipient. */
  @Property({ type: 'text' })
  matchedName!: string;

  /** Checked by the database (`regulatory_matches_status_check`). */
  @Enum({ items: [...MATCH_STATUSES], default: 'pending' })
  status: MatchStatus = 'pending';

  /** `proposed` by the system, or decided by the shipped mapping (`dataset`). */
  @Property({ type: 'text', default: 'proposed' })
  origin: MatchOrigin = 'proposed';

  /** The admin who decided; null while pending and for the shipped mapping's decisions. */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  moderator: Ref<UserRecord> | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  /** The admin's notes, or the shipped mapping's evidence. */
  @Property({ type: 'text', nullable: true })
  moderationNotes: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
