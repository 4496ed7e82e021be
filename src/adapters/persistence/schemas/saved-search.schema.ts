import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { UserRecord } from './user.schema';

/** A member's saved directory filters (docs/data-model.md#stored-entities); no endpoint writes it yet. */
@Entity({ tableName: 'saved_searches' })
export class SavedSearchRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<UserRecord>;

  @Property({ type: 'text' })
  searchName!: string;

  @Property({ type: 'jsonb' })
  filters!: Record<string, unknown>;

  @Property({ type: 'boolean', default: false })
  alertsEnabled = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** End of the window the last alert digest covered (its creation until the first digest; docs/deciding.md). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastDigestAt: Date = new Date();
}
