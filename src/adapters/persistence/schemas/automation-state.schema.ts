import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** On/off state and last run of a scheduled job, shared by every app instance (docs/data-and-discovery.md#discovery-automation). */
@Entity({ tableName: 'automation_state' })
export class AutomationStateRecord {
  /** Job name, e.g. "company-discovery". */
  @PrimaryKey({ type: 'text' })
  job!: string;

  @Property({ type: 'boolean', default: false })
  active = false;

  @Property({ type: 'datetime', nullable: true })
  lastRunAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  nextRunAt: Date | null = null;

  /** The last run's DiscoveryResult, its time as ISO text. */
  @Property({ type: 'jsonb', nullable: true })
  lastResult: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
